import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { Booking } from '@tarmac/shared';
import { createTestApp, createUser, json, type TestApp } from '../testing/test-app.js';
import { loadConfig } from '../config.js';
import { completeTestPayment, makeFlight, makePackage } from '../testing/factories.js';

/**
 * Keeping seats on sale (API.md): guests are counted by mailbox and phone, unpaid holds per client address, and the
 * seats of one flight that wait for payment never pass HOLD_MAX_FLIGHT_PERCENT of it, whoever holds them; paid seats
 * are never limited. The limits are the product's defaults here, set explicitly (the test app lifts them).
 */
let t: TestApp;
let silver: { _id: string };
let newFlight: (seatCapacity: number) => ReturnType<typeof makeFlight>;

beforeAll(async () => {
  t = await createTestApp({ HOLD_MAX_PER_ACCOUNT: '2', HOLD_MAX_PER_IP: '6', HOLD_MAX_FLIGHT_PERCENT: '30' });
  const admin = await createUser(t, { role: 'admin' });
  silver = await makePackage(t, admin.auth, 'silver');
  newFlight = (seatCapacity) => makeFlight(t, admin.auth, { seatCapacity });
});
afterAll(() => t?.close());

const NAMES = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot', 'Golf', 'Hotel', 'India'];

/** A guest's hold of `seats` adults on one flight, sent from the client address `from`. */
function guestHold(from: string, flightId: string, contact: { email: string; phone: string }, seats: number) {
  return t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    remoteAddress: from,
    payload: {
      legs: [{ flightId, packageId: silver._id }],
      contact,
      passengers: NAMES.slice(0, seats).map((firstName) => ({ title: 'Mr', firstName, lastName: 'Traveller', type: 'adult' })),
    },
  });
}

/** Pays a guest's hold with its manage token, as the guest's browser would (test provider). */
async function pay(held: LightMyRequestResponse) {
  const { data, manageToken } = json<{ data: Booking; manageToken: string }>(held);
  const started = await t.app.inject({ method: 'POST', url: `/api/bookings/${data.pnr}/payments`, headers: { authorization: `Bearer ${manageToken}` }, payload: {} });
  expect(started.statusCode, started.body).toBe(201);
  await completeTestPayment(t, json<{ data: { paymentId: string } }>(started).data.paymentId, 'paid');
  const seen = await t.app.inject({ url: `/api/bookings/${data.pnr}`, headers: { authorization: `Bearer ${manageToken}` } });
  expect(json<Booking>(seen).status).toBe('ticketed');
}

/** Seats of the flight in live unpaid holds, and its seats left (what search offers). */
async function seatsOf(flightId: string) {
  const { rows } = await t.database.executeSql(
    `select (select coalesce(sum(b.travellers), 0)::int from bookings b join booking_legs l on l.booking_id = b.id
              where l.flight_id = $1 and b.status = 'held' and b.pay_by > now()) as held,
            (select seats_left from flights where id = $1) as "seatsLeft"`,
    [flightId],
  );
  return rows[0] as { held: number; seatsLeft: number };
}

const retryAfter = (res: LightMyRequestResponse) => Number(res.headers['retry-after']);

describe('keeping seats on sale', () => {
  it('is on by default: six unpaid holds an hour per address, 30 % of a flight waiting for payment; bad values are named', () => {
    const config = loadConfig({});
    expect([config.holdMaxPerIp, config.holdMaxFlightPercent]).toEqual([6, 30]);
    expect(loadConfig({ HOLD_MAX_PER_IP: '0', HOLD_MAX_FLIGHT_PERCENT: '100' })).toMatchObject({ holdMaxPerIp: 0, holdMaxFlightPercent: 100 });
    expect(() => loadConfig({ HOLD_MAX_PER_IP: '-1' })).toThrow(/HOLD_MAX_PER_IP must be 0 \(no limit\) or more/);
    expect(() => loadConfig({ HOLD_MAX_FLIGHT_PERCENT: '0' })).toThrow(/HOLD_MAX_FLIGHT_PERCENT must be from 1 to 100/);
    expect(() => loadConfig({ HOLD_MAX_FLIGHT_PERCENT: '101' })).toThrow(/HOLD_MAX_FLIGHT_PERCENT must be from 1 to 100/);
  });

  it('keeps a 162-seat flight on sale against 20 guests with +tag addresses and 20 mailboxes from one address, and paying travellers still book', async () => {
    const flight = await newFlight(162);
    const blocker = '203.0.113.66';
    const answers: LightMyRequestResponse[] = [];
    // One mailbox written twenty ways (case, +tag, gmail's dots and googlemail), each with another phone number.
    for (let i = 0; i < 20; i++) {
      const local = i % 2 ? `Seat.Blocker+${i}` : `seatblocker+${i}`;
      const email = `${local}@${i % 3 ? 'gmail.com' : 'GoogleMail.com'}`;
      answers.push(await guestHold(blocker, flight._id, { email, phone: `+880 1711-00${String(i).padStart(4, '0')}` }, 9));
    }
    // One mailbox holds at most nine seats of a flight: the first hold is all it gets.
    expect(answers.map((a) => a.statusCode)).toEqual([201, ...Array<number>(19).fill(429)]);
    for (const refused of answers.slice(1)) {
      expect(json<{ error: string }>(refused).error).toBe('You can hold at most 9 seats on one flight at a time; pay for your held booking first.');
      expect(retryAfter(refused)).toBeGreaterThan(1000);
    }
    // Twenty different mailboxes (and phones) from the same address.
    for (let i = 0; i < 20; i++) {
      answers.push(await guestHold(blocker, flight._id, { email: `blocker-${i}@example.com`, phone: `01811${String(i).padStart(6, '0')}` }, 9));
    }
    expect(answers.every((a) => a.statusCode === 201 || a.statusCode === 429)).toBe(true);
    for (const refused of answers.filter((a) => a.statusCode === 429)) expect(retryAfter(refused)).toBeGreaterThan(0);

    // At most 30 % of 162 seats (48) wait for payment: five holds of nine.
    const blocked = await seatsOf(flight._id);
    expect(blocked.held).toBe(45);
    expect(blocked.held * 100).toBeLessThanOrEqual(162 * 30);
    expect(blocked.seatsLeft).toBe(162 - 45);
    const full = answers.filter((a) => json<{ error?: string }>(a).error?.startsWith('Too many seats on flight'));
    expect(full.length).toBeGreaterThan(0);
    expect(json<{ error: string }>(full[0]!).error).toMatch(
      new RegExp(`^Too many seats on flight ${flight.flightNumber} are waiting for payment right now\\. Please wait \\d+ minutes and try again\\.$`),
    );
    expect(retryAfter(full[0]!)).toBeGreaterThan(60);

    // Travellers from elsewhere: a hold that fits the share is taken and paid; one that does not waits until a hold is paid.
    const first = await guestHold('198.51.100.1', flight._id, { email: 'rahim@example.com', phone: '01900000001' }, 3);
    expect(first.statusCode, first.body).toBe(201);
    const second = await guestHold('198.51.100.2', flight._id, { email: 'karim@example.com', phone: '01900000002' }, 3);
    expect(second.statusCode).toBe(429);
    expect(json<{ error: string }>(second).error).toMatch(/^Too many seats on flight/);
    await pay(first);
    const again = await guestHold('198.51.100.2', flight._id, { email: 'karim@example.com', phone: '01900000002' }, 3);
    expect(again.statusCode, again.body).toBe(201);
    await pay(again);
    const after = await seatsOf(flight._id);
    expect(after).toEqual({ held: 45, seatsLeft: 162 - 45 - 6 });
  });

  it('counts one phone number written with or without its country code as one guest', async () => {
    const flight = await newFlight(162);
    const from = '203.0.113.70';
    expect((await guestHold(from, flight._id, { email: 'one@example.com', phone: '+880 1712-345678' }, 1)).statusCode).toBe(201);
    expect((await guestHold(from, flight._id, { email: 'two@example.com', phone: '01712345678' }, 1)).statusCode).toBe(201);
    const third = await guestHold(from, flight._id, { email: 'three@example.com', phone: '8801712345678' }, 1);
    expect(third.statusCode).toBe(429);
    expect(json<{ error: string }>(third).error).toMatch(/^You already have 2 unpaid bookings on hold/);
  });

  it('limits unpaid holds per client address to six an hour, never counting a paid one', async () => {
    const flight = await newFlight(162);
    const from = '203.0.113.80';
    const holds: LightMyRequestResponse[] = [];
    for (let i = 0; i < 6; i++) {
      holds.push(await guestHold(from, flight._id, { email: `office-${i}@example.com`, phone: `0170000${String(i).padStart(4, '0')}` }, 1));
    }
    expect(holds.map((h) => h.statusCode)).toEqual([201, 201, 201, 201, 201, 201]);
    const seventh = await guestHold(from, flight._id, { email: 'office-6@example.com', phone: '01700000006' }, 1);
    expect(seventh.statusCode).toBe(429);
    expect(json<{ error: string }>(seventh).error).toMatch(
      /^Too many unpaid bookings have been made from your network in the last hour\. Please wait \d+ minutes and try again, or pay for a booking you hold\.$/,
    );
    expect(retryAfter(seventh)).toBeGreaterThan(3500);
    expect(retryAfter(seventh)).toBeLessThanOrEqual(3600);
    // Another address is not affected; and once a hold of this address is paid, it may hold again.
    expect((await guestHold('203.0.113.81', flight._id, { email: 'elsewhere@example.com', phone: '01700000099' }, 1)).statusCode).toBe(201);
    await pay(holds[0]!);
    expect((await guestHold(from, flight._id, { email: 'office-6@example.com', phone: '01700000006' }, 1)).statusCode).toBe(201);
  });
});
