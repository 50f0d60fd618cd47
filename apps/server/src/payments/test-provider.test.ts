import { describe, expect, it } from 'vitest';
import { InvalidCallbackError, matchesBooking, newPaymentId } from './provider.js';
import { TestPaymentProvider, isTestProvider } from './test-provider.js';

const signingKey = 'a-test-signing-key-of-at-least-32-characters';
const provider = new TestPaymentProvider({ signingKey, publicUrl: 'https://tarmac.example/' });

const urls = { success: 'https://x/s', fail: 'https://x/f', cancel: 'https://x/c', ipn: 'https://x/i' };

describe('the test payment provider', () => {
  it('sends the browser to our own TEST MODE page for the payment', async () => {
    const paymentId = newPaymentId();
    const started = await provider.start({ paymentId, amount: 1500, currency: 'BDT', pnr: 'ABC234', customer: { name: 'A', email: 'a@example.com' }, urls, description: 'Air tickets' });
    expect(started.redirectUrl).toBe(`https://tarmac.example/payments/test/${paymentId}`);
    const relative = new TestPaymentProvider({ signingKey });
    expect((await relative.start({ paymentId, amount: 1500, currency: 'BDT', pnr: 'ABC234', customer: { name: 'A', email: 'a@example.com' }, urls, description: 'x' })).redirectUrl).toBe(
      `/payments/test/${paymentId}`,
    );
  });

  it('refuses what a real provider would refuse: a long payment id or an amount that is not whole taka', async () => {
    const base = { amount: 1500, currency: 'BDT' as const, pnr: 'ABC234', customer: { name: 'A', email: 'a@example.com' }, urls, description: 'x' };
    await expect(provider.start({ ...base, paymentId: 'p'.repeat(31) })).rejects.toThrow(/30 characters/);
    await expect(provider.start({ ...base, paymentId: 'PAY1', amount: 10.5 })).rejects.toThrow(/whole number of taka/);
  });

  it('verifies a completed TEST MODE payment as paid with the amount the server signed', async () => {
    const paymentId = newPaymentId();
    const fields = provider.completionFields({ paymentId, amount: 1500, currency: 'BDT', outcome: 'paid' });
    const verified = await provider.verify(fields);
    expect(verified).toMatchObject({ outcome: 'paid', paymentId, amountPaisa: 150_000, currency: 'BDT', providerRef: `TEST-${paymentId}` });
    expect(matchesBooking(verified, { amount: 1500, currency: 'BDT' })).toBe(true);
  });

  it('reports a failed or cancelled TEST MODE payment as such', async () => {
    const paymentId = newPaymentId();
    for (const outcome of ['failed', 'cancelled'] as const) {
      expect(await provider.verify(provider.completionFields({ paymentId, amount: 1500, currency: 'BDT', outcome }))).toMatchObject({ outcome, paymentId });
    }
  });

  it('does not count fields whose amount, currency or outcome were changed after signing', async () => {
    const paymentId = newPaymentId();
    const paid = provider.completionFields({ paymentId, amount: 15, currency: 'BDT', outcome: 'paid' });
    expect((await provider.verify({ ...paid, amount: '1500.00' })).outcome).toBe('unconfirmed');
    expect((await provider.verify({ ...paid, currency: 'USD' })).outcome).toBe('unconfirmed');
    const failed = provider.completionFields({ paymentId, amount: 1500, currency: 'BDT', outcome: 'failed' });
    expect((await provider.verify({ ...failed, outcome: 'paid' })).outcome).toBe('unconfirmed');
  });

  it('does not count fields signed with another key or not signed at all', async () => {
    const paymentId = newPaymentId();
    const other = new TestPaymentProvider({ signingKey: 'another-signing-key-of-at-least-32-chars!!' });
    const foreign = other.completionFields({ paymentId, amount: 1500, currency: 'BDT', outcome: 'paid' });
    expect(await provider.verify(foreign)).toMatchObject({ outcome: 'unconfirmed', paymentId });
    const { signature: _dropped, ...unsigned } = provider.completionFields({ paymentId, amount: 1500, currency: 'BDT', outcome: 'paid' });
    expect((await provider.verify(unsigned)).outcome).toBe('unconfirmed');
  });

  it('keeps no state: another process with the same key verifies what this one signed, as often as asked', async () => {
    const paymentId = newPaymentId();
    const fields = provider.completionFields({ paymentId, amount: 2400, currency: 'BDT', outcome: 'paid' });
    const elsewhere = new TestPaymentProvider({ signingKey, publicUrl: 'https://other-host.example' });
    const first = await elsewhere.verify(fields);
    const again = await elsewhere.verify(fields);
    expect(first).toMatchObject({ outcome: 'paid', amountPaisa: 240_000 });
    expect(again).toEqual(first);
  });

  it('ignores extra posted fields', async () => {
    const paymentId = newPaymentId();
    const fields = provider.completionFields({ paymentId, amount: 1500, currency: 'BDT', outcome: 'paid' });
    expect((await provider.verify({ ...fields, note: 'hello' })).outcome).toBe('paid');
  });

  it('refuses a callback that names no payment', async () => {
    await expect(provider.verify({ outcome: 'paid' })).rejects.toBeInstanceOf(InvalidCallbackError);
  });

  it('refunds at once, with the same reference when the same refund is asked again', async () => {
    const request = { refundId: 'RF1', paymentId: 'PAY1', providerRef: 'TEST-PAY1', amount: 1200, reason: 'Cancelled' };
    const first = await provider.refund(request);
    expect(first).toEqual({ status: 'done', refundRef: 'TEST-REFUND-RF1' });
    expect(await provider.refund(request)).toEqual(first);
    expect(await provider.refundStatus({ refundRef: 'TEST-REFUND-RF1' })).toEqual(first);
  });

  it('needs a signing key long enough to be a secret', () => {
    expect(() => new TestPaymentProvider({ signingKey: 'short' })).toThrow('The test payment provider needs a signing key of at least 32 characters.');
  });

  it('can be told apart from a real provider', () => {
    expect(isTestProvider(provider)).toBe(true);
  });
});
