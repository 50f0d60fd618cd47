import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Booking, CancellationQuote, ManageBookingAnswer } from '@tarmac/shared';
import { auditLog, bookingPassengers, bookings, flights, mailOutbox } from '../db/schema.js';
import { createTestApp, createUser, json, uniqueEmail, type TestApp } from '../testing/test-app.js';
import { completeTestPayment, daysFromNow, makeFlight, makeLocation, makePackage } from '../testing/factories.js';
import { quoteCancellation } from '../bookings/cancellation-quote.js';
import { startSmtpServer } from '../testing/smtp.js';

/**
 * API.md "Passengers and guests" and "Manage booking", over HTTP: guest checkout, passenger types by age,
 * passports abroad, fares per type, manage-booking tokens scoped to one booking, quotes, refunds by the rules.
 */
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let admin: Awaited<ReturnType<typeof createUser>>;
let gold: { _id: string; packageName: string };
let saver: { _id: string };

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, HOLD_MAX_PER_ACCOUNT: '2', RATE_MANAGE_PER_PNR: '4', RATE_MANAGE_PER_IP: '1000' });
  admin = await createUser(t, { role: 'admin' });
  gold = await makePackage(t, admin.auth, 'gold', { refundable: true, changeFee: 1000, refundFeeBefore24h: 1500, refundFeeWithin24h: 3000 });
  saver = await makePackage(t, admin.auth, 'silver', { refundable: false, changeFee: 1500 });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const domestic = () => makeFlight(t, admin.auth, { flightDepartingDate: daysFromNow(10), flightArrivalDate: daysFromNow(10) });
async function internationalRoundTrip() {
  const dhaka = await makeLocation(t, admin.auth, 'domestic');
  const dubai = await makeLocation(t, admin.auth, 'international');
  const at = (from: string, to: string, day: number) =>
    makeFlight(t, admin.auth, { flightFromCurrentLocation: from, flightToDestinationLocation: to, flightDepartingDate: daysFromNow(day), flightArrivalDate: daysFromNow(day) });
  return { out: await at(dhaka.flightLocationName, dubai.flightLocationName, 20), back: await at(dubai.flightLocationName, dhaka.flightLocationName, 27) };
}

const yearsAgo = (years: number, days = 0) => {
  const d = new Date(`${daysFromNow(days)}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() - years);
  return d.toISOString().slice(0, 10);
};
const passport = { passportNumber: 'A1234567', passportExpiry: daysFromNow(900), nationality: 'Bangladeshi' };
const person = (firstName: string, lastName: string, extra: object = {}) => ({ title: 'Mr', firstName, lastName, type: 'adult', ...extra });
// Each guest has a phone of their own: guests are counted by mailbox and phone together.
let phones = 0;
const contact = (email = uniqueEmail('guest')) => ({ email, phone: `+880 1711 ${String(100000 + ++phones)}` });

const post = (url: string, payload: object | undefined, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
async function guestBooks(payload: object) {
  const res = await post('/api/bookings', payload);
  expect(res.statusCode, res.body).toBe(201);
  return json<{ data: Booking; manageToken: string }>(res);
}
async function payWith(token: string, pnr: string) {
  const started = await post(`/api/bookings/${pnr}/payments`, {}, bearer(token));
  expect(started.statusCode, started.body).toBe(201);
  await completeTestPayment(t, json<{ data: { paymentId: string } }>(started).data.paymentId, 'paid');
}
const open = (pnr: string, lastName: string) => post('/api/manage-booking', { pnr, lastName });

describe('guest checkout and passenger types', () => {
  it('books a family as a guest, prices the child at 75 % and the infant at 10 %, and mails the contact once paid', async () => {
    const { out, back } = await internationalRoundTrip();
    const who = contact();
    const { data: booking, manageToken } = await guestBooks({
      legs: [
        { flightId: out._id, packageId: gold._id },
        { flightId: back._id, packageId: gold._id },
      ],
      contact: who,
      passengers: [
        person('Karim', 'Rahman', passport),
        person('Salma', 'Rahman', { ...passport, title: 'Mrs' }),
        person('Nadia', 'Rahman', { ...passport, title: 'Miss', type: 'child', dateOfBirth: yearsAgo(7) }),
        person('Rafi', 'Rahman', { ...passport, title: 'Mstr', type: 'infant', dateOfBirth: yearsAgo(1) }),
      ],
    });
    expect(booking).toMatchObject({ status: 'held', guest: true, travellers: 3, userEmail: who.email, contact: who });
    expect(booking.passengers.map((p) => [p.type, p.fares])).toEqual([
      ['adult', [12000, 12000]],
      ['adult', [12000, 12000]],
      ['child', [9000, 9000]],
      ['infant', [1200, 1200]],
    ]);
    expect(booking.total).toBe(2 * (12000 + 12000 + 9000 + 1200));
    expect(booking.legs[0]).toMatchObject({ bagWeight: 30, fareRules: { refundable: true, refundFeeBefore24h: 1500, refundFeeWithin24h: 3000, changeFee: 1000 } });
    // Infants sit on a lap: three seats per flight, not four.
    expect((await t.app.inject({ url: `/api/show-flight-information-list`, headers: admin.auth })).json().find((f: { _id: string }) => f._id === out._id).seatsLeft).toBe(177);
    // The documents are kept, but no answer shows them.
    const [stored] = await t.database.db.select().from(bookingPassengers).where(eq(bookingPassengers.bookingId, booking._id)).limit(1);
    expect(stored).toMatchObject({ passportNumber: 'A1234567', nationality: 'Bangladeshi' });
    expect(JSON.stringify(booking)).not.toContain('A1234567');

    await payWith(manageToken, booking.pnr);
    const paid = json<Booking>(await t.app.inject({ url: `/api/bookings/${booking.pnr}`, headers: bearer(manageToken) }));
    expect(paid.status).toBe('ticketed');
    expect(paid.passengers.every((p) => p.tickets.length === 2)).toBe(true);
    expect(await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, who.email))).toHaveLength(1);
    const mail = await smtp.waitFor(who.email);
    expect(mail.text).toContain('RAHMAN/NADIA MISS');
    expect(mail.text).toContain('Child');
  });

  it('decides child and infant by the date of birth on the last flight’s day, at the boundary days', async () => {
    const f = await domestic();
    const day = f.flightDepartingDate as string;
    const onDay = (years: number, shift: number) => {
      const d = new Date(`${day}T00:00:00Z`);
      d.setUTCFullYear(d.getUTCFullYear() - years);
      d.setUTCDate(d.getUTCDate() + shift);
      return d.toISOString().slice(0, 10);
    };
    const attempt = (type: string, dateOfBirth: string) =>
      post('/api/bookings', { legs: [{ flightId: f._id, packageId: gold._id }], contact: contact(), passengers: [person('Ana', 'Das'), person('Kid', 'Das', { type, dateOfBirth })] });
    // Two on the day: a child. The day before the second birthday: still an infant.
    expect((await attempt('child', onDay(2, 0))).statusCode).toBe(201);
    const infantAsChild = await attempt('child', onDay(2, 1));
    expect(infantAsChild.statusCode).toBe(400);
    expect(json<{ fieldErrors: Record<string, string[]> }>(infantAsChild).fieldErrors['passengers.1.type']![0]).toMatch(/travels as an infant/);
    // Twelve on the day: an adult; the day before: a child.
    expect((await attempt('child', onDay(12, 0))).statusCode).toBe(400);
    expect((await attempt('child', onDay(12, 1))).statusCode).toBe(201);
  });

  it('refuses more infants than adults and a missing passport on an international leg, with the field named', async () => {
    const f = await domestic();
    const infant = (name: string) => person(name, 'Das', { type: 'infant', dateOfBirth: yearsAgo(1) });
    const twoInfants = await post('/api/bookings', { legs: [{ flightId: f._id, packageId: gold._id }], contact: contact(), passengers: [person('Ana', 'Das'), infant('A'), infant('B')] });
    expect(twoInfants.statusCode).toBe(400);
    expect(json<{ error: string }>(twoInfants).error).toMatch(/more infants than adults/);

    const { out } = await internationalRoundTrip();
    const noPassport = await post('/api/bookings', { legs: [{ flightId: out._id, packageId: gold._id }], contact: contact(), passengers: [person('Ana', 'Das')] });
    expect(noPassport.statusCode).toBe(400);
    expect(Object.keys(json<{ fieldErrors: object }>(noPassport).fieldErrors).sort()).toEqual(['passengers.0.nationality', 'passengers.0.passportExpiry', 'passengers.0.passportNumber']);
    const expiring = await post('/api/bookings', {
      legs: [{ flightId: out._id, packageId: gold._id }],
      contact: contact(),
      passengers: [person('Ana', 'Das', { ...passport, passportExpiry: out.flightDepartingDate })],
    });
    expect(json<{ fieldErrors: object }>(expiring).fieldErrors).toHaveProperty(['passengers.0.passportExpiry']);
  });

  it('wants a contact and the full passenger form from a guest, and limits a guest e-mail’s holds', async () => {
    const f = await domestic();
    const legs = [{ flightId: f._id, packageId: gold._id }];
    expect(json<{ fieldErrors: object }>(await post('/api/bookings', { legs, passengers: [person('Ana', 'Das')] })).fieldErrors).toHaveProperty(['contact']);
    expect((await post('/api/bookings', { legs, contact: contact(), passengers: [{ name: 'Ana Das' }] })).statusCode).toBe(400);
    const who = contact();
    await guestBooks({ legs, contact: who, passengers: [person('Ana', 'Das')] });
    await guestBooks({ legs, contact: who, passengers: [person('Ana', 'Das')] });
    const third = await post('/api/bookings', { legs, contact: { ...who, email: who.email.toUpperCase() }, passengers: [person('Ana', 'Das')] });
    expect(third.statusCode).toBe(429);
    // Another guest is not held back by that one.
    await guestBooks({ legs, contact: contact(), passengers: [person('Ben', 'Das')] });
  });

  it('keeps a guest booking apart from accounts: a signed-in user with the same e-mail does not see it', async () => {
    const f = await domestic();
    const user = await createUser(t);
    const { data } = await guestBooks({ legs: [{ flightId: f._id, packageId: gold._id }], contact: contact(user.email), passengers: [person('Ana', 'Das')] });
    expect((await t.app.inject({ url: `/api/bookings/${data.pnr}`, headers: user.auth })).statusCode).toBe(404);
    expect(json<Booking[]>(await t.app.inject({ url: '/api/bookings', headers: user.auth })).map((b) => b.pnr)).not.toContain(data.pnr);
    expect((await t.app.inject({ url: `/api/bookings/${data.pnr}`, headers: admin.auth })).statusCode).toBe(200);
    // A signed-in booking with the new form is the account's, reached at its contact.
    const mine = await post('/api/bookings', { legs: [{ flightId: f._id, packageId: gold._id }], passengers: [person('Ana', 'Das')] }, user.auth);
    expect(json<{ data: Booking }>(mine).data).toMatchObject({ guest: false, userEmail: user.email, contact: { email: user.email } });
  });
});

describe('manage booking', () => {
  it('opens a booking by PNR and any passenger’s last name, the same 404 for a wrong PNR or name, and a token for that booking only', async () => {
    const f = await domestic();
    const { data: mine } = await guestBooks({ legs: [{ flightId: f._id, packageId: gold._id }], contact: contact(), passengers: [person('Ana', 'Chowdhury'), person('Bo', 'Sen')] });
    const { data: other } = await guestBooks({ legs: [{ flightId: f._id, packageId: gold._id }], contact: contact(), passengers: [person('Cy', 'Khan')] });

    const opened = await open(mine.pnr.toLowerCase(), '  sen ');
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.headers['cache-control']).toBe('no-store');
    const { token, booking, expiresAt } = json<ManageBookingAnswer>(opened);
    expect(booking.pnr).toBe(mine.pnr);
    const minutes = (new Date(expiresAt).getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(59);
    expect(minutes).toBeLessThanOrEqual(60);

    const wrongName = await open(mine.pnr, 'Khan');
    const wrongPnr = await open('ZZZZZZ', 'Sen');
    expect([wrongName.statusCode, wrongPnr.statusCode]).toEqual([404, 404]);
    expect(json(wrongName)).toEqual(json(wrongPnr));

    expect((await t.app.inject({ url: `/api/bookings/${mine.pnr}`, headers: bearer(token) })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/bookings/${other.pnr}`, headers: bearer(token) })).statusCode).toBe(404);
    expect((await post(`/api/bookings/${other.pnr}/cancel`, undefined, bearer(token))).statusCode).toBe(404);
    // The token is no session: it opens no account routes.
    expect((await t.app.inject({ url: '/api/bookings', headers: bearer(token) })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/admin/bookings', headers: bearer(token) })).statusCode).toBe(401);
    expect((await t.app.inject({ url: `/api/bookings/${mine.pnr}`, headers: bearer(`${token}x`) })).statusCode).toBe(401);
  });

  it('limits look-ups of one booking reference', async () => {
    const f = await domestic();
    const { data } = await guestBooks({ legs: [{ flightId: f._id, packageId: gold._id }], contact: contact(), passengers: [person('Ana', 'Limit')] });
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await open(data.pnr, i === 4 ? 'Limit' : 'Wrong')).statusCode);
    expect(statuses).toEqual([404, 404, 404, 404, 429]);
  });

  it('quotes and confirms a cancellation by the fare rules: the early fee 25 h before departure, the late fee 23 h before', async () => {
    const f = await domestic();
    const { data, manageToken } = await guestBooks({ legs: [{ flightId: f._id, packageId: gold._id }], contact: contact(), passengers: [person('Ana', 'Das'), person('Ben', 'Das')] });
    await payWith(manageToken, data.pnr);
    const [row] = await t.database.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.pnr, data.pnr));
    const [{ departs }] = (await t.database.db.select({ departs: flights.departsAt }).from(flights).where(eq(flights.id, f._id))) as [{ departs: Date }];
    const viewer = { bookingId: row!.id };
    const early = await quoteCancellation(t.ctx, viewer, data.pnr, new Date(departs.getTime() - 25 * 3_600_000));
    const late = await quoteCancellation(t.ctx, viewer, data.pnr, new Date(departs.getTime() - 23 * 3_600_000));
    expect([early.refundAmount, early.fee]).toEqual([24000 - 3000, 3000]);
    expect([late.refundAmount, late.fee]).toEqual([24000 - 6000, 6000]);

    // An old quote (its expiry passed) is refused; a quote of now confirms and the refund is recorded.
    const expired = await quoteCancellation(t.ctx, viewer, data.pnr, new Date(Date.now() - 60 * 60_000));
    const stale = await post(`/api/bookings/${data.pnr}/cancel`, { quoteId: expired.quoteId }, bearer(manageToken));
    expect(stale.statusCode).toBe(409);
    expect(json<{ error: string }>(stale).error).toMatch(/expired/);
    expect((await post(`/api/bookings/${data.pnr}/cancel`, { quoteId: 'Qnosuchquote' }, bearer(manageToken))).statusCode).toBe(404);

    const quoted = await post(`/api/bookings/${data.pnr}/cancellation-quote`, undefined, bearer(manageToken));
    expect(quoted.statusCode, quoted.body).toBe(200);
    const quote = json<{ data: CancellationQuote }>(quoted).data;
    expect(quote).toMatchObject({ refundAmount: 21000, fee: 3000 });
    const cancelled = await post(`/api/bookings/${data.pnr}/cancel`, { quoteId: quote.quoteId }, bearer(manageToken));
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(json<{ data: Booking }>(cancelled).data).toMatchObject({ status: 'cancelled', refunds: [{ amount: 21000 }] });
    // The audit log names who cancelled: here the bearer of the manage-booking token.
    const audited = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, row!.id));
    expect(audited.map((a) => [a.actorEmail, a.after?.status])).toContainEqual(['manage booking (PNR and last name)', 'cancelled']);
    expect((await post(`/api/bookings/${data.pnr}/cancel`, { quoteId: quote.quoteId }, bearer(manageToken))).statusCode).toBe(409);
  });

  it('refuses a quote made before the booking changed, and gives nothing back for a non-refundable fare', async () => {
    const f = await domestic();
    const held = await guestBooks({ legs: [{ flightId: f._id, packageId: saver._id }], contact: contact(), passengers: [person('Ana', 'Das')] });
    const beforePaying = json<{ data: CancellationQuote }>(await post(`/api/bookings/${held.data.pnr}/cancellation-quote`, undefined, bearer(held.manageToken))).data;
    expect(beforePaying).toMatchObject({ refundAmount: 0, fee: 0 });
    await payWith(held.manageToken, held.data.pnr);
    const stale = await post(`/api/bookings/${held.data.pnr}/cancel`, { quoteId: beforePaying.quoteId }, bearer(held.manageToken));
    expect(stale.statusCode).toBe(409);
    expect(json<{ error: string }>(stale).error).toMatch(/out of date/);

    const now = json<{ data: CancellationQuote }>(await post(`/api/bookings/${held.data.pnr}/cancellation-quote`, undefined, bearer(held.manageToken))).data;
    expect(now).toMatchObject({ refundAmount: 0, fee: 9995 });
    const done = json<{ data: Booking }>(await post(`/api/bookings/${held.data.pnr}/cancel`, { quoteId: now.quoteId }, bearer(held.manageToken))).data;
    expect(done).toMatchObject({ status: 'cancelled', refunds: [] });
  });

  it('sends the e-ticket again to the contact, only once paid', async () => {
    const f = await domestic();
    const who = contact();
    const { data, manageToken } = await guestBooks({ legs: [{ flightId: f._id, packageId: gold._id }], contact: who, passengers: [person('Ana', 'Das')] });
    expect((await post(`/api/bookings/${data.pnr}/resend-email`, undefined, bearer(manageToken))).statusCode).toBe(409);
    await payWith(manageToken, data.pnr);
    const resent = await post(`/api/bookings/${data.pnr}/resend-email`, undefined, bearer(manageToken));
    expect(resent.statusCode, resent.body).toBe(200);
    expect(json<{ message: string }>(resent).message).toMatch(/^The e-ticket is on its way to g.+@example\.com\.$/);
    expect(await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, who.email))).toHaveLength(2);
    const pdf = await t.app.inject({ url: `/api/bookings/${data.pnr}/ticket.pdf`, headers: bearer(manageToken) });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('tells the booking form the fares of children and infants', async () => {
    expect(json(await t.app.inject({ url: '/api/booking-rules' }))).toEqual({ farePercents: { adult: 100, child: 75, infant: 10 }, holdSeconds: 1200 });
  });
});
