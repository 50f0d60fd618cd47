import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { Booking, ChangeOffer, ChangeOptions, PaymentStart } from '@tarmac/shared';
import { auditLog, changeOffers, mailOutbox, refunds, voidedTickets } from '../db/schema.js';
import { processRefund } from '../payments/refunds.js';
import { createTestApp, createUser, json, type TestApp } from '../testing/test-app.js';
import { completeTestPayment, makeFlight, makeLocation, makePackage } from '../testing/factories.js';
import { expireChangeOffers } from './lifecycle.js';

/**
 * API.md "Changing a booking", through the HTTP API as a traveller sees it: a leg moved to another flight as an
 * offer (fare difference never negative, the fare rules' change fee, seats held until it expires), accepted at
 * once when free or through the TEST MODE payment; new tickets, the old ones void, seats back on the old flight,
 * the e-ticket mailed again and the change listed; closed near departure and after check-in; two changes of one
 * leg at once (one wins) and a change paid after its offer expired (refunded). Then name corrections.
 */
type Auth = { authorization: string };
type User = Awaited<ReturnType<typeof createUser>>;
const HOUR = 3_600_000;

let t: TestApp;
let admin: User;
let owner: User;
/** A package whose change costs 500 per seated passenger. */
let feePackage: string;
/** A package with free changes. */
let freePackage: string;
let from: string;
let to: string;

beforeAll(async () => {
  t = await createTestApp({ HOLD_MAX_PER_ACCOUNT: '100' });
  admin = await createUser(t, { role: 'admin' });
  owner = await createUser(t);
  feePackage = (await makePackage(t, admin.auth, 'silver', { changeFee: 500 }))._id;
  freePackage = (await makePackage(t, admin.auth, 'silver'))._id;
  from = (await makeLocation(t, admin.auth)).flightLocationName;
  to = (await makeLocation(t, admin.auth)).flightLocationName;
});
afterAll(() => t?.close());

/** Local Dhaka date and time `ms` from now (places without a zone are in Dhaka, UTC+6). */
function dhaka(ms: number) {
  const local = new Date(Math.floor((Date.now() + ms) / 60_000) * 60_000 + 6 * HOUR).toISOString();
  return { date: local.slice(0, 10), time: local.slice(11, 16) };
}

/** A flight of the route departing `ms` from now, an hour long, with 6 seats. */
async function flightIn(ms: number, extra: Record<string, unknown> = {}) {
  const out = dhaka(ms);
  const arrive = dhaka(ms + HOUR);
  const f = await makeFlight(t, admin.auth, {
    flightFromCurrentLocation: from,
    flightToDestinationLocation: to,
    flightDepartingDate: out.date,
    flightDepartingTime: out.time,
    flightArrivalDate: arrive.date,
    flightArrivalTime: arrive.time,
    seatCapacity: 6,
    ...extra,
  });
  return f._id;
}

const post = (url: string, auth: Auth | Record<string, never>, payload?: object) => t.app.inject({ method: 'POST', url, headers: auth, ...(payload ? { payload } : {}) });
const read = async (pnr: string) => json<Booking>(await t.app.inject({ url: `/api/bookings/${pnr}`, headers: owner.auth }));

/** A paid booking of `people` (adults unless typed) on the flights, in the package. */
async function paid(flightIds: string[], packageId: string, people: { firstName: string; type?: 'adult' | 'child'; dateOfBirth?: string }[] = [{ firstName: 'Nadia' }]) {
  const res = await post('/api/bookings', owner.auth, {
    legs: flightIds.map((flightId) => ({ flightId, packageId })),
    passengers: people.map((p) => ({ title: 'Ms', lastName: 'Karim', type: 'adult', ...p })),
  });
  expect(res.statusCode, res.body).toBe(201);
  const { pnr } = json<{ data: Booking }>(res).data;
  const pay = await post(`/api/bookings/${pnr}/payments`, owner.auth, {});
  expect(pay.statusCode, pay.body).toBe(201);
  await completeTestPayment(t, json<{ data: PaymentStart }>(pay).data.paymentId!);
  const b = await read(pnr);
  expect(b.status).toBe('ticketed');
  return b;
}

const offer = (pnr: string, body: object) => post(`/api/bookings/${pnr}/change-offers`, owner.auth, body);
async function offered(pnr: string, body: object): Promise<ChangeOffer> {
  const res = await offer(pnr, body);
  expect(res.statusCode, res.body).toBe(200);
  return json<{ data: ChangeOffer }>(res).data;
}
const accept = (pnr: string, offerId: string) => post(`/api/bookings/${pnr}/changes`, owner.auth, { offerId });

async function seatsLeft(flightId: string): Promise<number> {
  const rows = (await t.database.db.execute(sql`select seats_left from flights where id = ${flightId}::uuid`)) as unknown as { rows: { seats_left: number }[] };
  return Number(rows.rows[0]!.seats_left);
}

/** Seats add up on each flight: held + ticketed bookings' legs + open offers' held seats + seats left = capacity. */
async function seatsAddUp(flightIds: string[]) {
  for (const id of flightIds) {
    const result = (await t.database.db.execute(sql`
      select f.seat_capacity as capacity, f.seats_left as left,
        coalesce((select sum(b.travellers) from booking_legs l join bookings b on b.id = l.booking_id where l.flight_id = f.id and l.cancelled_at is null and b.status in ('held', 'ticketed')), 0)::int as booked,
        coalesce((select sum(o.seats) from change_offers o where o.to_flight_id = f.id and o.status = 'open'), 0)::int as offered
      from flights f where f.id = ${id}::uuid`)) as unknown as { rows: Record<string, number>[] };
    const row = result.rows[0]!;
    expect(Number(row.left) + Number(row.booked) + Number(row.offered), `seats of flight ${id}`).toBe(Number(row.capacity));
  }
}

const eTicketMails = async (pnr: string) =>
  (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.subject, `Your Tarmac e-ticket: booking ${pnr}`))).length;

describe('changing the flight of one leg', () => {
  it('offers the change fee and the fare difference, holds the seats, and moves the leg when the payment is paid', async () => {
    const out = await flightIn(30 * HOUR);
    const nextDay = await flightIn(54 * HOUR);
    const b = await paid([out], feePackage, [{ firstName: 'Nadia' }, { firstName: 'Rafiq' }]);
    const oldTickets = b.passengers.map((p) => p.tickets[0]);
    expect(await seatsLeft(nextDay)).toBe(6);

    const o = await offered(b.pnr, { legIndex: 0, flightId: nextDay });
    // Same fare on both days: nothing more to pay for it; the fee is 500 for each of the 2 seated passengers.
    expect(o).toMatchObject({ fareDifference: 0, changeFee: 1000, total: 1000, leg: { legIndex: 0, flightId: nextDay } });
    expect(new Date(o.expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(20 * 60_000);
    expect(await seatsLeft(nextDay), 'the offer holds the new seats').toBe(4);
    await seatsAddUp([out, nextDay]);

    const res = await accept(b.pnr, o.offerId);
    expect(res.statusCode, res.body).toBe(201);
    const payment = json<{ data: PaymentStart }>(res).data;
    expect(payment.redirectUrl).toBeTruthy();
    // Nothing moves before the payment is paid.
    expect((await read(b.pnr)).legs[0]!.flightId).toBe(out);

    await completeTestPayment(t, payment.paymentId!);
    const moved = await read(b.pnr);
    expect(moved.status).toBe('ticketed');
    expect(moved.legs[0]!.flightId).toBe(nextDay);
    expect(moved.total).toBe(b.total + 1000);
    const newTickets = moved.passengers.map((p) => p.tickets[0]);
    for (const n of newTickets) expect(n).toMatch(/^\d{13}$/);
    expect(newTickets.filter((n) => oldTickets.includes(n))).toEqual([]);
    const voided = await t.database.db.select().from(voidedTickets).where(eq(voidedTickets.bookingId, b._id));
    expect(voided.map((v) => v.number).sort()).toEqual([...oldTickets].sort());
    expect(await seatsLeft(out), 'the old seats are back on sale').toBe(6);
    expect(await seatsLeft(nextDay)).toBe(4);
    await seatsAddUp([out, nextDay]);
    expect(moved.changes).toHaveLength(1);
    expect(moved.changes[0]).toMatchObject({ kind: 'flight', amount: 1000, before: { legIndex: 0, flightId: out, tickets: oldTickets }, after: { legIndex: 0, flightId: nextDay, tickets: newTickets } });
    expect(await eTicketMails(b.pnr), 'the e-ticket goes out again').toBe(2);
    // The money adds up: the booking keeps what it was paid, fare and change.
    expect(moved.payments.filter((p) => p.status === 'paid').reduce((s, p) => s + p.amount, 0)).toBe(moved.total);
  });

  it('shows a fare calendar of the days around the flight, each flight with its total, holding nothing', async () => {
    const out = await flightIn(30 * HOUR);
    const nextDay = await flightIn(54 * HOUR);
    const dearer = await flightIn(78 * HOUR, { silverPackagesPrice: '12000' });
    const b = await paid([out], feePackage);
    const res = await t.app.inject({ url: `/api/bookings/${b.pnr}/change-options?legIndex=0`, headers: owner.auth });
    expect(res.statusCode, res.body).toBe(200);
    const calendar = json<ChangeOptions>(res);
    expect(calendar.days).toHaveLength(7);
    const options = calendar.days.flatMap((d) => d.flights);
    expect(options.find((o) => o.flightId === out), 'not the flight it is on').toBeUndefined();
    expect(options.find((o) => o.flightId === nextDay)).toMatchObject({ fareDifference: 0, changeFee: 500, total: 500 });
    expect(options.find((o) => o.flightId === dearer)).toMatchObject({ fareDifference: 2005, changeFee: 500, total: 2505 });
    expect(await seatsLeft(nextDay)).toBe(6);
    // The same price when offered.
    expect(await offered(b.pnr, { legIndex: 0, flightId: dearer })).toMatchObject({ total: 2505 });
  });

  it('never gives money back for a cheaper flight, and a free change moves at once', async () => {
    const out = await flightIn(30 * HOUR);
    const cheaper = await flightIn(54 * HOUR, { silverPackagesPrice: '5000' });
    const b = await paid([out], freePackage);
    const o = await offered(b.pnr, { legIndex: 0, flightId: cheaper });
    expect(o).toMatchObject({ fareDifference: 0, changeFee: 0, total: 0 });
    const res = await accept(b.pnr, o.offerId);
    expect(res.statusCode, res.body).toBe(200);
    const moved = json<{ message: string; data: Booking }>(res);
    expect(moved.message).toBe('Your flight is changed. The new e-ticket is on its way by e-mail.');
    expect(moved.data.legs[0]).toMatchObject({ flightId: cheaper, packagePrice: 9995 });
    expect(moved.data.total).toBe(b.total);
    // The same offer twice: it was used.
    const again = await accept(b.pnr, o.offerId);
    expect(again.statusCode).toBe(409);
    expect(json<{ error: string }>(again).error).toBe('This change offer no longer applies: the booking has changed since. Ask for a new one.');
    await seatsAddUp([out, cheaper]);
  });

  it('charges the fare difference by each passenger’s share of the fare', async () => {
    const out = await flightIn(30 * HOUR);
    const dearer = await flightIn(54 * HOUR, { silverPackagesPrice: '12000' });
    const b = await paid([out], freePackage, [{ firstName: 'Nadia' }, { firstName: 'Rumi', type: 'child', dateOfBirth: '2020-01-01' }]);
    const o = await offered(b.pnr, { legIndex: 0, flightId: dearer });
    // An adult pays the whole difference (2005), a child 75 % of each fare (9000 - 7496).
    expect(o).toMatchObject({ fareDifference: 2005 + (9000 - 7496), changeFee: 0 });
    expect(o.total).toBe(o.fareDifference);
  });

  it('lets a newer offer of the leg replace an older one, whose seats go back', async () => {
    const out = await flightIn(30 * HOUR);
    const a = await flightIn(54 * HOUR);
    const c = await flightIn(78 * HOUR);
    const b = await paid([out], freePackage);
    const first = await offered(b.pnr, { legIndex: 0, flightId: a });
    expect(await seatsLeft(a)).toBe(5);
    await offered(b.pnr, { legIndex: 0, flightId: c });
    expect(await seatsLeft(a), 'the older offer gave its seat back').toBe(6);
    expect(await seatsLeft(c)).toBe(5);
    const stale = await accept(b.pnr, first.offerId);
    expect(stale.statusCode).toBe(409);
    await seatsAddUp([out, a, c]);
  });

  it('gives the seats of an offer that ran out back to sale', async () => {
    const out = await flightIn(30 * HOUR);
    const a = await flightIn(54 * HOUR);
    const b = await paid([out], freePackage);
    const o = await offered(b.pnr, { legIndex: 0, flightId: a });
    expect(await seatsLeft(a)).toBe(5);
    expect(await expireChangeOffers(t.ctx, new Date(Date.now() + 21 * 60_000))).toBeGreaterThanOrEqual(1);
    expect(await seatsLeft(a)).toBe(6);
    const late = await accept(b.pnr, o.offerId);
    expect(late.statusCode).toBe(409);
    await seatsAddUp([out, a]);
  });

  it('refuses what cannot be changed, saying why', async () => {
    const soon = await flightIn(2 * HOUR);
    const out = await flightIn(30 * HOUR);
    const later = await flightIn(54 * HOUR);
    const other = (await makeFlight(t, admin.auth))._id;

    const closing = await paid([soon], freePackage);
    const closed = await offer(closing.pnr, { legIndex: 0, flightId: later });
    expect(closed.statusCode).toBe(409);
    expect(json<{ error: string }>(closed).error).toMatch(/^Changes close 3 hours before departure, so flight TM\d+ can no longer be changed online\. Please call our sales office\.$/);

    const b = await paid([out], freePackage);
    expect((await offer(b.pnr, { legIndex: 0, flightId: soon })).statusCode, 'to a flight leaving within 3 hours').toBe(409);
    const wrongRoute = await offer(b.pnr, { legIndex: 0, flightId: other });
    expect(wrongRoute.statusCode).toBe(400);
    expect(json<{ error: string }>(wrongRoute).error).toContain(`Choose a flight from ${from} to ${to}.`);
    expect((await offer(b.pnr, { legIndex: 3, flightId: later })).statusCode).toBe(400);
    expect((await offer(b.pnr, { legIndex: 0, flightId: out })).statusCode, 'the same flight').toBe(400);
    expect((await offer(b.pnr, { legIndex: 0 })).statusCode, 'no flight').toBe(400);

    // A hold is paid first, not changed.
    const hold = await post('/api/bookings', owner.auth, { legs: [{ flightId: out, packageId: freePackage }], passengers: [{ title: 'Mr', firstName: 'Hold', lastName: 'Karim', type: 'adult' }] });
    const held = await offer(json<{ data: Booking }>(hold).data.pnr, { legIndex: 0, flightId: later });
    expect(held.statusCode).toBe(409);
    expect(json<{ error: string }>(held).error).toBe('Only a paid booking can be changed.');

    // A stranger does not see the booking.
    const stranger = await createUser(t);
    expect((await post(`/api/bookings/${b.pnr}/change-offers`, stranger.auth, { legIndex: 0, flightId: later })).statusCode).toBe(404);
  });

  it('is closed once the leg is checked in', async () => {
    const out = await flightIn(20 * HOUR);
    const later = await flightIn(44 * HOUR);
    const b = await paid([out], freePackage);
    const checkIn = await post(`/api/bookings/${b.pnr}/check-in`, owner.auth, { legIndex: 0, passengers: [{ index: 0 }] });
    expect(checkIn.statusCode, checkIn.body).toBe(201);
    const res = await offer(b.pnr, { legIndex: 0, flightId: later });
    expect(res.statusCode).toBe(409);
    expect(json<{ error: string }>(res).error).toMatch(/^Flight TM\d+ is already checked in, so it can no longer be changed\.$/);
  });

  it('moves a leg once when two changes of it race', async () => {
    const out = await flightIn(30 * HOUR);
    const a = await flightIn(54 * HOUR);
    const c = await flightIn(78 * HOUR);
    const b = await paid([out], freePackage, [{ firstName: 'Nadia' }, { firstName: 'Rafiq' }]);
    const offers = await Promise.all([offer(b.pnr, { legIndex: 0, flightId: a }), offer(b.pnr, { legIndex: 0, flightId: c })]);
    for (const res of offers) expect(res.statusCode, res.body).toBe(200);
    const ids = offers.map((res) => json<{ data: ChangeOffer }>(res).data.offerId);
    const accepted = await Promise.all(ids.map((id) => accept(b.pnr, id)));
    const statuses = accepted.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([200, 409]);
    const after = await read(b.pnr);
    expect([a, c]).toContain(after.legs[0]!.flightId);
    expect(after.changes.filter((x) => x.kind === 'flight')).toHaveLength(1);
    await seatsAddUp([out, a, c]);
    // Two accepts of the same free offer at once: one moves the leg, the other is told it is used.
    const o = await offered(b.pnr, { legIndex: 0, flightId: out });
    const twice = await Promise.all([accept(b.pnr, o.offerId), accept(b.pnr, o.offerId)]);
    expect(twice.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    await seatsAddUp([out, a, c]);
  });

  it('refunds a change paid after its offer expired, and the leg stays', async () => {
    const out = await flightIn(30 * HOUR);
    const later = await flightIn(54 * HOUR);
    const b = await paid([out], feePackage);
    const o = await offered(b.pnr, { legIndex: 0, flightId: later });
    expect(o.total).toBe(500);
    const res = await accept(b.pnr, o.offerId);
    expect(res.statusCode, res.body).toBe(201);
    const { paymentId } = json<{ data: PaymentStart }>(res).data;
    // Time passes on the payment page: the offer runs out.
    await t.database.db.update(changeOffers).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(changeOffers.id, o.offerId));
    const settled = await completeTestPayment(t, paymentId!);
    expect(settled.outcome).toBe('failed');
    const after = await read(b.pnr);
    expect(after.legs[0]!.flightId).toBe(out);
    expect(after.total).toBe(b.total);
    expect(after.changes).toEqual([]);
    const back = after.refunds.filter((r) => r.paymentId === paymentId);
    expect(back.map((r) => r.amount)).toEqual([500]);
    expect(await seatsLeft(later), 'the expired offer gave its seat back').toBe(6);
    await seatsAddUp([out, later]);
    // A callback seen twice changes nothing more.
    await completeTestPayment(t, paymentId!);
    expect((await read(b.pnr)).refunds.filter((r) => r.paymentId === paymentId)).toHaveLength(1);
  });

  it('refunds a change paid after the booking was cancelled', async () => {
    const out = await flightIn(30 * HOUR);
    const later = await flightIn(54 * HOUR);
    const b = await paid([out], feePackage);
    const o = await offered(b.pnr, { legIndex: 0, flightId: later });
    const { paymentId } = json<{ data: PaymentStart }>(await accept(b.pnr, o.offerId)).data;
    const quote = await post(`/api/bookings/${b.pnr}/cancellation-quote`, owner.auth);
    const cancelled = await post(`/api/bookings/${b.pnr}/cancel`, owner.auth, { quoteId: json<{ data: { quoteId: string } }>(quote).data.quoteId });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await completeTestPayment(t, paymentId!);
    const after = await read(b.pnr);
    expect(after.status).toBe('cancelled');
    expect(after.refunds.filter((r) => r.paymentId === paymentId).map((r) => r.amount)).toEqual([500]);
    await seatsAddUp([out, later]);
  });
});

describe('correcting a name', () => {
  const correct = (pnr: string, body: object, auth: Auth = owner.auth) => post(`/api/bookings/${pnr}/name-correction`, auth, body);

  it('corrects up to 3 letters free, records who and what, and mails the e-ticket again', async () => {
    const out = await flightIn(30 * HOUR);
    const b = await paid([out], freePackage, [{ firstName: 'Nadia' }]);
    const res = await correct(b.pnr, { passengerIndex: 0, firstName: 'Nadiya', lastName: 'Kareem' });
    expect(res.statusCode, res.body).toBe(200);
    const after = json<{ message: string; data: Booking }>(res);
    expect(after.message).toBe('The name is corrected. The updated e-ticket is on its way by e-mail.');
    expect(after.data.passengers[0]).toMatchObject({ firstName: 'Nadiya', lastName: 'Kareem', name: 'Nadiya Kareem', tickets: b.passengers[0]!.tickets });
    expect(after.data.total).toBe(b.total);
    expect(after.data.changes).toEqual([
      expect.objectContaining({ kind: 'name', by: owner.email, amount: 0, before: { passengerIndex: 0, firstName: 'Nadia', lastName: 'Karim' }, after: { passengerIndex: 0, firstName: 'Nadiya', lastName: 'Kareem' } }),
    ]);
    const audited = await t.database.db.select().from(auditLog).where(and(eq(auditLog.entityId, b._id), eq(auditLog.action, 'name-correction')));
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({ actorEmail: owner.email, before: { firstName: 'Nadia', lastName: 'Karim' }, after: { firstName: 'Nadiya', lastName: 'Kareem' } });
    expect(await eTicketMails(b.pnr)).toBe(2);
  });

  it('refuses a bigger change, the same name, and any change after check-in, saying what to do', async () => {
    const out = await flightIn(20 * HOUR);
    const b = await paid([out], freePackage, [{ firstName: 'Nadia' }]);
    const big = await correct(b.pnr, { passengerIndex: 0, firstName: 'Shirin', lastName: 'Karim' });
    expect(big.statusCode).toBe(409);
    expect(json<{ error: string }>(big).error).toBe(
      'A name can be corrected online by up to 3 letters in all, and this correction changes 5. For a bigger change, please call our sales office: a different traveller needs a new booking.',
    );
    expect((await correct(b.pnr, { passengerIndex: 0, firstName: 'Nadia', lastName: 'Karim' })).statusCode).toBe(409);
    expect((await correct(b.pnr, { passengerIndex: 4, firstName: 'Nadia', lastName: 'Karim' })).statusCode).toBe(400);
    expect((await correct(b.pnr, { passengerIndex: 0, firstName: '', lastName: 'Karim' })).statusCode).toBe(400);
    const checkIn = await post(`/api/bookings/${b.pnr}/check-in`, owner.auth, { legIndex: 0, passengers: [{ index: 0 }] });
    expect(checkIn.statusCode, checkIn.body).toBe(201);
    const late = await correct(b.pnr, { passengerIndex: 0, firstName: 'Nadiya', lastName: 'Karim' });
    expect(late.statusCode).toBe(409);
    expect(json<{ error: string }>(late).error).toBe('A name can no longer be corrected once a flight is checked in. Please ask at the airport check-in desk.');
    expect((await read(b.pnr)).passengers[0]!.firstName).toBe('Nadia');
  });

  it('lets the bearer of a manage-booking token correct a name, recorded as such', async () => {
    const out = await flightIn(30 * HOUR);
    const b = await paid([out], freePackage, [{ firstName: 'Nadia' }]);
    const manage = await post('/api/manage-booking', {}, { pnr: b.pnr, lastName: 'Karim' });
    expect(manage.statusCode, manage.body).toBe(200);
    const { token } = json<{ token: string }>(manage);
    const res = await correct(b.pnr, { passengerIndex: 0, firstName: 'Nadiah', lastName: 'Karim' }, { authorization: `Bearer ${token}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(json<{ data: Booking }>(res).data.changes[0]).toMatchObject({ kind: 'name', by: 'manage booking (PNR and last name)' });
  });
});

describe('cancelling some passengers or flights', () => {
  type Quote = { quoteId: string; refundAmount: number; fee: number; passengers?: number[]; legs?: number[] };
  const quote = (pnr: string, body?: object) => post(`/api/bookings/${pnr}/cancellation-quote`, owner.auth, body);
  async function quoted(pnr: string, body: object): Promise<Quote> {
    const res = await quote(pnr, body);
    expect(res.statusCode, res.body).toBe(200);
    return json<{ data: Quote }>(res).data;
  }
  const confirm = (pnr: string, quoteId: string) => post(`/api/bookings/${pnr}/cancel`, owner.auth, { quoteId });
  let rulesPackage: string;
  beforeAll(async () => {
    rulesPackage = (await makePackage(t, admin.auth, 'silver', { refundFeeBefore24h: 1000, refundFeeWithin24h: 3000 }))._id;
  });

  it('cancels one adult of two: their fare back less the fees, tickets void, seats back, the rest still flies', async () => {
    const out = await flightIn(30 * HOUR);
    const back = await flightIn(80 * HOUR, { flightFromCurrentLocation: to, flightToDestinationLocation: from });
    const b = await paid([out, back], rulesPackage, [{ firstName: 'Nadia' }, { firstName: 'Rafiq' }]);
    expect(await seatsLeft(out)).toBe(4);
    const q = await quoted(b.pnr, { passengers: [1] });
    expect(q).toMatchObject({ refundAmount: 2 * (9995 - 1000), fee: 2000, passengers: [1], legs: [] });
    const res = await confirm(b.pnr, q.quoteId);
    expect(res.statusCode, res.body).toBe(200);
    const after = json<{ message: string; data: Booking }>(res);
    expect(after.message).toBe('Cancelled as quoted; what the fare rules give back is being refunded.');
    const data = after.data;
    expect(data.status).toBe('ticketed');
    expect(data.travellers).toBe(1);
    expect(data.total).toBe(b.total - q.refundAmount);
    expect(data.passengers[0]).toMatchObject({ firstName: 'Nadia', tickets: b.passengers[0]!.tickets });
    expect(data.passengers[1]).toMatchObject({ firstName: 'Rafiq', cancelled: true, tickets: [] });
    expect(data.refunds.map((r) => r.amount)).toEqual([q.refundAmount]);
    expect(data.changes.at(-1)).toMatchObject({ kind: 'cancellation', amount: q.refundAmount, by: owner.email, before: { passengers: [{ passengerIndex: 1, name: 'Rafiq Karim' }], legs: [] } });
    const voided = await t.database.db.select().from(voidedTickets).where(eq(voidedTickets.bookingId, b._id));
    expect(voided.map((v) => v.number).sort()).toEqual([...b.passengers[1]!.tickets].sort());
    expect(await seatsLeft(out)).toBe(5);
    expect(await seatsLeft(back)).toBe(5);
    await seatsAddUp([out, back]);
    expect(await eTicketMails(b.pnr), 'the e-ticket of who still flies goes out again').toBe(2);

    // The quote is used; the same passenger again is already gone; the last adult stays.
    expect((await confirm(b.pnr, q.quoteId)).statusCode).toBe(409);
    expect((await quote(b.pnr, { passengers: [1] })).statusCode).toBe(409);
    const last = await quote(b.pnr, { passengers: [0] });
    expect(last.statusCode).toBe(409);
    expect(json<{ error: string }>(last).error).toBe('At least one adult must stay on the booking. To cancel everyone, cancel the whole booking.');

    // Cancelling the rest later refunds only what remains; seats add up.
    const whole = await quoted(b.pnr, {});
    expect(whole.refundAmount).toBe(2 * (9995 - 1000));
    expect((await confirm(b.pnr, whole.quoteId)).statusCode).toBe(200);
    const gone = await read(b.pnr);
    expect(gone.status).toBe('cancelled');
    expect(gone.refunds.reduce((s, r) => s + r.amount, 0)).toBe(4 * (9995 - 1000));
    expect(await seatsLeft(out)).toBe(6);
    await seatsAddUp([out, back]);
  });

  it('takes an infant along with its adult, and keeps an adult', async () => {
    const out = await flightIn(30 * HOUR);
    const b = await paid([out], rulesPackage, [
      { firstName: 'Nadia' },
      { firstName: 'Rafiq' },
      { firstName: 'Tuni', type: 'infant' as 'adult', dateOfBirth: '2025-06-01' },
      { firstName: 'Mini', type: 'infant' as 'adult', dateOfBirth: '2025-07-01' },
    ]);
    expect(b.travellers).toBe(2);
    const q = await quoted(b.pnr, { passengers: [0] });
    // Two infants cannot stay on one adult's lap: the last one goes too (no seat, no fee, and on this domestic
    // flight no fare: a lap infant flies free, issue 35).
    expect(q.passengers).toEqual([0, 3]);
    expect(q.refundAmount).toBe(9995 - 1000);
    const res = await confirm(b.pnr, q.quoteId);
    expect(res.statusCode, res.body).toBe(200);
    const data = json<{ data: Booking }>(res).data;
    expect(data.passengers.map((p) => Boolean(p.cancelled))).toEqual([true, false, false, true]);
    expect(data.travellers).toBe(1);
    expect(await seatsLeft(out)).toBe(5);
    await seatsAddUp([out]);
    // The one who left cannot check in.
    const checkIn = await post(`/api/bookings/${b.pnr}/check-in`, owner.auth, { legIndex: 0, passengers: [{ index: 0 }] });
    expect(checkIn.statusCode).toBe(400);
  });

  it('cancels one flight for everyone, and keeps a flight', async () => {
    const out = await flightIn(30 * HOUR);
    const back = await flightIn(80 * HOUR, { flightFromCurrentLocation: to, flightToDestinationLocation: from });
    const b = await paid([out, back], rulesPackage, [{ firstName: 'Nadia' }, { firstName: 'Rafiq' }]);
    const q = await quoted(b.pnr, { legs: [1] });
    expect(q).toMatchObject({ refundAmount: 2 * (9995 - 1000), fee: 2000, passengers: [], legs: [1] });
    const res = await confirm(b.pnr, q.quoteId);
    expect(res.statusCode, res.body).toBe(200);
    const data = json<{ data: Booking }>(res).data;
    expect(data.legs[1]).toMatchObject({ flightId: back, cancelled: true });
    expect(data.passengers.map((p) => p.tickets)).toEqual(b.passengers.map((p) => [p.tickets[0]]));
    expect(await seatsLeft(back)).toBe(6);
    expect(await seatsLeft(out)).toBe(4);
    await seatsAddUp([out, back]);
    const none = await quote(b.pnr, { legs: [0] });
    expect(none.statusCode).toBe(409);
    expect(json<{ error: string }>(none).error).toBe('At least one flight must stay on the booking. To cancel every flight, cancel the whole booking.');
    // The ticket PDF shows what still flies.
    const pdf = await t.app.inject({ url: `/api/bookings/${b.pnr}/ticket.pdf`, headers: owner.auth });
    expect(pdf.statusCode).toBe(200);
  });

  it('refuses a hold, unknown passengers, and an empty choice', async () => {
    const out = await flightIn(30 * HOUR);
    const hold = await post('/api/bookings', owner.auth, { legs: [{ flightId: out, packageId: rulesPackage }], passengers: [{ title: 'Mr', firstName: 'Hold', lastName: 'Karim', type: 'adult' }, { title: 'Mr', firstName: 'Two', lastName: 'Karim', type: 'adult' }] });
    const held = await quote(json<{ data: Booking }>(hold).data.pnr, { passengers: [1] });
    expect(held.statusCode).toBe(409);
    expect(json<{ error: string }>(held).error).toBe('Only a paid booking can be cancelled in part; a booking on hold is cancelled whole.');
    const b = await paid([out], rulesPackage, [{ firstName: 'Nadia' }, { firstName: 'Rafiq' }]);
    expect((await quote(b.pnr, { passengers: [5] })).statusCode).toBe(400);
    expect((await quote(b.pnr, { legs: [2] })).statusCode).toBe(400);
    expect((await quote(b.pnr, { passengers: ['x'] })).statusCode).toBe(400);
    // An empty choice is the whole booking's quote, as before.
    expect((await quote(b.pnr, { passengers: [] })).statusCode).toBe(200);
  });
});

describe('refunds tracked', () => {
  it('goes requested → processing → done, expected within 7 days for a card; a refusal is asked again, then shown to an admin', async () => {
    const out = await flightIn(30 * HOUR);
    const b = await paid([out], freePackage, [{ firstName: 'Nadia' }, { firstName: 'Rafiq' }]);
    const quote = await post(`/api/bookings/${b.pnr}/cancellation-quote`, owner.auth, { passengers: [1] });
    expect((await post(`/api/bookings/${b.pnr}/cancel`, owner.auth, { quoteId: json<{ data: { quoteId: string } }>(quote).data.quoteId })).statusCode).toBe(200);
    const [done] = (await read(b.pnr)).refunds;
    // The TEST MODE provider stands for a card, and refunds at once.
    expect(done).toMatchObject({ status: 'done', amount: 9995 });
    expect(Date.parse(done!.expectedBy) - Date.parse(done!.createdAt)).toBeGreaterThan(7 * 24 * HOUR - 60_000);
    expect(Date.parse(done!.expectedBy) - Date.parse(done!.createdAt)).toBeLessThan(7 * 24 * HOUR + 60_000);

    // The same refund asked of a provider that takes its time, then of one that refuses it.
    await t.database.db.update(refunds).set({ status: 'requested', providerRef: null }).where(eq(refunds.id, done!._id));
    const slow = { ...t.ctx, payments: { ...t.ctx.payments, refund: async () => ({ status: 'pending' as const, refundRef: 'SLOW-1' }), refundStatus: async () => ({ status: 'done' as const, refundRef: 'SLOW-1' }) } };
    expect(await processRefund(slow, done!._id)).toBe('processing');
    expect((await read(b.pnr)).refunds[0]!.status).toBe('processing');
    expect(await processRefund(slow, done!._id)).toBe('done');

    await t.database.db.update(refunds).set({ status: 'requested', providerRef: null }).where(eq(refunds.id, done!._id));
    const asked: string[] = [];
    const refusing = { ...t.ctx, payments: { ...t.ctx.payments, refund: async (r: { refundId: string }) => (asked.push(r.refundId), { status: 'failed' as const, message: 'The card account is closed.' }) } };
    expect(await processRefund(refusing, done!._id)).toBe('requested');
    expect(await processRefund(refusing, done!._id)).toBe('requested');
    expect(await processRefund(refusing, done!._id)).toBe('failed');
    // Each attempt is a refund of its own at the provider.
    expect(new Set(asked).size).toBe(3);
    expect((await read(b.pnr)).refunds[0]!.status).toBe('failed');
    const listed = await t.app.inject({ url: '/api/admin/refunds?status=failed', headers: admin.auth });
    expect(listed.statusCode).toBe(200);
    expect(json<{ _id: string; pnr: string; attempts: number; lastError: string }[]>(listed).find((r) => r._id === done!._id)).toMatchObject({ pnr: b.pnr, attempts: 3, lastError: 'The card account is closed.' });
    expect((await t.app.inject({ url: '/api/admin/refunds', headers: owner.auth })).statusCode).toBe(403);
  });
});
