import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Booking } from '@tarmac/shared';
import { mailOutbox, payments } from '../db/schema.js';
import { createTestApp, createUser, json, type TestApp } from '../testing/test-app.js';
import { makePackage, startedPayment } from '../testing/factories.js';
import { startFakeSslcommerz, type FakeSslcommerz } from '../testing/fake-sslcommerz.js';
import { reconcilePayments } from './reconcile.js';

/**
 * Reconciliation (issue 33): payments whose callback never came are asked about with the provider's transaction
 * query and settled as the callback would have settled them; abandoned ones are closed; a provider that answers
 * nothing is asked again later. Against the local fake of SSLCommerz, and with the TEST MODE provider.
 */
type User = Awaited<ReturnType<typeof createUser>>;
const silent = { info: () => {}, warn: () => {}, error: () => {}, debug: () => {} } as never;
const minutesLater = (minutes: number) => new Date(Date.now() + minutes * 60_000);

async function setUp(env: Record<string, string>) {
  const t = await createTestApp({ HOLD_MAX_PER_ACCOUNT: '100', ...env });
  const admin = await createUser(t, { role: 'admin' });
  const silver = await makePackage(t, admin.auth, 'silver');
  const started = () => startedPayment(t, admin.auth, silver._id, 'Rina Reconcile');
  return { t, started };
}

describe('reconciliation with SSLCommerz', () => {
  let t: TestApp;
  let fake: FakeSslcommerz;
  let started: Awaited<ReturnType<typeof setUp>>['started'];
  beforeAll(async () => {
    fake = await startFakeSslcommerz({ storeId: 'tarmac0test', storePassword: 'tarmac0test@ssl' });
    ({ t, started } = await setUp({ PAYMENT_PROVIDER: 'sslcommerz', SSLCOMMERZ_STORE_ID: 'tarmac0test', SSLCOMMERZ_STORE_PASSWORD: 'tarmac0test@ssl', SSLCOMMERZ_BASE_URL: fake.baseUrl }));
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });
  const read = async (who: User, pnr: string) => json<Booking>(await t.app.inject({ url: `/api/bookings/${pnr}`, headers: who.auth }));
  const status = async (id: string) => (await t.database.db.select({ s: payments.status }).from(payments).where(eq(payments.id, id)))[0]!.s;
  const reconcile = (minutes: number) => reconcilePayments(t.ctx, silent, minutesLater(minutes));

  it('tickets a payment whose callback never came, once, when the provider says it was paid', async () => {
    const { who, pnr, paymentId } = await started();
    await fake.pay(paymentId); // the money is taken; no IPN, and the browser never comes back
    // Before 5 minutes nothing is asked: the callback normally comes first.
    await reconcile(1);
    expect(await status(paymentId)).toBe('started');
    // Two processes reconciling at once settle it once.
    await Promise.all([reconcile(6), reconcilePayments(t.ctx, silent, minutesLater(6))]);
    const booking = await read(who, pnr);
    expect(booking.status).toBe('ticketed');
    expect(booking.passengers.flatMap((p) => p.tickets)).toHaveLength(1);
    expect(await status(paymentId)).toBe('paid');
    expect(await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, who.email))).toHaveLength(1);
  });

  it('closes a payment the provider says failed, and leaves the booking held for another try', async () => {
    const { who, pnr, paymentId } = await started();
    await fake.fail(paymentId);
    await reconcile(6);
    expect(await status(paymentId)).toBe('failed');
    expect((await read(who, pnr)).status).toBe('held');
  });

  it('asks again later when the validation answers nothing, and then tickets', async () => {
    const { who, pnr, paymentId } = await started();
    await fake.pay(paymentId);
    fake.breakNext('empty', 'validation');
    const first = await reconcile(6);
    expect(first.unanswered).toBeGreaterThanOrEqual(1);
    expect(await status(paymentId)).toBe('started');
    // Asked no sooner than its pace allows: the same minute asks nothing of it.
    await reconcile(6);
    expect(await status(paymentId)).toBe('started');
    await reconcile(7);
    expect(await status(paymentId)).toBe('paid');
    expect((await read(who, pnr)).status).toBe('ticketed');
  });

  it('keeps asking about a payment nobody completed while its booking may be paid, then closes it as abandoned', async () => {
    const { who, pnr, paymentId } = await started();
    await reconcile(6);
    expect(await status(paymentId)).toBe('started');
    // An hour on, the hold's pay-by (20 minutes) has passed: the attempt is abandoned.
    await reconcile(61);
    expect(await status(paymentId)).toBe('cancelled');
    // A later word from the provider still counts: paid wins over a closed attempt.
    const { ipn } = await fake.pay(paymentId);
    const res = await t.app.inject({ method: 'POST', url: '/api/payments/sslcommerz/ipn', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(ipn).toString() });
    expect(res.statusCode, res.body).toBe(200);
    expect(await status(paymentId)).toBe('paid');
    expect((await read(who, pnr)).status).toBe('ticketed');
  });
});

describe('reconciliation with the TEST MODE provider', () => {
  let t: TestApp;
  let started: Awaited<ReturnType<typeof setUp>>['started'];
  beforeAll(async () => {
    ({ t, started } = await setUp({}));
  });
  afterAll(() => t?.close());
  const status = async (id: string) => (await t.database.db.select({ s: payments.status }).from(payments).where(eq(payments.id, id)))[0]!.s;

  it('leaves a page not yet completed alone while the booking may be paid, and closes it a day later', async () => {
    const { paymentId } = await started();
    const asked = await reconcilePayments(t.ctx, silent, minutesLater(6));
    expect(asked.asked).toBeGreaterThanOrEqual(1);
    expect(await status(paymentId)).toBe('started');
    await reconcilePayments(t.ctx, silent, minutesLater(25 * 60));
    expect(await status(paymentId)).toBe('cancelled');
  });
});
