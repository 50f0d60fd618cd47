import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking } from '@tarmac/shared';
import { startMailingApp, stopMailingApp, type MailingApp } from '../testing/mailing-app.js';
import { createUser, json } from '../testing/test-app.js';
import { daysFromNow, flightPayload, holdAndPay, makeFlight } from '../testing/factories.js';
import type { CapturedMail } from '../testing/smtp.js';

/** Issue 27: the legacy flight update (PUT) may not move a flight with travellers into the past, and tells them of a move. */
let t: MailingApp['t'];
let smtp: MailingApp['smtp'];
let admin: MailingApp['admin'];
let silver: MailingApp['silver'];
beforeAll(async () => {
  ({ t, smtp, admin, silver } = await startMailingApp());
});
afterAll(() => stopMailingApp({ t, smtp }));

type Flight = Awaited<ReturnType<typeof makeFlight>>;
const put = (f: Flight, changes: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: `/api/flight-information/${f._id}`, headers: admin.auth, payload: { ...flightPayload(f), ...changes } });
const read = async (f: Flight) => json<Record<string, unknown>>(await t.app.inject({ url: `/api/flight-information/${f._id}`, headers: admin.auth }));

async function bookedFlight(): Promise<{ flight: Flight; booking: Booking; email: string }> {
  const user = await createUser(t);
  const flight = await makeFlight(t, admin.auth);
  const booking = await holdAndPay(t, user.auth, { legs: [{ flightId: flight._id, packageId: silver._id }], passengers: [{ title: 'Mr', firstName: 'Karim', lastName: 'Uddin', type: 'adult' }] });
  expect(booking.status).toBe('ticketed');
  return { flight, booking, email: user.email };
}

async function mailAbout(email: string, subject: RegExp, timeoutMs = 10_000): Promise<CapturedMail | undefined> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = smtp.mails.find((m) => m.to.includes(email) && subject.test(m.subject));
    if (found || Date.now() > deadline) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A local date as mails write it: "Thu, 10 Dec 2026". */
const inWords = (date: string) => new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

describe('the legacy flight update', () => {
  it('refuses to move a flight with sold seats into the past, with a sentence, and changes nothing', async () => {
    const { flight } = await bookedFlight();
    const res = await put(flight, { flightDepartingDate: daysFromNow(-1), flightArrivalDate: daysFromNow(-1) });
    expect(res.statusCode).toBe(409);
    expect(json(res).error).toBe('1 seat of this flight is sold or held, so its departure cannot be moved into the past.');
    expect(await read(flight)).toMatchObject({ flightDepartingDate: flight.flightDepartingDate });
  });

  it('still lets an empty flight be moved to any day, the past included', async () => {
    const flight = await makeFlight(t, admin.auth);
    const res = await put(flight, { flightDepartingDate: daysFromNow(-1), flightArrivalDate: daysFromNow(-1) });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('mails every booking on a flight whose departure it moves, as a delay does, and nobody for a price change', async () => {
    const { flight, booking, email } = await bookedFlight();
    expect((await put(flight, { silverPackagesPrice: '9000' })).statusCode).toBe(200);
    const newDay = daysFromNow(11);
    const moved = await put(flight, { flightDepartingDate: newDay, flightDepartingTime: '14:45', flightArrivalDate: newDay, flightArrivalTime: '15:50' });
    expect(moved.statusCode, moved.body).toBe(200);

    const mail = await mailAbout(email, /new departure time/);
    expect(mail?.subject).toBe(`Flight ${flight.flightNumber} on ${inWords(String(flight.flightDepartingDate))} has a new departure time: booking ${booking.pnr}`);
    expect(mail?.text).toContain('has been rescheduled.');
    expect(mail?.text).toContain(`New departure: ${inWords(newDay)} at 14:45 (${String(flight.flightFromCurrentLocation)} time).`);
    expect(mail?.text).toContain(`date=${newDay}`);
    expect(smtp.mails.filter((m) => m.to.includes(email) && /new departure time/.test(m.subject))).toHaveLength(1);
  });
});

describe('unreasonable dates through the API', () => {
  it('refuses a flight to 9999-12-31, a delay to it and a date of birth in year 1, each with its sentence', async () => {
    const flight = await makeFlight(t, admin.auth);
    const far = await put(flight, { flightDepartingDate: '9999-12-31', flightArrivalDate: '9999-12-31' });
    expect(far.statusCode).toBe(400);
    expect(json<{ fieldErrors: Record<string, string[]> }>(far).fieldErrors.flightDepartingDate).toEqual(['The departing date may be at most 730 days (two years) ahead.']);

    const delay = await t.app.inject({
      method: 'PATCH',
      url: `/api/flight-information/${flight._id}/status`,
      headers: admin.auth,
      payload: { status: 'delayed', estimatedDate: '9999-12-31', estimatedTime: '10:00', reason: 'Weather' },
    });
    expect(delay.statusCode).toBe(400);
    expect(json(delay).error).toContain('A delay may move the departure at most 72 hours after the scheduled time; cancel the flight instead.');

    const user = await createUser(t);
    const booking = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: user.auth,
      payload: { legs: [{ flightId: flight._id, packageId: silver._id }], passengers: [{ title: 'Mr', firstName: 'Old', lastName: 'Timer', type: 'adult', dateOfBirth: '0001-01-01' }] },
    });
    expect(booking.statusCode).toBe(400);
    expect(json(booking).error).toContain('The date of birth cannot be before 1900-01-01.');
  });
});
