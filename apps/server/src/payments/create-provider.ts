import type { PaymentProvider, PaymentProviderName } from './provider.js';
import { SslcommerzProvider, type SslcommerzSettings } from './sslcommerz.js';
import { TestPaymentProvider, type TestProviderSettings } from './test-provider.js';

export interface PaymentSettings {
  /** PAYMENT_PROVIDER; without it, the test provider. */
  name?: PaymentProviderName;
  /** True when PAYMENT_PROVIDER was set in the environment (not a default): required for `test` in production. */
  explicit?: boolean;
  /** NODE_ENV. */
  nodeEnv?: string;
  sslcommerz?: SslcommerzSettings;
  test?: TestProviderSettings;
}

/** The configured payment provider; throws a sentence naming the setting when the configuration cannot work. */
export function createPaymentProvider(settings: PaymentSettings): PaymentProvider {
  const name = settings.name ?? 'test';
  if (name === 'sslcommerz') {
    const ssl = settings.sslcommerz;
    if (!ssl?.storeId || !ssl.storePassword) {
      throw new Error('PAYMENT_PROVIDER=sslcommerz needs the SSLCommerz store id and store password.');
    }
    return new SslcommerzProvider(ssl);
  }
  if (name === 'test') {
    if (settings.nodeEnv === 'production' && !(settings.explicit && settings.name === 'test')) {
      throw new Error(
        'No payment provider is configured and NODE_ENV is production: set PAYMENT_PROVIDER=sslcommerz with the store id and password, ' +
          'or PAYMENT_PROVIDER=test to take fake payments on purpose.',
      );
    }
    if (!settings.test) throw new Error('The test payment provider needs a signing key.');
    return new TestPaymentProvider(settings.test);
  }
  throw new Error(`PAYMENT_PROVIDER must be sslcommerz or test, not ${String(name)}.`);
}
