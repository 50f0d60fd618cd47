import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSslcommerz, type FakeSslcommerz } from '../testing/fake-sslcommerz.js';
import { InvalidCallbackError, PaymentProviderError, bookingMismatch, matchesBooking, newPaymentId, type StartPaymentRequest } from './provider.js';
import { SslcommerzProvider } from './sslcommerz.js';

let fake: FakeSslcommerz;
let provider: SslcommerzProvider;

beforeAll(async () => {
  fake = await startFakeSslcommerz();
  provider = new SslcommerzProvider({ storeId: fake.storeId, storePassword: fake.storePassword, baseUrl: fake.baseUrl });
});
afterAll(async () => {
  await fake.close();
});

function request(overrides: Partial<StartPaymentRequest> = {}): StartPaymentRequest {
  return {
    paymentId: newPaymentId(),
    amount: 1500,
    currency: 'BDT',
    pnr: 'ABC234',
    customer: { name: 'Nusrat Jahan', email: 'nusrat@example.com', phone: '01711111111' },
    urls: {
      success: 'https://tarmac.example/api/payments/sslcommerz/success',
      fail: 'https://tarmac.example/api/payments/sslcommerz/fail',
      cancel: 'https://tarmac.example/api/payments/sslcommerz/cancel',
      ipn: 'https://tarmac.example/api/payments/sslcommerz/ipn',
    },
    description: 'Air tickets ABC234 DAC-CGP',
    ...overrides,
  };
}

/** Opens a session for a fresh payment and returns its id. */
async function started(overrides: Partial<StartPaymentRequest> = {}): Promise<string> {
  const r = request(overrides);
  await provider.start(r);
  return r.paymentId;
}

describe('opening a payment session', () => {
  it('sends the documented fields and answers the gateway page to send the browser to', async () => {
    const r = request();
    const started = await provider.start(r);
    expect(started.redirectUrl).toContain(`${fake.baseUrl}/gwprocess/v4/gw.php`);
    expect(started.sessionRef).toMatch(/^[0-9A-F]{32}$/);
    const session = fake.session(r.paymentId);
    expect(session.fields).toMatchObject({
      store_id: fake.storeId,
      total_amount: '1500.00',
      currency: 'BDT',
      tran_id: r.paymentId,
      success_url: r.urls.success,
      fail_url: r.urls.fail,
      cancel_url: r.urls.cancel,
      ipn_url: r.urls.ipn,
      cus_name: 'Nusrat Jahan',
      cus_email: 'nusrat@example.com',
      cus_phone: '01711111111',
      shipping_method: 'NO',
      product_profile: 'general',
      value_a: 'ABC234',
    });
  });

  it('uses the airline-tickets profile with its flight fields when the flight is given', async () => {
    const r = request({ flight: { hoursTillDeparture: 49.7, type: 'Return', journeyFromTo: 'DAC-CGP' } });
    await provider.start(r);
    expect(fake.session(r.paymentId).fields).toMatchObject({
      product_profile: 'airline-tickets',
      hours_till_departure: '49 hrs',
      flight_type: 'Return',
      pnr: 'ABC234',
      journey_from_to: 'DAC-CGP',
      third_party_booking: 'No',
    });
  });

  it('refuses a payment id longer than SSLCommerz takes before calling it', async () => {
    await expect(provider.start(request({ paymentId: 'x'.repeat(31) }))).rejects.toThrow(/30 characters/);
  });

  it('turns the gateway refusing the session into a sentence', async () => {
    const error = await provider.start(request({ amount: 5 })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect((error as Error).message).toMatch(/^SSLCommerz refused to open a payment session: .*total_amount/);
  });
});

describe('verifying a callback', () => {
  it('finds a paid payment with the validated amount, currency and bank reference', async () => {
    const paymentId = await started();
    const { ipn, transaction } = await fake.pay(paymentId);
    const verified = await provider.verify(ipn);
    expect(verified).toMatchObject({ outcome: 'paid', paymentId, amountPaisa: 150_000, amountText: '1500.00', currency: 'BDT', providerRef: transaction.bankTranId, risky: false });
    expect(matchesBooking(verified, { amount: 1500, currency: 'BDT' })).toBe(true);
    expect(JSON.stringify(verified.raw)).not.toContain(fake.storePassword);
  });

  it('verifies the IPN SSLCommerz really posts to the ipn_url', async () => {
    const received: Record<string, string>[] = [];
    const listener = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString('utf8')));
      req.on('end', () => {
        received.push(Object.fromEntries(new URLSearchParams(body)));
        res.end('OK');
      });
    });
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    try {
      const ipnUrl = `http://127.0.0.1:${(listener.address() as AddressInfo).port}/api/payments/sslcommerz/ipn`;
      const r = request({ urls: { ...request().urls, ipn: ipnUrl } });
      await provider.start(r);
      const { ipnDelivery } = await fake.pay(r.paymentId, { postIpn: true });
      expect(ipnDelivery?.status).toBe(200);
      expect(received).toHaveLength(1);
      const verified = await provider.verify(received[0] ?? {});
      expect(verified).toMatchObject({ outcome: 'paid', paymentId: r.paymentId, amountPaisa: 150_000 });
    } finally {
      await new Promise<void>((resolve) => listener.close(() => resolve()));
    }
  });

  it('gives the same answer when the same IPN is verified twice', async () => {
    const paymentId = await started();
    const { ipn } = await fake.pay(paymentId);
    const first = await provider.verify(ipn);
    const second = await provider.verify(ipn);
    expect(first.raw.status).toBe('VALID');
    expect(second.raw.status).toBe('VALIDATED');
    const { raw: _first, ...firstAnswer } = first;
    const { raw: _second, ...secondAnswer } = second;
    expect(secondAnswer).toEqual(firstAnswer);
  });

  it('does not count a forged IPN whose val_id SSLCommerz does not know', async () => {
    const paymentId = await started();
    const forged = { status: 'VALID', tran_id: paymentId, val_id: '2407011200001ABCDEFGHIJ', amount: '1500.00', currency: 'BDT', bank_tran_id: 'FORGED1' };
    const verified = await provider.verify(forged);
    expect(verified.outcome).toBe('unconfirmed');
    expect(verified.paymentId).toBe(paymentId);
    expect(matchesBooking(verified, { amount: 1500, currency: 'BDT' })).toBe(false);
  });

  it('takes the validated amount, not the posted one, so a larger posted amount cannot make a small payment count', async () => {
    const paymentId = await started();
    const { ipn } = await fake.pay(paymentId, { amount: '15.00' });
    const verified = await provider.verify({ ...ipn, amount: '1500.00', currency_amount: '1500.00', store_amount: '1462.50' });
    expect(verified).toMatchObject({ outcome: 'paid', amountPaisa: 1500, amountText: '15.00' });
    expect(matchesBooking(verified, { amount: 1500, currency: 'BDT' })).toBe(false);
    expect(bookingMismatch(verified, { amount: 1500, currency: 'BDT' })).toBe("The payment of 15.00 BDT does not equal the booking's total of 1500 BDT.");
  });

  it('takes the validated transaction id, not the posted one, so a payment for one order cannot pay another', async () => {
    const cheap = await started({ amount: 20 });
    const dear = await started();
    const { ipn } = await fake.pay(cheap);
    const verified = await provider.verify({ ...ipn, tran_id: dear });
    expect(verified).toMatchObject({ outcome: 'paid', paymentId: cheap, amountPaisa: 2000 });
  });

  it('compares paisa exactly, so a fraction of a taka short does not count', async () => {
    const paymentId = await started();
    const { ipn } = await fake.pay(paymentId, { amount: '1499.99' });
    const verified = await provider.verify(ipn);
    expect(verified).toMatchObject({ outcome: 'paid', amountPaisa: 149_999 });
    expect(matchesBooking(verified, { amount: 1500, currency: 'BDT' })).toBe(false);
  });

  it('reports a payment in another currency so the caller refuses it', async () => {
    const paymentId = await started();
    const { ipn } = await fake.pay(paymentId, { currency: 'USD' });
    const verified = await provider.verify({ ...ipn, currency_type: 'BDT' });
    expect(verified).toMatchObject({ outcome: 'paid', currency: 'USD', amountPaisa: 150_000 });
    expect(matchesBooking(verified, { amount: 1500, currency: 'BDT' })).toBe(false);
    expect(bookingMismatch(verified, { amount: 1500, currency: 'BDT' })).toBe('The payment was made in USD, but the booking is priced in BDT.');
  });

  it('passes on the risk flag of a risky payment', async () => {
    const paymentId = await started();
    const { ipn } = await fake.pay(paymentId, { risky: true });
    expect(await provider.verify(ipn)).toMatchObject({ outcome: 'paid', risky: true });
  });

  it('confirms a failed payment with SSLCommerz before reporting it failed', async () => {
    const paymentId = await started();
    const { ipn } = await fake.fail(paymentId);
    expect(await provider.verify(ipn)).toMatchObject({ outcome: 'failed', paymentId });
  });

  it('reports a cancelled payment as cancelled', async () => {
    const paymentId = await started();
    const { ipn } = await fake.cancel(paymentId);
    expect(await provider.verify(ipn)).toMatchObject({ outcome: 'cancelled', paymentId });
  });

  it('does not believe a posted failure that SSLCommerz never recorded', async () => {
    const paymentId = await started();
    expect(await provider.verify({ status: 'FAILED', tran_id: paymentId })).toMatchObject({ outcome: 'unconfirmed', paymentId });
  });

  it('finds the payment when a forged cancellation is posted for a transaction that was paid', async () => {
    const paymentId = await started();
    const { transaction } = await fake.pay(paymentId);
    expect(await provider.verify({ status: 'CANCELLED', tran_id: paymentId })).toMatchObject({ outcome: 'paid', providerRef: transaction.bankTranId });
  });

  it('finds a payment that succeeded after a declined attempt', async () => {
    const paymentId = await started();
    const declined = await fake.fail(paymentId);
    await fake.pay(paymentId);
    expect(await provider.verify(declined.ipn)).toMatchObject({ outcome: 'paid', paymentId, amountPaisa: 150_000 });
  });

  it('verifies the fields the browser brings back from the payment page', async () => {
    const r = request();
    const { redirectUrl } = await provider.start(r);
    const page = await (await fetch(redirectUrl)).text();
    expect(page).toContain('1500.00 BDT');
    const back = await (await fetch(`${fake.baseUrl}/fake/complete`, { method: 'POST', body: new URLSearchParams({ sessionkey: fake.session(r.paymentId).sessionkey, outcome: 'pay' }) })).text();
    expect(back).toContain(`action="${r.urls.success}"`);
    const posted = Object.fromEntries([...back.matchAll(/name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1] ?? '', (m[2] ?? '').replace(/&#(\d+);/g, (_, c: string) => String.fromCharCode(Number(c)))]));
    expect(await provider.verify(posted)).toMatchObject({ outcome: 'paid', paymentId: r.paymentId, amountPaisa: 150_000 });
  });

  it('refuses a callback that names no transaction', async () => {
    await expect(provider.verify({ status: 'VALID' })).rejects.toBeInstanceOf(InvalidCallbackError);
  });
});

describe('when SSLCommerz cannot be asked', () => {
  it('fails clearly on a wrong store password, without repeating it', async () => {
    const wrong = new SslcommerzProvider({ storeId: fake.storeId, storePassword: 'not-the-password-9f3a', baseUrl: fake.baseUrl });
    const startError = await wrong.start(request()).catch((e: unknown) => e);
    expect(startError).toBeInstanceOf(PaymentProviderError);
    expect((startError as Error).message).toBe('SSLCommerz refused to open a payment session: Store Credential Error Or Store is De-active.');

    const paymentId = await started();
    const { ipn } = await fake.pay(paymentId);
    const verifyError = await wrong.verify(ipn).catch((e: unknown) => e);
    expect(verifyError).toBeInstanceOf(PaymentProviderError);
    expect((verifyError as Error).message).toBe('SSLCommerz would not validate a payment: it refused the store id or password.');
    for (const e of [startError, verifyError]) expect(String((e as Error).message) + String((e as Error).stack)).not.toContain('not-the-password-9f3a');
  });

  it('turns an answer that is not JSON into a sentence', async () => {
    fake.breakNext('non-json');
    await expect(provider.start(request())).rejects.toThrow(new PaymentProviderError('SSLCommerz answered something other than JSON when asked to open a payment session.'));
  });

  it('turns a server error into a sentence', async () => {
    const paymentId = await started();
    const { ipn } = await fake.pay(paymentId);
    fake.breakNext('http-500');
    await expect(provider.verify(ipn)).rejects.toThrow(new PaymentProviderError('SSLCommerz answered HTTP 500 when asked to validate a payment.'));
  });

  it('turns an unreachable gateway into a sentence', async () => {
    const closed = await startFakeSslcommerz();
    await closed.close();
    const offline = new SslcommerzProvider({ storeId: 's', storePassword: 'secret-password-77', baseUrl: closed.baseUrl });
    const error = await offline.start(request()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect((error as Error).message).toBe('SSLCommerz could not be reached to open a payment session (ECONNREFUSED).');
  });

  it('stops waiting for a gateway that does not answer', async () => {
    const impatient = new SslcommerzProvider({ storeId: fake.storeId, storePassword: fake.storePassword, baseUrl: fake.baseUrl, timeoutMs: 200 });
    fake.breakNext('hang');
    await expect(impatient.start(request())).rejects.toThrow(new PaymentProviderError('SSLCommerz could not be reached to open a payment session (no answer in time).'));
  });
});

describe('refunds', () => {
  async function paid(): Promise<{ paymentId: string; bankTranId: string }> {
    const paymentId = await started();
    const { transaction } = await fake.pay(paymentId);
    return { paymentId, bankTranId: transaction.bankTranId };
  }

  it('gives money back and answers the refund reference', async () => {
    const { paymentId, bankTranId } = await paid();
    const result = await provider.refund({ refundId: 'RF1', paymentId, providerRef: bankTranId, amount: 1200, reason: 'Cancelled by the traveller' });
    expect(result).toMatchObject({ status: 'done' });
    expect(result.refundRef).toBeTruthy();
    const call = fake.requests.at(-1);
    expect(call?.params).toMatchObject({ bank_tran_id: bankTranId, refund_amount: '1200.00', refund_trans_id: 'RF1', refund_remarks: 'Cancelled by the traveller', store_passwd: '***' });
  });

  it('does not refund twice when the same refund is asked again', async () => {
    const { paymentId, bankTranId } = await paid();
    const first = await provider.refund({ refundId: 'RF2', paymentId, providerRef: bankTranId, amount: 1500, reason: 'Cancelled' });
    const again = await provider.refund({ refundId: 'RF2', paymentId, providerRef: bankTranId, amount: 1500, reason: 'Cancelled' });
    expect(again).toEqual(first);
    expect(fake.refunds.filter((r) => r.bankTranId === bankTranId)).toHaveLength(1);
  });

  it('reports a refund SSLCommerz declines with its reason', async () => {
    const { paymentId, bankTranId } = await paid();
    const result = await provider.refund({ refundId: 'RF3', paymentId, providerRef: bankTranId, amount: 1501, reason: 'Too much' });
    expect(result).toEqual({ status: 'failed', refundRef: undefined, message: 'The refund amount exceeds the amount left to refund.' });
  });

  it('follows a processing refund until it is done', async () => {
    const { paymentId, bankTranId } = await paid();
    fake.setRefundMode('processing');
    try {
      const pending = await provider.refund({ refundId: 'RF4', paymentId, providerRef: bankTranId, amount: 500, reason: 'Cancelled' });
      expect(pending.status).toBe('pending');
      const refundRef = pending.refundRef ?? '';
      expect(await provider.refundStatus({ refundRef })).toMatchObject({ status: 'pending', refundRef });
      fake.settleRefund(refundRef);
      expect(await provider.refundStatus({ refundRef })).toMatchObject({ status: 'done', refundRef });
    } finally {
      fake.setRefundMode('success');
    }
  });
});
