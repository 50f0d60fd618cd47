import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AdminPayment, AuditEntry, Booking, PaymentAttentionSummary, PaymentReconcileAnswer, PaymentReconciliation } from '@tarmac/shared';
import { mailOutbox, payments } from '../db/schema.js';
import { createTestApp, createUser, json, type TestApp } from '../testing/test-app.js';
import { completeTestPayment, makePackage, startedPayment } from '../testing/factories.js';
import { startFakeSslcommerz, type FakeSslcommerz } from '../testing/fake-sslcommerz.js';

/**
 * The back office's reconciliation view (issue 33): an admin asks a payment's provider what it says of one payment
 * (its transaction query, as the reconciliation job does), sees it beside what we recorded, and settles it now
 * through the same path as the job. Against the local fake of SSLCommerz, and with the TEST MODE provider.
 */
type User = Awaited<ReturnType<typeof createUser>>;

describe('the reconciliation view with SSLCommerz', () => {
  let t: TestApp;
  let fake: FakeSslcommerz;
  let admin: User;
  let started: () => ReturnType<typeof startedPayment>;
  beforeAll(async () => {
    fake = await startFakeSslcommerz({ storeId: 'tarmac0test', storePassword: 'tarmac0test@ssl' });
    t = await createTestApp({
      HOLD_MAX_PER_ACCOUNT: '100',
      PAYMENT_PROVIDER: 'sslcommerz',
      SSLCOMMERZ_STORE_ID: 'tarmac0test',
      SSLCOMMERZ_STORE_PASSWORD: 'tarmac0test@ssl',
      SSLCOMMERZ_BASE_URL: fake.baseUrl,
    });
    admin = await createUser(t, { role: 'admin' });
    const silver = await makePackage(t, admin.auth, 'silver');
    started = () => startedPayment(t, admin.auth, silver._id, 'Rina Reconcile');
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const view = (paymentId: string, headers: Record<string, string> = admin.auth) => t.app.inject({ url: `/api/admin/payments/${paymentId}/reconciliation`, headers });
  const settle = (paymentId: string, headers: Record<string, string> = admin.auth) => t.app.inject({ method: 'POST', url: `/api/admin/payments/${paymentId}/reconcile`, headers });
  const read = async (who: User, pnr: string) => json<Booking>(await t.app.inject({ url: `/api/bookings/${pnr}`, headers: who.auth }));
  const status = async (id: string) => (await t.database.db.select({ s: payments.status }).from(payments).where(eq(payments.id, id)))[0]!.s;
  /** The payment as if it had started `minutes` ago (its callback long overdue). */
  const startedAgo = (id: string, minutes: number) => t.database.db.update(payments).set({ createdAt: new Date(Date.now() - minutes * 60_000) }).where(eq(payments.id, id));
  const needingAttention = async () => json<AdminPayment[]>(await t.app.inject({ url: '/api/admin/payments?needs=attention&limit=100', headers: admin.auth }));

  it('shows that the provider says paid while we recorded started, and settling now tickets the booking once', async () => {
    const { who, pnr, paymentId } = await started();
    await fake.pay(paymentId); // the money is taken; no IPN, and the browser never comes back
    await startedAgo(paymentId, 10);

    const attention = await needingAttention();
    expect(attention.find((p) => p._id === paymentId)?.attention).toBe('pendingLong');
    const summary = json<PaymentAttentionSummary>(await t.app.inject({ url: '/api/admin/payments/attention', headers: admin.auth }));
    expect(summary.pendingLong).toBeGreaterThanOrEqual(1);
    expect(summary.total).toBe(summary.pendingLong + summary.paidNotTicketed + summary.refundFailed + summary.refundOverdue);

    const before = json<PaymentReconciliation>(await view(paymentId));
    const booking = await read(who, pnr);
    expect(before).toMatchObject({
      paymentId,
      pnr,
      provider: 'sslcommerz',
      agree: false,
      canSettle: true,
      recorded: { status: 'started', amount: booking.total, providerRef: null, bookingStatus: 'held' },
      providerSays: { outcome: 'paid', amount: booking.total, currency: 'BDT' },
    });
    expect(before.providerSays.reference).toBeTruthy();
    expect(before.providerSays.at).toBeTruthy();
    expect(before.difference).toBe(
      `The provider says ${booking.total} TK was paid, but we recorded this payment as started: settling it now tickets the booking, or refunds the payment if the booking can no longer be ticketed.`,
    );
    const bangla = json<PaymentReconciliation>(await view(paymentId, { ...admin.auth, 'accept-language': 'bn' }));
    expect(bangla.difference).toMatch(/পরিশোধ সেবা বলছে/);
    // Asking changed nothing.
    expect(await status(paymentId)).toBe('started');

    // Two admins pressing "Settle now" at once settle it once.
    const [one, two] = await Promise.all([settle(paymentId), settle(paymentId)]);
    expect(one.statusCode, one.body).toBe(200);
    expect(two.statusCode, two.body).toBe(200);
    const messages = [json<PaymentReconcileAnswer>(one).message, json<PaymentReconcileAnswer>(two).message].sort();
    expect(messages).toContain('Settled as the provider says: the payment is now paid and the booking ticketed.');
    const after = await read(who, pnr);
    expect(after.status).toBe('ticketed');
    expect(after.passengers.flatMap((p) => p.tickets)).toHaveLength(1);
    expect(await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, who.email))).toHaveLength(1);

    // Again: nothing changes, and the view now shows agreement.
    const again = json<PaymentReconcileAnswer>(await settle(paymentId));
    expect(again.message).toBe('Nothing changed: We and the provider agree: the payment is paid.');
    expect(again.data).toMatchObject({ agree: true, canSettle: false, recorded: { status: 'paid', bookingStatus: 'ticketed', providerRef: before.providerSays.reference } });
    expect(json<PaymentReconciliation>(await view(paymentId)).difference).toBe('We and the provider agree: the payment is paid.');
    expect((await read(who, pnr)).passengers.flatMap((p) => p.tickets)).toHaveLength(1);
    expect((await needingAttention()).map((p) => p._id)).not.toContain(paymentId);

    // The audit log names the admin, once.
    const audit = json<AuditEntry[]>(await t.app.inject({ url: `/api/admin/audit?entity=booking&actor=${encodeURIComponent(admin.email)}`, headers: admin.auth }));
    const settled = audit.filter((e) => e.action === 'payment-settle' && e.after?.payment === paymentId);
    expect(settled).toHaveLength(1);
    expect(settled[0]).toMatchObject({ actorEmail: admin.email, before: { status: 'started', bookingStatus: 'held' }, after: { status: 'paid', bookingStatus: 'ticketed', providerSays: 'paid' } });
  });

  it('closes a payment the provider says failed, leaving the booking held', async () => {
    const { who, pnr, paymentId } = await started();
    await fake.fail(paymentId);
    const seen = json<PaymentReconciliation>(await view(paymentId));
    expect(seen).toMatchObject({ agree: false, canSettle: true, providerSays: { outcome: 'failed', amount: null } });
    expect(seen.difference).toBe('The provider says this payment failed, but we still record it as started: settling it now closes it and leaves the booking held.');
    const res = json<PaymentReconcileAnswer>(await settle(paymentId));
    expect(res.message).toBe('Settled as the provider says: the payment is now failed and the booking held.');
    expect(await status(paymentId)).toBe('failed');
    expect((await read(who, pnr)).status).toBe('held');
  });

  it('agrees on a payment nobody has completed yet, and settling it changes nothing', async () => {
    const { paymentId } = await started();
    const seen = json<PaymentReconciliation>(await view(paymentId));
    expect(seen).toMatchObject({ agree: true, canSettle: false, providerSays: { outcome: 'unconfirmed' } });
    expect(seen.difference).toBe('We and the provider agree: no payment has been completed yet.');
    expect(json<PaymentReconcileAnswer>(await settle(paymentId)).message).toBe('Nothing changed: We and the provider agree: no payment has been completed yet.');
    expect(await status(paymentId)).toBe('started');
  });

  it('answers 503 with a sentence when the provider cannot be asked, and changes nothing', async () => {
    const { paymentId } = await started();
    await fake.pay(paymentId);
    fake.breakNext('http-500', 'query');
    const asked = await view(paymentId);
    expect(asked.statusCode).toBe(503);
    expect(asked.json().error).toMatch(/^sslcommerz cannot be asked about this payment just now \(SSLCommerz answered HTTP 500 .*\); nothing was changed\. Please try again shortly\.$/);
    expect(asked.body).not.toContain('tarmac0test@ssl');
    fake.breakNext('non-json', 'query');
    const settled = await settle(paymentId);
    expect(settled.statusCode).toBe(503);
    expect(settled.json().error).toMatch(/nothing was changed/);
    expect(await status(paymentId)).toBe('started');
  });

  it('answers 404 for no such payment, and refuses passengers (the booking’s owner too) and strangers', async () => {
    const missing = await view('PAYNOSUCHPAYMENT');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('There is no payment with that id.');
    const { who, paymentId } = await started();
    await fake.pay(paymentId);
    for (const headers of [who.auth, (await createUser(t)).auth]) {
      expect((await view(paymentId, headers)).statusCode).toBe(403);
      expect((await settle(paymentId, headers)).statusCode).toBe(403);
    }
    expect((await view(paymentId, {})).statusCode).toBe(401);
    expect((await settle(paymentId, {})).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/admin/payments/attention', headers: who.auth })).statusCode).toBe(403);
    expect(await status(paymentId)).toBe('started');
  });
});

describe('the reconciliation view with the TEST MODE provider', () => {
  let t: TestApp;
  let admin: User;
  let started: () => ReturnType<typeof startedPayment>;
  beforeAll(async () => {
    t = await createTestApp({ HOLD_MAX_PER_ACCOUNT: '100' });
    admin = await createUser(t, { role: 'admin' });
    const silver = await makePackage(t, admin.auth, 'silver');
    started = () => startedPayment(t, admin.auth, silver._id, 'Tahmid Test');
  });
  afterAll(() => t?.close());
  const view = async (paymentId: string) => json<PaymentReconciliation>(await t.app.inject({ url: `/api/admin/payments/${paymentId}/reconciliation`, headers: admin.auth }));

  it('answers from what its TEST MODE page completed: a paid payment agrees, an unfinished one is not completed yet', async () => {
    const paid = await started();
    await completeTestPayment(t, paid.paymentId, 'paid');
    const seen = await view(paid.paymentId);
    expect(seen).toMatchObject({ agree: true, canSettle: false, recorded: { status: 'paid', bookingStatus: 'ticketed' }, providerSays: { outcome: 'paid', reference: `TEST-${paid.paymentId}` } });
    expect(seen.providerSays.amount).toBe(seen.recorded.amount);
    const open = await started();
    expect(await view(open.paymentId)).toMatchObject({ agree: true, providerSays: { outcome: 'unconfirmed' }, difference: 'We and the provider agree: no payment has been completed yet.' });
    const failed = await started();
    await completeTestPayment(t, failed.paymentId, 'failed');
    expect(await view(failed.paymentId)).toMatchObject({ agree: true, providerSays: { outcome: 'failed' }, difference: 'We and the provider agree: the payment failed.' });
  });
});
