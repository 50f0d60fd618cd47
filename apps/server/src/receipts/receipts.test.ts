import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Booking, TaxTable } from '@tarmac/shared';
import { createTestApp, createUser, type TestApp } from '../testing/test-app.js';
import { cancelWithQuote, completeTestPayment, daysFromNow, holdAndPay, makeFlight, makePackage, startPaymentOf } from '../testing/factories.js';
import { pdfPages } from '../testing/pdf-text.js';
import { rowsOf } from '../db/rows.js';

/**
 * API.md "Trust": taxes inside every fare (itemised, kept at hold time, a future rate moves nothing sold or shown
 * today), the VAT receipt (Mushak 6.3) whose lines add up to what was paid and whose numbers never repeat or skip
 * under concurrent payments, and the credit note of a refund.
 */
let t: TestApp;
let admin: Awaited<ReturnType<typeof createUser>>;
let owner: Awaited<ReturnType<typeof createUser>>;
let silver: { _id: string };

beforeAll(async () => {
  t = await createTestApp({ HOLD_MAX_PER_ACCOUNT: '100', SELLER_BIN: '001234567-0101' });
  admin = await createUser(t, { role: 'admin' });
  owner = await createUser(t);
  silver = await makePackage(t, admin.auth, 'silver');
});
afterAll(() => t?.close());

type Auth = { authorization: string };
const adult = (firstName: string) => ({ title: 'Ms', firstName, lastName: 'Akter', type: 'adult' });
const get = (url: string, auth: Auth = owner.auth) => t.app.inject({ url, headers: auth });
const taxes = async () => (await get('/api/admin/taxes', admin.auth)).json() as TaxTable;
const putTaxes = (body: object, auth: Auth = admin.auth) => t.app.inject({ method: 'PUT', url: '/api/admin/taxes', headers: auth, payload: body });
const receiptText = async (pnr: string, auth: Auth = owner.auth) => {
  const res = await get(`/api/bookings/${pnr}/receipt.pdf`, auth);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  return (await pdfPages(res.rawPayload)).join(' ');
};
const paidBooking = async (flightId: string, passengers = [adult('Nasrin')]) => holdAndPay(t, owner.auth, { legs: [{ flightId, packageId: silver._id }], passengers });

describe('the tax table', () => {
  it('is the admin’s: today’s rates by default, a later rate added from its day, a past day refused, every write audited', async () => {
    const before = await taxes();
    expect(before.current).toMatchObject({ vatPercent: 15, excise: { domestic: 700, saarc: 1000, asia: 2500 }, embarkationFee: 500 });
    expect((await get('/api/admin/taxes')).statusCode).toBe(403);
    expect((await putTaxes({ ...before.current, effectiveFrom: daysFromNow(30) }, owner.auth)).statusCode).toBe(403);
    expect((await putTaxes({ ...before.current, effectiveFrom: daysFromNow(-1) })).statusCode).toBe(400);
    expect((await putTaxes({ ...before.current, effectiveFrom: daysFromNow(30), vatPercent: 150 })).statusCode).toBe(400);
    expect((await putTaxes({ ...before.current, effectiveFrom: daysFromNow(30), excise: { domestic: -1, saarc: 1, asia: 1 } })).statusCode).toBe(400);

    const saved = await putTaxes({ ...before.current, effectiveFrom: daysFromNow(30), vatPercent: 7.5, embarkationFee: 1000 });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = (saved.json() as { data: TaxTable }).data;
    expect(after.rates.map((r) => r.effectiveFrom)).toEqual([...before.rates.map((r) => r.effectiveFrom), daysFromNow(30)]);
    expect(after.current).toEqual(before.current);
    const audit = rowsOf<{ action: string }>(await t.database.db.execute(sql`select action from audit_log where entity = 'taxes' and entity_id = ${daysFromNow(30)}`));
    expect(audit.map((a) => a.action)).toEqual(['create']);
  });

  it('leaves today’s fares and the bookings already made as they were when a higher VAT is set from a later day', async () => {
    const flight = await makeFlight(t, admin.auth);
    const search = async () => (await get(`/api/bookings/${(await paidBooking(flight._id)).pnr}`)).json() as Booking;
    const earlier = await search();
    expect(earlier.legs[0]!.taxes).toEqual({ zone: 'domestic', vatPercent: 15, excise: 700, embarkation: 0 });
    const receiptBefore = await receiptText(earlier.pnr);

    const current = (await taxes()).current!;
    expect((await putTaxes({ ...current, effectiveFrom: new Date(Date.now() + 6 * 3_600_000 + 86_400_000).toISOString().slice(0, 10) /* tomorrow in Dhaka */, vatPercent: 25, excise: { ...current.excise, domestic: 900 } })).statusCode).toBe(200);

    // A booking made today: the same price as before, its taxes still today's.
    const today = await search();
    expect(today.legs[0]!.packagePrice).toBe(earlier.legs[0]!.packagePrice);
    expect(today.total).toBe(earlier.total);
    expect(today.legs[0]!.taxes).toEqual(earlier.legs[0]!.taxes);
    // The booking made before: the same receipt figures (its number aside).
    const strip = (text: string) => text.replace(/R-\d{6}/g, '').replace(/\d{4}-\d\d-\d\d \d\d:\d\d/g, '');
    expect(strip(await receiptText(earlier.pnr))).toBe(strip(receiptBefore));
    expect((await taxes()).current).toEqual(current);
  });
});

describe('the VAT receipt', () => {
  it('itemises the taxes inside the fares, adds up to what was paid, and shows the Mushak-6.3 fields', async () => {
    const flight = await makeFlight(t, admin.auth);
    const child = { title: 'Mstr', firstName: 'Rafi', lastName: 'Akter', type: 'child', dateOfBirth: new Date(Date.now() - 6 * 365 * 86_400_000).toISOString().slice(0, 10) };
    const booking = await paidBooking(flight._id, [adult('Nasrin'), child]);
    expect(booking.status).toBe('ticketed');
    // 9,995 adult + 7,496 child: excise 700 each outside VAT; the rest is the value before VAT and 15 % VAT on it.
    expect(booking.total).toBe(9995 + 7496);
    const paid = booking.payments.filter((p) => p.status === 'paid').reduce((s, p) => s + p.amount, 0);
    expect(paid).toBe(booking.total);
    const text = await receiptText(booking.pnr);
    expect(text).toContain('Mushak-6.3');
    expect(text).toContain('Tarmac Airlines Ltd.');
    expect(text).toContain('BIN: 001234567-0101');
    expect(text).toContain('Nasrin Akter');
    expect(text).toMatch(/R-\d{6}/);
    // adult 9,995 - 700 = 9,295 = 8,083 + 1,212 VAT; child 7,496 - 700 = 6,796 = 5,910 + 886 VAT.
    expect(text).toMatch(/Air fare .* Adult 1 8,083 TK 15% 1,212 TK 9,295 TK/);
    expect(text).toMatch(/Air fare .* Child \(2–11\) 1 5,910 TK 15% 886 TK 6,796 TK/);
    expect(text).toMatch(/Excise duty .*\(domestic\) 2 1,400 TK — 0 TK 1,400 TK/);
    expect(text).toContain('15,393 TK 2,098 TK 17,491 TK');
    expect(text).toContain(`Total paid 17,491 TK`);

    // The ticket shows the same taxes.
    const ticket = (await pdfPages((await get(`/api/bookings/${booking.pnr}/ticket.pdf`)).rawPayload)).join(' ');
    expect(ticket).toContain('VAT 2,098 TK (15%), excise duty 1,400 TK, embarkation fee 0 TK');

    // The same number on every download; none before payment; nobody else's.
    const number = text.match(/R-\d{6}/)![0];
    expect(await receiptText(booking.pnr)).toContain(number);
    expect(await receiptText(booking.pnr, admin.auth)).toContain(number);
    const stranger = await createUser(t);
    expect((await get(`/api/bookings/${booking.pnr}/receipt.pdf`, stranger.auth)).statusCode).toBe(404);
    const held = await t.app.inject({ method: 'POST', url: '/api/bookings', headers: owner.auth, payload: { legs: [{ flightId: flight._id, packageId: silver._id }], passengers: [adult('Later')] } });
    expect((await get(`/api/bookings/${(held.json() as { data: Booking }).data.pnr}/receipt.pdf`)).statusCode).toBe(409);
  });

  it('numbers ten bookings paid at once with ten consecutive receipt numbers, none repeated', async () => {
    // Two flights: one traveller may hold at most 9 seats of one flight at a time.
    const flights = [await makeFlight(t, admin.auth), await makeFlight(t, admin.auth)];
    const pnrs: string[] = [];
    const payments: string[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/bookings', headers: owner.auth, payload: { legs: [{ flightId: flights[i % 2]!._id, packageId: silver._id }], passengers: [adult(`Racer${'abcdefghij'[i]}`)] } });
      expect(res.statusCode, res.body).toBe(201);
      const { pnr } = (res.json() as { data: Booking }).data;
      pnrs.push(pnr);
      payments.push((await startPaymentOf(t, owner.auth, pnr)).paymentId);
    }
    await Promise.all(payments.map((id) => completeTestPayment(t, id, 'paid')));
    const numbers = rowsOf<{ number: number }>(
      await t.database.db.execute(sql`select r.number from vat_receipts r join bookings b on b.id = r.booking_id where b.pnr in ${pnrs} order by r.number`),
    ).map((r) => Number(r.number));
    expect(numbers).toHaveLength(10);
    expect(new Set(numbers).size).toBe(10);
    expect(numbers.at(-1)! - numbers[0]!).toBe(9);
    const all = rowsOf<{ n: number; max: number }>(await t.database.db.execute(sql`select count(*)::int as n, max(number)::int as max from vat_receipts`))[0]!;
    expect(all.n).toBe(all.max);
  });

  it('gives a cancelled paid booking a credit note referencing its receipt, for the amount refunded', async () => {
    const flight = await makeFlight(t, admin.auth, { flightDepartingDate: daysFromNow(20), flightArrivalDate: daysFromNow(20) });
    const booking = await paidBooking(flight._id);
    expect((await get(`/api/bookings/${booking.pnr}/credit-note.pdf`)).statusCode).toBe(404);
    const receipt = (await receiptText(booking.pnr)).match(/R-\d{6}/)![0];
    expect((await cancelWithQuote(t, owner.auth, booking.pnr)).statusCode).toBe(200);
    const refunded = ((await get(`/api/bookings/${booking.pnr}`)).json() as Booking).refunds.reduce((s, r) => s + r.amount, 0);
    expect(refunded).toBeGreaterThan(0);
    const res = await get(`/api/bookings/${booking.pnr}/credit-note.pdf`);
    expect(res.statusCode, res.body).toBe(200);
    const text = (await pdfPages(res.rawPayload)).join(' ');
    expect(text).toContain('Mushak-6.7');
    expect(text).toContain(`Against VAT receipt ${receipt}`);
    expect(text).toMatch(/CN-\d{6}/);
    expect(text).toContain(`Total refunded ${refunded.toLocaleString('en-US')} TK`);
    // The receipt itself still stands after the cancellation.
    expect(await receiptText(booking.pnr)).toContain(receipt);
  });
});
