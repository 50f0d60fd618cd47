import type { Logger } from '../lib/logger.js';
import * as repo from './payments.repo.js';
import { PaymentProviderError, type VerifiedPayment } from './provider.js';
import { settleVerified } from './settle-payment.js';
import type { PaymentContext } from './start-payment.js';

export const RECONCILE_JOB = 'reconcile-payments';

/** How reconciliation paces itself (API.md "Trust"): first asked 5 minutes after a start, then every minute. */
export const RECONCILE = {
  /** A payment is first asked about this long after it started (its callback normally comes well before). */
  afterSeconds: repo.PENDING_LONG_SECONDS,
  /** Asked once a run (every minute) the first `often` times: a paid one is ticketed within 15 minutes. */
  often: 10,
  everySeconds: 50,
  /** Then every half hour, until the provider answers or the payment is closed as abandoned. */
  seldomSeconds: 30 * 60,
  /** An unconfirmed payment is closed once this old and its booking can no longer be paid by it. */
  abandonSeconds: 60 * 60,
  /** ... and in any case once this old (the provider's sessions are long gone). */
  giveUpSeconds: 24 * 60 * 60,
  batch: 50,
} as const;

export interface ReconcileReport {
  asked: number;
  settled: number;
  closed: number;
  /** The provider could not be asked or answered nothing: asked again at a later run. */
  unanswered: number;
}

/**
 * Asks the provider about every payment still started 5 minutes after it began, as a callback would have told
 * us, and settles each through the same path as a callback (the order's lifecycle: ticketed, refunded, failed).
 * A payment the provider knows nothing completed of is closed as cancelled once it is abandoned: an hour old with
 * its booking's pay-by passed (or the booking no longer held), or a day old. A provider that cannot be asked, or
 * whose validation answers nothing, leaves the payment as it is for the next run. Safe to run on several
 * processes at once: settling locks the payment and changes it once.
 */
export async function reconcilePayments(ctx: PaymentContext, log: Logger, now = new Date()): Promise<ReconcileReport> {
  const { db } = ctx.database;
  const due = await repo.paymentsToReconcile(db, {
    now,
    startedBefore: new Date(now.getTime() - RECONCILE.afterSeconds * 1000),
    often: RECONCILE.often,
    everySeconds: RECONCILE.everySeconds,
    seldomSeconds: RECONCILE.seldomSeconds,
    limit: RECONCILE.batch,
  });
  const report: ReconcileReport = { asked: 0, settled: 0, closed: 0, unanswered: 0 };
  for (const payment of due) {
    await repo.markPaymentChecked(db, payment.id, now);
    report.asked++;
    let verified: VerifiedPayment;
    try {
      verified = await ctx.payments.query({ paymentId: payment.id });
    } catch (err) {
      if (!(err instanceof PaymentProviderError)) throw err;
      report.unanswered++;
      log.warn({ paymentId: payment.id, err: err.message }, 'reconciliation: the payment provider gave no answer; asked again later');
      continue;
    }
    if (verified.outcome === 'unconfirmed') {
      if (!abandoned(payment, now)) continue;
      verified = { outcome: 'cancelled', paymentId: payment.id, reason: `Closed by reconciliation: ${verified.reason}`, raw: verified.raw };
      report.closed++;
    } else {
      report.settled++;
    }
    const settled = await settleVerified(ctx, verified, log);
    log.info({ paymentId: payment.id, pnr: settled.pnr, outcome: settled.outcome }, 'reconciliation settled a payment no callback had settled');
  }
  return report;
}

function abandoned(payment: repo.PaymentToReconcile, now: Date): boolean {
  const age = (now.getTime() - payment.createdAt.getTime()) / 1000;
  if (age >= RECONCILE.giveUpSeconds) return true;
  const payable = payment.bookingStatus === 'held' && payment.payBy > now;
  return age >= RECONCILE.abandonSeconds && !payable;
}
