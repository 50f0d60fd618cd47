import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { Booking } from '@tarmac/shared';
import { bookingEvents, bookings, flights, mailOutbox, payments } from '../db/schema.js';
import { expireHolds } from '../bookings/lifecycle.js';
import { startMailingApp, stopMailingApp, type MailingApp } from '../testing/mailing-app.js';
import { createTestApp, createUser, json } from '../testing/test-app.js';
import { cancelWithQuote, completeTestPayment, holdAndPay, makeFlight, startPaymentOf } from '../testing/factories.js';
import { say } from '../i18n/messages.js';

/** The order lifecycle over HTTP with the test provider: hold → pay → ticketed, expiry, limits, cancel, refunds. */
let t: MailingApp['t'];
let smtp: MailingApp['smtp'];
let admin: MailingApp['admin'];
let silver: MailingApp['silver'];

beforeAll(async () => {
  ({ t, smtp, admin, silver } = await startMailingApp({ HOLD_MAX_PER_ACCOUNT: '2' }));
});
afterAll(() => stopMailingApp({ t, smtp }));

type User = Awaited<ReturnType<typeof createUser>>;
const flight = (extra: Record<string, unknown> = {}) => makeFlight(t, admin.auth, extra);
const body = (flightIds: string[], names: string[]) => ({ legs: flightIds.map((flightId) => ({ flightId, packageId: silver._id })), passengers: names.map((name) => ({ name })) });
const hold = (who: User, payload: object) => t.app.inject({ method: 'POST', url: '/api/bookings', headers: who.auth, payload });
const held = async (who: User, payload: object) => {
  const res = await hold(who, payload);
  expect(res.statusCode, res.body).toBe(201);
  return json<{ data: Booking }>(res).data;
};
const read = async (who: User, pnr: string) => json<Booking>(await t.app.inject({ url: `/api/bookings/${pnr}`, headers: who.auth }));
const seatsLeft = async (id: string) => (await t.database.db.select({ n: flights.seatsLeft }).from(flights).where(eq(flights.id, id)))[0]!.n;
const mailsTo = async (to: string) => t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
const cancel = (who: User, pnr: string) => t.app.inject({ method: 'POST', url: `/api/bookings/${pnr}/cancel`, headers: who.auth });
const later = (seconds: number) => new Date(Date.now() + seconds * 1000);

describe('hold and pay', () => {
  it('never sets the hold\'s deadline after the first departure', async () => {
    const soon = new Date(Date.now() + 6 * 3_600_000 + 10 * 60_000); // Dhaka local time, ten minutes from now
    const date = soon.toISOString().slice(0, 10);
    const time = soon.toISOString().slice(11, 16);
    const lands = new Date(soon.getTime() + 3_600_000).toISOString();
    const f = await flight({ flightDepartingDate: date, flightDepartingTime: time, flightArrivalDate: lands.slice(0, 10), flightArrivalTime: lands.slice(11, 16) });
    const booking = await held(await createUser(t), body([f._id], ['Tina Soon']));
    const departs = new Date(`${date}T${time}:00+06:00`).getTime();
    expect(new Date(booking.payBy).getTime()).toBeLessThanOrEqual(departs);
    expect(new Date(booking.payBy).getTime()).toBeGreaterThan(Date.now() + 8 * 60_000);
  });

  it('holds seats without tickets, then tickets every passenger on every leg when paid and mails the e-ticket with PDF and .ics', async () => {
    const alice = await createUser(t, { name: 'Alice' });
    const out = await flight();
    const back = await flight();
    const booking = await held(alice, body([out._id, back._id], ['Alice A', 'Ann A']));
    expect(booking).toMatchObject({ status: 'held', travellers: 2, payments: [], refunds: [] });
    expect(booking.passengers.map((p) => p.tickets)).toEqual([[], []]);
    const payBy = new Date(booking.payBy).getTime() - new Date(booking.createdAt).getTime();
    expect(payBy).toBeGreaterThanOrEqual(1199_000);
    expect(payBy).toBeLessThanOrEqual(1201_000);
    expect(await seatsLeft(out._id)).toBe(178);

    const started = await startPaymentOf(t, alice.auth, booking.pnr);
    expect(started.redirectUrl).toBe(`/payments/test/${started.paymentId}`);
    const view = await t.app.inject({ url: `/api/payments/test/${started.paymentId}` });
    expect(json(view)).toEqual({ paymentId: started.paymentId, pnr: booking.pnr, amount: booking.total, currency: 'BDT', status: 'started' });

    const done = await completeTestPayment(t, started.paymentId, 'paid');
    expect(done).toEqual({ pnr: booking.pnr, outcome: 'paid', redirectUrl: `/payment/result?pnr=${booking.pnr}&outcome=paid` });
    const paid = await read(alice, booking.pnr);
    expect(paid.status).toBe('ticketed');
    expect(paid.payments).toMatchObject([{ provider: 'test', status: 'paid', amount: booking.total }]);
    for (const p of paid.passengers) {
      expect(p.tickets).toHaveLength(2);
      for (const ticket of p.tickets) expect(ticket).toMatch(/^\d{13}$/);
    }
    expect(new Set(paid.passengers.flatMap((p) => p.tickets)).size).toBe(4);

    const mail = await smtp.waitFor(alice.email);
    expect(mail.subject).toContain(booking.pnr);
    expect(mail.text).toContain(paid.passengers[0]!.tickets[0]!);
    // Names print as on the ticket: SURNAME/GIVEN.
    expect(mail.text).toContain('A/ANN');
    const names = mail.attachments.map((a) => a.filename).sort();
    expect(names).toEqual([`flights-${booking.pnr}.ics`, `ticket-${booking.pnr}.pdf`]);
    const pdf = mail.attachments.find((a) => a.filename.endsWith('.pdf'))!;
    expect(pdf.content.subarray(0, 5).toString()).toBe('%PDF-');
    const ics = mail.attachments.find((a) => a.filename.endsWith('.ics'))!;
    expect(ics.content.toString()).toContain('BEGIN:VCALENDAR');

    const events = await t.database.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, booking._id));
    expect(events.map((e) => `${e.fromStatus}→${e.toStatus}`)).toEqual(['null→held', 'held→ticketed']);
  });

  it('changes nothing when the same payment is confirmed twice: no second ticket, no second mail', async () => {
    const bob = await createUser(t);
    const f = await flight();
    const booking = await held(bob, body([f._id], ['Bob']));
    const { paymentId } = await startPaymentOf(t, bob.auth, booking.pnr);
    await completeTestPayment(t, paymentId, 'paid');
    const first = await read(bob, booking.pnr);
    expect(await completeTestPayment(t, paymentId, 'paid')).toMatchObject({ outcome: 'paid' });
    // A later "failed" for a paid payment does not undo it either.
    expect(await completeTestPayment(t, paymentId, 'failed')).toMatchObject({ outcome: 'paid' });
    expect(await read(bob, booking.pnr)).toEqual(first);
    expect(await mailsTo(bob.email)).toHaveLength(1);
  });

  it('keeps the booking held after a failed or cancelled payment, and a new payment then tickets it', async () => {
    const carol = await createUser(t);
    const booking = await held(carol, body([(await flight())._id], ['Carol']));
    const failed = await startPaymentOf(t, carol.auth, booking.pnr);
    expect(await completeTestPayment(t, failed.paymentId, 'failed')).toMatchObject({ outcome: 'failed', redirectUrl: `/payment/result?pnr=${booking.pnr}&outcome=failed` });
    const cancelled = await startPaymentOf(t, carol.auth, booking.pnr);
    expect(await completeTestPayment(t, cancelled.paymentId, 'cancelled')).toMatchObject({ outcome: 'cancelled' });
    const still = await read(carol, booking.pnr);
    expect(still.status).toBe('held');
    expect(still.payments.map((p) => p.status)).toEqual(['failed', 'cancelled']);
    const again = await startPaymentOf(t, carol.auth, booking.pnr);
    await completeTestPayment(t, again.paymentId, 'paid');
    expect((await read(carol, booking.pnr)).status).toBe('ticketed');
    const twice = await t.app.inject({ method: 'POST', url: `/api/bookings/${booking.pnr}/payments`, headers: carol.auth });
    expect(twice.statusCode).toBe(409);
    expect(json(twice)).toEqual({ error: 'This booking is already paid.' });
  });

  it('does not take forged callback fields for a payment', async () => {
    const dan = await createUser(t);
    const booking = await held(dan, body([(await flight())._id], ['Dan']));
    const { paymentId } = await startPaymentOf(t, dan.auth, booking.pnr);
    const forged = { provider: 'test', payment_id: paymentId, outcome: 'paid', amount: `${booking.total}.00`, currency: 'BDT', provider_ref: 'X', signature: 'forged' };
    const res = await t.app.inject({ method: 'POST', url: '/api/payments/sslcommerz/ipn', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(forged).toString() });
    expect(res.statusCode).toBe(200);
    const after = await read(dan, booking.pnr);
    expect(after.status).toBe('held');
    expect(after.payments).toMatchObject([{ status: 'started' }]);
    const nameless = await t.app.inject({ method: 'POST', url: '/api/payments/sslcommerz/ipn', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'status=VALID' });
    expect(nameless.statusCode).toBe(400);
    expect(json(nameless).error).toEqual(expect.any(String));
    const unknown = await t.app.inject({ url: '/api/payments/test/PAYNOSUCHPAYMENT' });
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown)).toEqual({ error: 'There is no test payment with that id.' });
  });

  it('serves the ticket PDF only for a ticketed booking, to its owner or an admin, never cached', async () => {
    const erin = await createUser(t);
    const other = await createUser(t);
    const f = await flight();
    const pending = await held(erin, body([f._id], ['Erin']));
    const early = await t.app.inject({ url: `/api/bookings/${pending.pnr}/ticket.pdf`, headers: erin.auth });
    expect(early.statusCode).toBe(409);
    expect(json(early).error).toMatch(/no tickets yet/);

    const paid = await holdAndPay(t, erin.auth, body([f._id], ['Erin E']));
    for (const who of [erin, admin]) {
      const res = await t.app.inject({ url: `/api/bookings/${paid.pnr}/ticket.pdf`, headers: who.auth });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="ticket-${paid.pnr}.pdf"`);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    expect((await t.app.inject({ url: `/api/bookings/${paid.pnr}/ticket.pdf`, headers: other.auth })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/bookings/${paid.pnr}/ticket.pdf` })).statusCode).toBe(401);
    for (const url of ['/api/bookings', `/api/bookings/${paid.pnr}`, '/api/admin/bookings']) {
      expect((await t.app.inject({ url, headers: admin.auth })).headers['cache-control']).toBe('no-store');
    }
    expect((await t.app.inject({ url: `/api/payments/test/PAYNOSUCH` })).headers['cache-control']).not.toBe('no-store');
  });
});

describe('expiry', () => {
  it('expires an unpaid hold and returns its seats exactly once, also when read after its deadline', async () => {
    const fay = await createUser(t);
    const f = await flight({ seatCapacity: 5 });
    const booking = await held(fay, body([f._id], ['Fay', 'Flo']));
    expect(await seatsLeft(f._id)).toBe(3);
    expect(await expireHolds(t.ctx, later(10))).toEqual([]);
    expect(await expireHolds(t.ctx, later(1300))).toContain(booking._id);
    expect(await expireHolds(t.ctx, later(1300))).not.toContain(booking._id);
    expect(await seatsLeft(f._id)).toBe(5);
    const expired = await read(fay, booking.pnr);
    expect(expired.status).toBe('expired');
    const pay = await t.app.inject({ method: 'POST', url: `/api/bookings/${booking.pnr}/payments`, headers: fay.auth });
    expect(pay.statusCode).toBe(409);
    expect(json(pay).error).toMatch(/^The hold on this booking expired at .*; please book again\.$/);
    expect((await cancel(fay, booking.pnr)).statusCode).toBe(409);
    expect(await seatsLeft(f._id)).toBe(5);

    // Lazily: a read after the deadline expires the hold even when no job ran.
    const second = await held(fay, body([f._id], ['Fay']));
    await t.database.db.update(bookings).set({ payBy: sql`now() - interval '1 second'` }).where(eq(bookings.id, second._id));
    expect((await read(fay, second.pnr)).status).toBe('expired');
    expect(await seatsLeft(f._id)).toBe(5);
  });

  it('returns the seats once when expiry and cancellation race', async () => {
    const gil = await createUser(t);
    const f = await flight({ seatCapacity: 4 });
    for (let round = 0; round < 3; round++) {
      const booking = await held(gil, body([f._id], ['Gil', 'Gus']));
      const [expired, cancelled] = await Promise.all([expireHolds(t.ctx, later(1300), { bookingIds: [booking._id] }), cancel(gil, booking.pnr)]);
      const status = (await read(gil, booking.pnr)).status;
      expect(expired.length === 1 ? 'expired' : 'cancelled').toBe(status);
      expect(cancelled.statusCode).toBe(status === 'cancelled' ? 200 : 409);
      expect(await seatsLeft(f._id)).toBe(4);
    }
  });
});

describe('late payment', () => {
  it('tickets a payment that arrives after the hold expired when the seats are still free', async () => {
    const hal = await createUser(t);
    const f = await flight({ seatCapacity: 3 });
    const booking = await held(hal, body([f._id], ['Hal']));
    const { paymentId } = await startPaymentOf(t, hal.auth, booking.pnr);
    await expireHolds(t.ctx, later(1300), { bookingIds: [booking._id] });
    expect(await seatsLeft(f._id)).toBe(3);
    expect(await completeTestPayment(t, paymentId, 'paid')).toMatchObject({ outcome: 'paid' });
    const paid = await read(hal, booking.pnr);
    expect(paid.status).toBe('ticketed');
    expect(paid.passengers[0]!.tickets).toHaveLength(1);
    expect(await seatsLeft(f._id)).toBe(2);
  });

  it('refunds a payment that arrives after the hold expired and its seats were sold, and says why', async () => {
    const ida = await createUser(t);
    const jon = await createUser(t);
    const f = await flight({ seatCapacity: 2 });
    const booking = await held(ida, body([f._id], ['Ida', 'Ivy']));
    const { paymentId } = await startPaymentOf(t, ida.auth, booking.pnr);
    await expireHolds(t.ctx, later(1300), { bookingIds: [booking._id] });
    await held(jon, body([f._id], ['Jon', 'Joy']));
    expect(await completeTestPayment(t, paymentId, 'paid')).toMatchObject({ outcome: 'failed' });
    const after = await read(ida, booking.pnr);
    expect(after.status).toBe('expired');
    expect(after.passengers[0]!.tickets).toEqual([]);
    expect(after.payments).toMatchObject([{ status: 'paid', amount: booking.total }]);
    expect(after.refunds).toMatchObject([{ amount: booking.total, status: 'done' }]);
    const [row] = await t.database.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(row!.reason).toBe(say('en', 'refundReason.late'));
    expect(await seatsLeft(f._id)).toBe(0);
    const notice = await smtp.waitFor(ida.email);
    expect(notice.subject).toBe(`Refund for Tarmac booking ${booking.pnr}`);
    expect(notice.text).toContain(say('en', 'refundReason.late'));
  });
});

describe('limits against seat blocking', () => {
  it('refuses a third unpaid hold and a tenth held seat on one flight with 429 and a sentence', async () => {
    const kim = await createUser(t);
    const f = await flight();
    await held(kim, body([f._id], ['K1', 'K2', 'K3', 'K4', 'K5']));
    const tenth = await hold(kim, body([f._id], ['K6', 'K7', 'K8', 'K9', 'K10']));
    expect(tenth.statusCode).toBe(429);
    expect(json(tenth)).toEqual({ error: 'You can hold at most 9 seats on one flight at a time; pay for your held booking first.' });
    await held(kim, body([f._id], ['K6', 'K7', 'K8', 'K9']));
    const third = await hold(kim, body([(await flight())._id], ['K']));
    expect(third.statusCode).toBe(429);
    expect(json(third)).toEqual({ error: 'You already have 2 unpaid bookings on hold; pay for one or let it expire before booking again.' });
    expect(await seatsLeft(f._id)).toBe(171);
  });

  it('lets only one of two parallel holds take the last place of an account', async () => {
    const lee = await createUser(t);
    await held(lee, body([(await flight())._id], ['Lee']));
    const [a, b] = await Promise.all([hold(lee, body([(await flight())._id], ['Lee'])), hold(lee, body([(await flight())._id], ['Lee']))]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 429]);
  });

  it('counts paid bookings out of the limit', async () => {
    const max = await createUser(t);
    const f = await flight();
    await holdAndPay(t, max.auth, body([f._id], ['M1', 'M2', 'M3', 'M4', 'M5', 'M6', 'M7', 'M8', 'M9']));
    await holdAndPay(t, max.auth, body([f._id], ['M1']));
    await held(max, body([f._id], ['M1', 'M2']));
  });
});

describe('cancelling', () => {
  it('cancels a held booking at no charge and a ticketed one with a full refund, seats back each time', async () => {
    const ned = await createUser(t);
    const f = await flight({ seatCapacity: 4 });
    const booking = await held(ned, body([f._id], ['Ned']));
    const res = await cancel(ned, booking.pnr);
    expect(res.statusCode).toBe(200);
    expect(json<{ data: Booking }>(res).data).toMatchObject({ status: 'cancelled', refunds: [] });
    expect(await seatsLeft(f._id)).toBe(4);

    const paid = await holdAndPay(t, ned.auth, body([f._id], ['Ned', 'Nia']));
    expect(await seatsLeft(f._id)).toBe(2);
    // A paid booking is cancelled by confirming the quote of its refund, not by the body-less call for holds.
    const bodyless = await cancel(ned, paid.pnr);
    expect(bodyless.statusCode).toBe(409);
    expect(json(bodyless)).toEqual({ error: 'This booking is paid: ask for a cancellation quote and confirm it to cancel.' });
    const res2 = await cancelWithQuote(t, ned.auth, paid.pnr);
    expect(res2.statusCode).toBe(200);
    expect(json<{ data: Booking }>(res2).data).toMatchObject({ status: 'cancelled', refunds: [{ amount: paid.total, status: 'done' }] });
    expect(await seatsLeft(f._id)).toBe(4);
    const again = await cancel(ned, paid.pnr);
    expect(again.statusCode).toBe(409);
    expect(json(again)).toEqual({ error: 'This booking is already cancelled.' });
    expect(await seatsLeft(f._id)).toBe(4);
    const events = await t.database.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, paid._id));
    expect(events.map((e) => e.toStatus)).toEqual(['held', 'ticketed', 'cancelled']);
  });
});

describe('start-up', () => {
  it('refuses the test provider under NODE_ENV=production unless PAYMENT_PROVIDER=test is set', async () => {
    await expect(createTestApp({ NODE_ENV: 'production' })).rejects.toThrow(
      'No payment provider is configured and NODE_ENV is production: set PAYMENT_PROVIDER=sslcommerz with the store id and password, or PAYMENT_PROVIDER=test to take fake payments on purpose.',
    );
    const explicit = await createTestApp({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'test' });
    await explicit.close();
  });
});
