import type { PaymentOutcome, TestPaymentView } from '@tarmac/shared';
import type { Logger } from '../lib/logger.js';
import { NotFoundError } from '../lib/domain-errors.js';
import * as repo from './payments.repo.js';
import { settlePayment, type Settlement } from './settle-payment.js';
import type { PaymentContext } from './start-payment.js';
import { isTestProvider, type TestPaymentProvider } from './test-provider.js';

const unknown = () => new NotFoundError('payment.testUnknown');

/** The configured provider when it is the test one; otherwise the TEST MODE routes do not exist (404). */
function testProvider(ctx: PaymentContext): TestPaymentProvider {
  if (!isTestProvider(ctx.payments)) throw unknown();
  return ctx.payments;
}

/** What the TEST MODE page shows about a payment. */
export async function testPaymentOf(ctx: PaymentContext, paymentId: string): Promise<TestPaymentView> {
  testProvider(ctx);
  const found = await repo.findPayment(ctx.database.db, paymentId);
  if (!found || found.payment.provider !== 'test') throw unknown();
  return { paymentId, pnr: found.pnr, amount: found.payment.amount, currency: 'BDT', status: found.payment.status };
}

/**
 * The TEST MODE page's Pay / Fail / Cancel: this plays the gateway. The amount and currency come from our own
 * record of the payment, the test provider signs the fields, and the very same settlement code as a real
 * provider's IPN takes it from there.
 */
export async function completeTestPayment(ctx: PaymentContext, paymentId: string, outcome: PaymentOutcome, log: Logger): Promise<Settlement> {
  const provider = testProvider(ctx);
  const found = await repo.findPayment(ctx.database.db, paymentId);
  if (!found || found.payment.provider !== 'test') throw unknown();
  const fields = provider.completionFields({ paymentId, amount: found.payment.amount, currency: found.payment.currency, outcome });
  return settlePayment(ctx, fields, log, found);
}
