import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Booking, FlightStatus, RebookingOptions } from '@tarmac/shared';
import { auditLog, flights } from '../db/schema.js';
import { startMailingApp, stopMailingApp, type MailingApp } from '../testing/mailing-app.js';
import { createUser, json, uniqueEmail } from '../testing/test-app.js';
import { completeTestPayment, daysFromNow, holdAndPay, makeFlight, makeLocation } from '../testing/factories.js';

/** The day of travel over HTTP: status changes and their mails (read from a real SMTP server), rebooking, refunds. */
let t: MailingApp['t'];
let smtp: MailingApp['smtp'];
let admin: MailingApp['admin'];
let silver: MailingApp['silver'];

beforeAll(async () => {
  ({ t, smtp, admin, silver } = await startMailingApp());
});
afterAll(() => stopMailingApp({ t, smtp }));

type User = Awaited<ReturnType<typeof createUser>>;
type Flight = Awaited<ReturnType<typeof makeFlight>> & { flightDepartingDate: string; flightFromCurrentLocation: string; flightToDestinationLocation: string };
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const patch = (flightId: string, payload: object, who: User = admin) =>
  t.app.inject({ method: 'PATCH', url: `/api/flight-information/${flightId}/status`, headers: who.auth, payload });
/** A local date as mails write it: "Thu, 10 Dec 2026". */
const inWords = (date: string) => new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
const publicStatus = (flightNumber: string, date: string) => t.app.inject({ url: `/api/flight-status?${new URLSearchParams({ flightNumber, date })}` });
const seatsLeft = async (id: string) => (await t.database.db.select({ n: flights.seatsLeft }).from(flights).where(eq(flights.id, id)))[0]!.n;
const mailsAbout = (flightNumber: string) => smtp.mails.filter((m) => m.subject.includes(`Flight ${flightNumber} `));
const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 100));
};
/** The mail to `to` whose subject says `about`, waiting for it to arrive. */
const mailTo = async (to: string, about: string) => {
  const find = () => smtp.mails.find((m) => m.to.includes(to) && m.subject.includes(about));
  await until(() => !!find());
  const found = find();
  if (!found) throw new Error(`No mail to ${to} about ${about} arrived.`);
  return found;
};
const read = async (pnr: string, headers: Record<string, string>) => json<Booking>(await t.app.inject({ url: `/api/bookings/${pnr}`, headers }));

/** A route with flights on the days given (days from now), all at 09:00 local. */
async function route(days: number[], extra: Record<string, unknown>[] = []): Promise<Flight[]> {
  const from = await makeLocation(t, admin.auth);
  const to = await makeLocation(t, admin.auth);
  const made: Flight[] = [];
  for (const [i, day] of days.entries()) {
    made.push(
      (await makeFlight(t, admin.auth, {
        flightFromCurrentLocation: from.flightLocationName,
        flightToDestinationLocation: to.flightLocationName,
        flightDepartingDate: daysFromNow(day),
        flightArrivalDate: daysFromNow(day),
        ...extra[i],
      })) as Flight,
    );
  }
  return made;
}

const accountBooking = (who: User, flightId: string, names: string[] = ['Rahim Uddin']) =>
  holdAndPay(t, who.auth, { legs: [{ flightId, packageId: silver._id }], passengers: names.map((name) => ({ name })) });

/** A guest's held (unpaid) booking, with its manage token. */
async function guestHold(flightId: string, email = uniqueEmail('guest')) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    payload: {
      legs: [{ flightId, packageId: silver._id }],
      contact: { email, phone: '+880 1711 000000' },
      passengers: [{ title: 'Ms', firstName: 'Nadia', lastName: 'Karim', type: 'adult' }],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { ...json<{ data: Booking; manageToken: string }>(res), email };
}

describe('public flight status', () => {
  it('shows a flight as scheduled by its number and local date, with the local times', async () => {
    const [f] = await route([10]);
    const res = await publicStatus(f!.flightNumber.toLowerCase(), f!.flightDepartingDate);
    expect(res.statusCode, res.body).toBe(200);
    const s = json<FlightStatus>(res);
    expect(s).toMatchObject({ status: 'scheduled', flightNumber: f!.flightNumber, scheduledLocal: { date: f!.flightDepartingDate, time: '09:00' } });
    expect(s.estimated).toBe(s.scheduled);
    expect(s.reason).toBeUndefined();
  });

  it('answers 404 with a sentence for an unknown flight or day, and 400 for a date that is not one', async () => {
    const [f] = await route([10]);
    const none = await publicStatus(f!.flightNumber, daysFromNow(11));
    expect(none.statusCode).toBe(404);
    expect(json(none).error).toBe(`There is no flight ${f!.flightNumber} departing on ${daysFromNow(11)}.`);
    const bad = await publicStatus(f!.flightNumber, '2026-13-01');
    expect(bad.statusCode).toBe(400);
    expect(json(bad).error).toMatch(/date/);
  });
});

describe('delays', () => {
  it('mails every held and ticketed booking once, shows the new time and reason, and records the audit entry', async () => {
    const [f] = await route([10]);
    const alice = await createUser(t, { name: 'Alice' });
    await accountBooking(alice, f!._id);
    const guest = await guestHold(f!._id);
    const delay = { status: 'delayed', estimatedDate: f!.flightDepartingDate, estimatedTime: '13:30', reason: 'Late arrival of the aircraft' };

    const res = await patch(f!._id, delay);
    expect(res.statusCode, res.body).toBe(200);
    expect(json<{ message: string }>(res).message).toBe('Flight status saved; 2 passengers in 2 bookings are being told by e-mail.');

    const s = json<FlightStatus>(await publicStatus(f!.flightNumber, f!.flightDepartingDate));
    expect(s).toMatchObject({ status: 'delayed', reason: 'Late arrival of the aircraft', estimatedLocal: { date: f!.flightDepartingDate, time: '13:30' } });
    expect(new Date(s.estimated).getTime() - new Date(s.scheduled).getTime()).toBe(4.5 * 3_600_000);
    // The arrival moves with the departure (both at the arrival airport's clock).
    const naive = (l: { date: string; time: string }) => new Date(`${l.date}T${l.time}:00Z`).getTime();
    expect(naive(s.estimatedArrivalLocal!) - naive(s.arrivalLocal)).toBe(4.5 * 3_600_000);

    const toAlice = await mailTo(alice.email, 'is delayed');
    // Dates in words, the new time at the departure city's clock, and whether the passes stay valid.
    expect(toAlice.subject).toBe(`Flight ${f!.flightNumber} on ${inWords(f!.flightDepartingDate)} is delayed: booking ${toAlice.subject.slice(-6)}`);
    expect(toAlice.text).toContain(`New departure: ${inWords(f!.flightDepartingDate)} at 13:30 (${f!.flightFromCurrentLocation} time).`);
    expect(toAlice.text).toContain('Boarding passes already issued stay valid');
    expect(toAlice.text).toContain('Reason: Late arrival of the aircraft');
    const toGuest = await mailTo(guest.email, 'is delayed');
    expect(toGuest.text).toContain(guest.data.pnr);

    // The same change again: nothing written, nobody mailed twice.
    const again = await patch(f!._id, delay);
    expect(again.statusCode).toBe(200);
    expect(json<{ message: string }>(again).message).toBe('The flight already has this status; nothing changed and nobody was mailed again.');
    await t.ctx.outbox.deliverDue();
    expect(mailsAbout(f!.flightNumber)).toHaveLength(2);

    const audit = await t.database.db.select().from(auditLog).where(and(eq(auditLog.entity, 'flight'), eq(auditLog.entityId, f!._id), eq(auditLog.action, 'status')));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorEmail: admin.email, before: { status: 'scheduled' }, after: { status: 'delayed', reason: 'Late arrival of the aircraft' } });

    // The booking shows it too.
    const seen = await read(guest.data.pnr, bearer(guest.manageToken));
    expect(seen.legs[0]).toMatchObject({ flightStatus: 'delayed', estimatedDeparture: { date: f!.flightDepartingDate, time: '13:30' }, statusReason: 'Late arrival of the aircraft' });
  });

  it('refuses a delay not later than scheduled, a missing reason, a transition the rules forbid, and a passenger', async () => {
    const [f] = await route([10]);
    const early = await patch(f!._id, { status: 'delayed', estimatedDate: f!.flightDepartingDate, estimatedTime: '08:00', reason: 'Weather' });
    expect(early.statusCode).toBe(400);
    expect(json(early).error).toBe('The new departure time must be later than the scheduled one.');
    const noReason = await patch(f!._id, { status: 'cancelled' });
    expect(noReason.statusCode).toBe(400);
    expect(json(noReason).error).toBe('reason: A cancellation needs a reason for the passengers.');
    const arrived = await patch(f!._id, { status: 'arrived' });
    expect(arrived.statusCode).toBe(409);
    expect(json(arrived).error).toBe('A scheduled flight cannot become arrived.');
    const passenger = await createUser(t);
    expect((await patch(f!._id, { status: 'departed' }, passenger)).statusCode).toBe(403);
    expect((await patch('00000000-0000-4000-8000-000000000000', { status: 'departed' })).statusCode).toBe(404);

    expect((await patch(f!._id, { status: 'departed' })).statusCode).toBe(200);
    expect((await patch(f!._id, { status: 'arrived' })).statusCode).toBe(200);
    const final = await patch(f!._id, { status: 'cancelled', reason: 'Too late' });
    expect(final.statusCode).toBe(409);
    expect(json(final).error).toBe('This flight is arrived; its status can no longer change.');
    expect(json<FlightStatus>(await publicStatus(f!.flightNumber, f!.flightDepartingDate)).status).toBe('arrived');
  });
});

describe('cancellations', () => {
  it('offers ticketed bookings a refund or a move, ends holds for free, and takes the flight off sale', async () => {
    const [f, next] = await route([10, 11]);
    const bob = await createUser(t, { name: 'Bob' });
    const paid = await accountBooking(bob, f!._id, ['Bob Ahmed', 'Bina Ahmed']);
    const guest = await guestHold(f!._id);
    expect(await seatsLeft(f!._id)).toBe(177);

    const res = await patch(f!._id, { status: 'cancelled', reason: 'Technical fault' });
    expect(res.statusCode, res.body).toBe(200);
    const toBob = await mailTo(bob.email, 'is cancelled');
    expect(toBob.subject).toBe(`Flight ${f!.flightNumber} on ${inWords(f!.flightDepartingDate)} is cancelled: booking ${paid.pnr}`);
    expect(toBob.text).toContain('Reason: Technical fault');
    expect(toBob.text).toContain('move to another flight of the same route departing within 3 days, free of charge');
    expect(toBob.text).toContain('full refund');
    expect(toBob.text).toContain('http://tarmac.test/manage-booking');
    const toGuest = await mailTo(guest.email, 'is cancelled');
    expect(toGuest.text).toContain('we have cancelled it, and nothing was charged');

    expect((await read(guest.data.pnr, bearer(guest.manageToken))).status).toBe('cancelled');
    expect((await read(paid.pnr, bob.auth)).status).toBe('ticketed');
    // The guest's seat came back; the paid seats stay until the travellers choose.
    expect(await seatsLeft(f!._id)).toBe(178);

    const search = (date: string) =>
      t.app.inject({
        url: `/api/show-search-flight-result?${new URLSearchParams({
          travelType: 'oneWay',
          flightFromCurrentLocation: f!.flightFromCurrentLocation,
          flightToDestinationLocation: f!.flightToDestinationLocation,
          flightDepartingDate: date,
          travellers: '1',
        })}`,
      });
    const cancelledDay = await search(f!.flightDepartingDate);
    expect(cancelledDay.statusCode, cancelledDay.body).toBe(200);
    expect(cancelledDay.body).not.toContain(f!.flightNumber);
    expect((await search(next!.flightDepartingDate)).body).toContain(next!.flightNumber);
    const book = await t.app.inject({ method: 'POST', url: '/api/bookings', headers: bob.auth, payload: { legs: [{ flightId: f!._id, packageId: silver._id }], passengers: [{ name: 'Late Comer' }] } });
    expect(book.statusCode).toBe(409);
    expect(json(book).error).toBe(`Flight ${f!.flightNumber} on ${f!.flightDepartingDate} is cancelled; please choose another flight.`);
  });
});

describe('after a cancellation: move or refund', () => {
  it('lists the same route’s flights within 3 days with seats, and moves a leg keeping the fare and moving the seats at once', async () => {
    const [f, nextDay, fourDays, full] = await route([10, 11, 14, 12], [{}, {}, {}, { seatCapacity: 1 }]);
    const [, other] = await route([10, 11]);
    const carol = await createUser(t, { name: 'Carol' });
    const paid = await accountBooking(carol, f!._id, ['Carol Das', 'Cyrus Das']);
    await patch(f!._id, { status: 'cancelled', reason: 'Crew shortage' });
    await mailTo(carol.email, 'is cancelled');

    const options = json<RebookingOptions>(await t.app.inject({ url: `/api/bookings/${paid.pnr}/rebooking-options`, headers: carol.auth }));
    expect(options.refundAmount).toBe(paid.total);
    expect(options.legs).toHaveLength(1);
    expect(options.legs[0]).toMatchObject({ legIndex: 0, flightNumber: f!.flightNumber, reason: 'Crew shortage' });
    // Only the next day's flight: four days later is outside the window, the 1-seat one too small, the other route not this one.
    expect(options.legs[0]!.flights.map((x) => x.flightId)).toEqual([nextDay!._id]);

    const rebook = (flightId: string, legIndex = 0) =>
      t.app.inject({ method: 'POST', url: `/api/bookings/${paid.pnr}/rebook`, headers: carol.auth, payload: { legIndex, flightId } });
    const tooLate = await rebook(fourDays!._id);
    expect(tooLate.statusCode).toBe(400);
    expect(json(tooLate).error).toBe('Choose a flight departing within 3 days after the cancelled one.');
    const otherRoute = await rebook(other!._id);
    expect(otherRoute.statusCode).toBe(400);
    const tooFull = await rebook(full!._id);
    expect(tooFull.statusCode).toBe(409);
    expect(await seatsLeft(full!._id)).toBe(1);
    expect((await rebook(nextDay!._id, 3)).statusCode).toBe(400);

    const oldSeats = await seatsLeft(f!._id);
    const newSeats = await seatsLeft(nextDay!._id);
    const moved = await rebook(nextDay!._id);
    expect(moved.statusCode, moved.body).toBe(200);
    const after = json<{ data: Booking }>(moved).data;
    expect(after.legs[0]).toMatchObject({ flightId: nextDay!._id, flightNumber: nextDay!.flightNumber, packagePrice: paid.legs[0]!.packagePrice, packageName: paid.legs[0]!.packageName });
    expect(after.total).toBe(paid.total);
    expect(after.status).toBe('ticketed');
    expect(after.passengers.map((p) => p.tickets)).toEqual(paid.passengers.map((p) => p.tickets));
    expect(await seatsLeft(f!._id)).toBe(oldSeats + 2);
    expect(await seatsLeft(nextDay!._id)).toBe(newSeats - 2);

    const mail = await until(() => smtp.mails.some((m) => m.subject.startsWith(`Your new flight ${nextDay!.flightNumber}`))).then(() =>
      smtp.mails.find((m) => m.subject.startsWith(`Your new flight ${nextDay!.flightNumber}`)),
    );
    expect(mail?.to).toContain(carol.email);
    expect(mail?.attachments.map((a) => a.filename)).toEqual([`ticket-${paid.pnr}.pdf`]);
    const audit = await t.database.db.select().from(auditLog).where(and(eq(auditLog.entityId, paid._id), eq(auditLog.action, 'rebook')));
    expect(audit).toHaveLength(1);

    // Moved once: the leg is no longer on a cancelled flight.
    const twice = await rebook(nextDay!._id);
    expect(twice.statusCode).toBe(409);
    const none = json<RebookingOptions>(await t.app.inject({ url: `/api/bookings/${paid.pnr}/rebooking-options`, headers: carol.auth }));
    expect(none).toEqual({ refundAmount: 0, legs: [] });
  });

  it('lets only one of two travellers racing for the last seats of the new flight move, and leaves the other where it was', async () => {
    const [f, last] = await route([10, 11], [{}, { seatCapacity: 2 }]);
    const erin = await createUser(t, { name: 'Erin' });
    const fahim = await createUser(t, { name: 'Fahim' });
    const one = await accountBooking(erin, f!._id, ['Erin Sen', 'Emon Sen']);
    const two = await accountBooking(fahim, f!._id, ['Fahim Ali', 'Faria Ali']);
    await patch(f!._id, { status: 'cancelled', reason: 'Strike' });
    const rebook = (who: User, pnr: string) =>
      t.app.inject({ method: 'POST', url: `/api/bookings/${pnr}/rebook`, headers: who.auth, payload: { legIndex: 0, flightId: last!._id } });
    const answers = await Promise.all([rebook(erin, one.pnr), rebook(fahim, two.pnr)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await seatsLeft(last!._id)).toBe(0);
    const loser = answers[0]!.statusCode === 409 ? { who: erin, pnr: one.pnr } : { who: fahim, pnr: two.pnr };
    expect((await read(loser.pnr, loser.who.auth)).legs[0]!.flightId).toBe(f!._id);
  });

  it('refunds the whole amount paid with no fee, through the provider, and gives the other leg’s seats back', async () => {
    const [out] = await route([10]);
    const [back] = await route([15]);
    const dina = await createUser(t, { name: 'Dina' });
    const paid = await holdAndPay(t, dina.auth, { legs: [{ flightId: out!._id, packageId: silver._id }, { flightId: back!._id, packageId: silver._id }], passengers: [{ name: 'Dina Roy' }] });
    const stranger = await createUser(t);
    await patch(out!._id, { status: 'cancelled', reason: 'Runway closed' });

    expect((await t.app.inject({ method: 'POST', url: `/api/bookings/${paid.pnr}/disruption-refund`, headers: stranger.auth })).statusCode).toBe(404);
    const backSeats = await seatsLeft(back!._id);
    const res = await t.app.inject({ method: 'POST', url: `/api/bookings/${paid.pnr}/disruption-refund`, headers: dina.auth });
    expect(res.statusCode, res.body).toBe(200);
    const after = json<{ data: Booking }>(res).data;
    expect(after.status).toBe('cancelled');
    expect(after.refunds).toMatchObject([{ amount: paid.total, status: 'done' }]);
    expect(await seatsLeft(back!._id)).toBe(backSeats + 1);
    const refundMail = await until(() => smtp.mails.some((m) => m.subject === `Refund for Tarmac booking ${paid.pnr}`)).then(() =>
      smtp.mails.find((m) => m.subject === `Refund for Tarmac booking ${paid.pnr}`),
    );
    expect(refundMail?.text).toContain('refunded in full, with no fee');
    const again = await t.app.inject({ method: 'POST', url: `/api/bookings/${paid.pnr}/disruption-refund`, headers: dina.auth });
    expect(again.statusCode).toBe(409);
    expect(json(again).error).toBe('This booking is already cancelled.');
  });

  it('lets a guest choose through the manage-booking token, and refuses a booking whose flight is not cancelled', async () => {
    const [f, next] = await route([10, 12]);
    const guest = await guestHold(f!._id);
    const started = await t.app.inject({ method: 'POST', url: `/api/bookings/${guest.data.pnr}/payments`, headers: bearer(guest.manageToken), payload: {} });
    await completeTestPayment(t, json<{ data: { paymentId: string } }>(started).data.paymentId, 'paid');
    const refused = await t.app.inject({ method: 'POST', url: `/api/bookings/${guest.data.pnr}/disruption-refund`, headers: bearer(guest.manageToken) });
    expect(refused.statusCode).toBe(409);

    await patch(f!._id, { status: 'cancelled', reason: 'Airport closed' });
    const options = json<RebookingOptions>(await t.app.inject({ url: `/api/bookings/${guest.data.pnr}/rebooking-options`, headers: bearer(guest.manageToken) }));
    expect(options.legs[0]!.flights.map((x) => x.flightId)).toEqual([next!._id]);
    const moved = await t.app.inject({ method: 'POST', url: `/api/bookings/${guest.data.pnr}/rebook`, headers: bearer(guest.manageToken), payload: { legIndex: 0, flightId: next!._id } });
    expect(moved.statusCode, moved.body).toBe(200);
    const audit = await t.database.db.select().from(auditLog).where(and(eq(auditLog.entityId, guest.data._id), eq(auditLog.action, 'rebook')));
    expect(audit[0]!.actorEmail).toBe('manage booking (PNR and last name)');
  });
});
