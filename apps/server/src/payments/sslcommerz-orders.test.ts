import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Booking } from '@tarmac/shared';
import { expireHolds } from '../bookings/lifecycle.js';
import { mailOutbox, payments } from '../db/schema.js';
import { createTestApp, createUser, json, type TestApp } from '../testing/test-app.js';
import { cancelWithQuote, makeFlight, makePackage, startPaymentOf } from '../testing/factories.js';
import { startFakeSslcommerz, type FakeSslcommerz } from '../testing/fake-sslcommerz.js';

/** The order lifecycle with PAYMENT_PROVIDER=sslcommerz against the local fake of SSLCommerz's documented API. */
let t: TestApp;
let fake: FakeSslcommerz;
let admin: Awaited<ReturnType<typeof createUser>>;
let silver: { _id: string };

beforeAll(async () => {
  fake = await startFakeSslcommerz({ storeId: 'tarmac0test', storePassword: 'tarmac0test@ssl' });
  t = await createTestApp({
    PAYMENT_PROVIDER: 'sslcommerz',
    SSLCOMMERZ_STORE_ID: 'tarmac0test',
    SSLCOMMERZ_STORE_PASSWORD: 'tarmac0test@ssl',
    SSLCOMMERZ_BASE_URL: fake.baseUrl,
    HOLD_MAX_PER_ACCOUNT: '100',
  });
  admin = await createUser(t, { role: 'admin' });
  silver = await makePackage(t, admin.auth, 'silver');
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

type User = Awaited<ReturnType<typeof createUser>>;
const form = { 'content-type': 'application/x-www-form-urlencoded' };
const post = (path: string, fields: Record<string, string>) => t.app.inject({ method: 'POST', url: `/api/payments/sslcommerz/${path}`, headers: form, payload: new URLSearchParams(fields).toString() });
const read = async (who: User, pnr: string) => json<Booking>(await t.app.inject({ url: `/api/bookings/${pnr}`, headers: who.auth }));
const paymentRow = async (id: string) => (await t.database.db.select().from(payments).where(eq(payments.id, id)))[0]!;

async function heldBooking(who: User, seats = 1, capacity?: number) {
  const f = await makeFlight(t, admin.auth, capacity ? { seatCapacity: capacity } : {});
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: who.auth,
    payload: { legs: [{ flightId: f._id, packageId: silver._id }], passengers: Array.from({ length: seats }, (_, i) => ({ name: `P${i}` })) },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { booking: json<{ data: Booking }>(res).data, flightId: f._id };
}

describe('paying through SSLCommerz', () => {
  it('opens a session, and an IPN validated with val_id, amount and BDT tickets the booking once', async () => {
    const amy = await createUser(t);
    const { booking } = await heldBooking(amy, 2);
    const started = await startPaymentOf(t, amy.auth, booking.pnr);
    const session = fake.session(started.paymentId)!;
    expect(started.redirectUrl).toContain(session.sessionkey);
    expect(session.fields).toMatchObject({ total_amount: `${booking.total}.00`, currency: 'BDT', tran_id: started.paymentId, ipn_url: 'http://tarmac.test/api/payments/sslcommerz/ipn' });

    const { ipn, transaction } = await fake.pay(started.paymentId);
    const res = await post('ipn', ipn);
    expect(res.statusCode).toBe(200);
    const paid = await read(amy, booking.pnr);
    expect(paid.status).toBe('ticketed');
    expect(paid.passengers.flatMap((p) => p.tickets)).toHaveLength(2);
    expect(paid.payments).toMatchObject([{ provider: 'sslcommerz', status: 'paid', amount: booking.total }]);
    expect((await paymentRow(started.paymentId)).providerRef).toBe(transaction.bankTranId);
    expect(fake.requests.some((r) => r.path.endsWith('validationserverAPI.php') && r.params.val_id === ipn.val_id)).toBe(true);

    // The same IPN again, and the browser's return with the same fields: nothing changes, one mail.
    expect((await post('ipn', ipn)).statusCode).toBe(200);
    const back = await post('success', ipn);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/payment/result?pnr=${booking.pnr}&outcome=paid`);
    expect(await read(amy, booking.pnr)).toEqual(paid);
    expect(await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, amy.email))).toHaveLength(1);
  });

  it('changes nothing for a forged IPN that SSLCommerz does not validate', async () => {
    const ben = await createUser(t);
    const { booking } = await heldBooking(ben);
    const { paymentId } = await startPaymentOf(t, ben.auth, booking.pnr);
    const forged = { tran_id: paymentId, val_id: 'FORGED123', status: 'VALID', amount: `${booking.total}.00`, currency: 'BDT', bank_tran_id: 'X' };
    const res = await post('ipn', forged);
    expect(res.statusCode).toBe(200);
    expect(json(res).message).toContain('pending');
    const back = await post('success', forged);
    expect(back.headers.location).toBe(`/payment/result?pnr=${booking.pnr}&outcome=pending`);
    expect((await read(ben, booking.pnr)).status).toBe('held');
    expect((await paymentRow(paymentId)).status).toBe('started');
  });

  it('refuses and refunds a payment of the wrong amount or currency, and keeps the booking held', async () => {
    const cal = await createUser(t);
    for (const pay of [{ amount: '100.00' }, { currency: 'USD' }]) {
      const { booking } = await heldBooking(cal);
      const { paymentId } = await startPaymentOf(t, cal.auth, booking.pnr);
      const { ipn } = await fake.pay(paymentId, pay);
      expect((await post('ipn', ipn)).statusCode).toBe(200);
      const after = await read(cal, booking.pnr);
      expect(after.status).toBe('held');
      expect(after.payments).toMatchObject([{ status: 'refused' }]);
      expect(after.refunds).toMatchObject([{ status: 'done' }]);
      expect((await paymentRow(paymentId)).reason).toMatch(pay.currency ? /USD/ : /does not equal/);
      expect(fake.refunds.some((r) => r.tranId === paymentId)).toBe(true);
    }
  });

  it('refunds a late payment through the refund API when the seats were sold meanwhile', async () => {
    const dee = await createUser(t);
    const eve = await createUser(t);
    const { booking, flightId } = await heldBooking(dee, 1, 1);
    const { paymentId } = await startPaymentOf(t, dee.auth, booking.pnr);
    await expireHolds(t.ctx, new Date(Date.now() + 1300_000), { bookingIds: [booking._id] });
    const taken = await t.app.inject({ method: 'POST', url: '/api/bookings', headers: eve.auth, payload: { legs: [{ flightId, packageId: silver._id }], passengers: [{ name: 'Eve' }] } });
    expect(taken.statusCode).toBe(201);
    const { ipn } = await fake.pay(paymentId);
    expect((await post('ipn', ipn)).statusCode).toBe(200);
    const after = await read(dee, booking.pnr);
    expect(after.status).toBe('expired');
    expect(after.refunds).toMatchObject([{ amount: booking.total, status: 'done' }]);
    const refund = fake.refunds.find((r) => r.tranId === paymentId)!;
    expect(refund.amount).toBe(`${booking.total}.00`);
  });

  it('refunds a cancelled ticketed booking through SSLCommerz', async () => {
    const fin = await createUser(t);
    const { booking } = await heldBooking(fin);
    const { paymentId } = await startPaymentOf(t, fin.auth, booking.pnr);
    await post('ipn', (await fake.pay(paymentId)).ipn);
    const res = await cancelWithQuote(t, fin.auth, booking.pnr);
    expect(res.statusCode).toBe(200);
    expect(json<{ data: Booking }>(res).data).toMatchObject({ status: 'cancelled', refunds: [{ amount: booking.total, status: 'done' }] });
    expect(fake.refunds.filter((r) => r.tranId === paymentId)).toHaveLength(1);
  });

  it('answers 400 for fields naming no payment and 503 when SSLCommerz cannot be asked', async () => {
    expect((await post('ipn', { status: 'VALID' })).statusCode).toBe(400);
    const gus = await createUser(t);
    const { booking } = await heldBooking(gus);
    const { paymentId } = await startPaymentOf(t, gus.auth, booking.pnr);
    const { ipn } = await fake.pay(paymentId);
    fake.breakNext('http-500');
    const res = await post('ipn', ipn);
    expect(res.statusCode).toBe(503);
    expect(json(res).error).toEqual(expect.any(String));
    expect((await read(gus, booking.pnr)).status).toBe('held');
    expect((await post('ipn', ipn)).statusCode).toBe(200);
    expect((await read(gus, booking.pnr)).status).toBe('ticketed');
  });
});
