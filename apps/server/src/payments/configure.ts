import { ConfigError, type Config } from '../config.js';
import { createPaymentProvider } from './create-provider.js';
import type { PaymentProvider } from './provider.js';
import type { TestPaymentRecord } from './test-provider.js';

/**
 * The payment provider of the configuration, made once at start-up. A configuration that cannot work (the test
 * provider by default under NODE_ENV=production, SSLCommerz without its store) stops start-up with a sentence.
 * The test provider signs with a key derived from the session secret, the same on every process, and reads what
 * its TEST MODE page completed from our payments table (`testRecords`).
 */
export function paymentProviderOf(config: Config, sessionSecret: string, testRecords?: (paymentId: string) => Promise<TestPaymentRecord | null>): PaymentProvider {
  try {
    return createPaymentProvider({
      name: config.payments.provider,
      explicit: config.payments.explicit,
      ...(config.nodeEnv ? { nodeEnv: config.nodeEnv } : {}),
      ...(config.payments.sslcommerz ? { sslcommerz: withoutUndefined(config.payments.sslcommerz) } : {}),
      // A path on this site: the TEST MODE page is ours, wherever the browser reached us.
      test: { signingKey: sessionSecret, ...(testRecords ? { records: testRecords } : {}) },
    });
  } catch (err) {
    throw new ConfigError(err instanceof Error ? err.message : String(err));
  }
}

function withoutUndefined<T extends object>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
}
