import { describe, expect, it } from 'vitest';
import { createPaymentProvider } from './create-provider.js';
import { SslcommerzProvider, SSLCOMMERZ_LIVE_URL, SSLCOMMERZ_SANDBOX_URL } from './sslcommerz.js';
import { TestPaymentProvider } from './test-provider.js';

const test = { signingKey: 'a-test-signing-key-of-at-least-32-characters' };
const sslcommerz = { storeId: 'store', storePassword: 'store@ssl' };

describe('choosing the payment provider', () => {
  it('takes the test provider when none is configured', () => {
    expect(createPaymentProvider({ nodeEnv: 'development', test })).toBeInstanceOf(TestPaymentProvider);
    expect(createPaymentProvider({ test })).toBeInstanceOf(TestPaymentProvider);
  });

  it('refuses to fall back to the test provider in production', () => {
    expect(() => createPaymentProvider({ nodeEnv: 'production', test })).toThrow(
      'No payment provider is configured and NODE_ENV is production: set PAYMENT_PROVIDER=sslcommerz with the store id and password, or PAYMENT_PROVIDER=test to take fake payments on purpose.',
    );
    expect(() => createPaymentProvider({ name: 'test', nodeEnv: 'production', test })).toThrow(/NODE_ENV is production/);
  });

  it('runs the test provider in production when it was chosen explicitly', () => {
    expect(createPaymentProvider({ name: 'test', explicit: true, nodeEnv: 'production', test })).toBeInstanceOf(TestPaymentProvider);
  });

  it('takes SSLCommerz, sandbox unless live, and needs its store id and password', () => {
    const sandbox = createPaymentProvider({ name: 'sslcommerz', explicit: true, nodeEnv: 'production', sslcommerz });
    expect(sandbox).toBeInstanceOf(SslcommerzProvider);
    expect((sandbox as SslcommerzProvider).baseUrl).toBe(SSLCOMMERZ_SANDBOX_URL);
    const live = createPaymentProvider({ name: 'sslcommerz', sslcommerz: { ...sslcommerz, live: true } });
    expect((live as SslcommerzProvider).baseUrl).toBe(SSLCOMMERZ_LIVE_URL);
    expect(() => createPaymentProvider({ name: 'sslcommerz', sslcommerz: { storeId: 'store', storePassword: '' } })).toThrow(
      'PAYMENT_PROVIDER=sslcommerz needs the SSLCommerz store id and store password.',
    );
  });
});
