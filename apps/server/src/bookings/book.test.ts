import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingBody, type BookingBody } from '@tarmac/shared';
import type { AppContext } from '../context.js';
import { createTestApp, createUser, type TestApp } from '../testing/test-app.js';
import { makeFlight, makePackage } from '../testing/factories.js';
import { bookFlights } from './book.js';
import { cancelBooking } from './cancel.js';
import { AlreadyCancelledError, BadLegError, BookingNotFoundError, SoldOutError } from './errors.js';
import { visibleBooking } from './visible-booking.js';

/**
 * Booking as callable logic: what payments, jobs and manage-booking will call, with no HTTP in between.
 * The routes' answers are proven in journey.test.ts; here the domain outcomes and errors are.
 */
let t: TestApp;
let ctx: AppContext;
let alice: { id: string; email: string; role: 'passenger' };
let bob: { id: string; email: string; role: 'passenger' };
let silver: { _id: string };
let newFlight: (extra?: Record<string, unknown>) => ReturnType<typeof makeFlight>;

beforeAll(async () => {
  t = await createTestApp();
  ctx = t.ctx;
  const admin = await createUser(t, { role: 'admin' });
  silver = await makePackage(t, admin.auth, 'silver');
  alice = { ...(await createUser(t)), role: 'passenger' };
  bob = { ...(await createUser(t)), role: 'passenger' };
  newFlight = (extra = {}) => makeFlight(t, admin.auth, extra);
});
afterAll(() => t?.close());

/** Books as the route does: the body through the request schema first. */
const book = (user: { id: string; email: string }, raw: BookingBody, key: string | null) => bookFlights(ctx, user, bookingBody.parse(raw), key);

describe('bookFlights and cancelBooking', () => {
  it('refuses a leg it cannot sell with a BadLegError naming the field', async () => {
    const attempt = book(alice, { legs: [{ flightId: 'no-such-flight', packageId: silver._id }], passengers: [{ name: 'Alice' }] }, null);
    await expect(attempt).rejects.toBeInstanceOf(BadLegError);
    await expect(attempt).rejects.toMatchObject({ field: 'legs.0.flightId', message: 'legs.0.flightId: There is no such flight.' });
  });

  it('sells the last seats once, answers SoldOutError to the next buyer, and puts seats back on cancelling', async () => {
    const flight = await newFlight({ seatCapacity: 2 });
    const legs = [{ flightId: flight._id, packageId: silver._id }];
    const first = await book(alice, { legs, passengers: [{ name: 'Alice' }, { name: 'Ann' }] }, null);
    expect(first).toMatchObject({ status: 'held', travellers: 2, total: 2 * 9995, payments: [], refunds: [] });
    expect(first.passengers.every((p) => p.tickets.length === 0)).toBe(true);

    await expect(book(bob, { legs, passengers: [{ name: 'Bob' }] }, null)).rejects.toBeInstanceOf(SoldOutError);

    expect(await cancelBooking(ctx, alice, first.pnr)).toMatchObject({ pnr: first.pnr, status: 'cancelled' });
    await expect(cancelBooking(ctx, alice, first.pnr)).rejects.toBeInstanceOf(AlreadyCancelledError);
    expect(await book(bob, { legs, passengers: [{ name: 'Bob' }, { name: 'Bea' }] }, null)).toMatchObject({ travellers: 2 });
  });

  it('answers the booking made before for the same idempotency key, and hides it from other passengers', async () => {
    const flight = await newFlight();
    const body = { legs: [{ flightId: flight._id, packageId: silver._id }], passengers: [{ name: 'Alice' }] };
    const made = await book(alice, body, 'double-click');
    expect(await book(alice, body, 'double-click')).toEqual(made);
    expect(await visibleBooking(t.database.db, alice, made.pnr)).toEqual(made);
    await expect(visibleBooking(t.database.db, bob, made.pnr)).rejects.toBeInstanceOf(BookingNotFoundError);
    await expect(cancelBooking(ctx, bob, made.pnr)).rejects.toBeInstanceOf(BookingNotFoundError);
  });
});
