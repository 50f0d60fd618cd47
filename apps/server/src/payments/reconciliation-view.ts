import { sentence, type PaymentAttentionSummary, type PaymentReconciliation, type Sentence } from '@tarmac/shared';
import type { Actor } from '../audit/audit.js';
import { ConflictError, NotFoundError, UnavailableError } from '../lib/domain-errors.js';
import type { Logger } from '../lib/logger.js';
import * as repo from './payments.repo.js';
import { PaymentProviderError, type VerifiedPayment } from './provider.js';
import { settleVerified } from './settle-payment.js';
import type { PaymentContext } from './start-payment.js';

/**
 * The back office's reconciliation view (issue 33): one payment as we recorded it beside what its provider says
 * when asked now, with the provider's own transaction query (`PaymentProvider.query`, the call the reconciliation
 * job makes), and settling it from that answer through the same path as the job and the callbacks
 * (`settleVerified`, which changes the booking only through its lifecycle). Nothing here changes a booking itself.
 */

type Recorded = NonNullable<Awaited<ReturnType<typeof repo.paymentForReconciliation>>>;

/** The comparison before its sentence is said in the caller's language. */
export interface Comparison {
  view: Omit<PaymentReconciliation, 'difference'>;
  difference: Sentence;
}

/** What settling did: the comparison after it, and whether it changed the payment or its booking. */
export interface SettleNow {
  comparison: Comparison;
  changed: boolean;
  /** What the comparison said before settling (what nothing was done about, when nothing changed). */
  before: Comparison;
}

async function recordedPayment(ctx: PaymentContext, paymentId: string): Promise<Recorded> {
  const found = await repo.paymentForReconciliation(ctx.database.db, paymentId);
  if (!found) throw new NotFoundError('reconcile.notFound');
  return found;
}

/** Asks the payment's provider about it: 404 for no such payment, 409 for one of another provider, 503 when it cannot be asked. */
async function askProvider(ctx: PaymentContext, paymentId: string, log: Logger): Promise<{ found: Recorded; verified: VerifiedPayment; askedAt: Date }> {
  const found = await recordedPayment(ctx, paymentId);
  if (found.payment.provider !== ctx.payments.name) {
    throw new ConflictError('reconcile.otherProvider', { provider: found.payment.provider, configured: ctx.payments.name });
  }
  const askedAt = new Date();
  try {
    return { found, verified: await ctx.payments.query({ paymentId: found.payment.id }), askedAt };
  } catch (err) {
    if (!(err instanceof PaymentProviderError)) throw err;
    log.warn({ paymentId, err: err.message }, 'reconciliation view: the payment provider gave no answer');
    throw new UnavailableError('reconcile.providerUnavailable', { provider: ctx.payments.name, why: err.message });
  }
}

/** Whether we and the provider agree, the sentence that says how they differ, and whether settling would change anything. */
function verdict(found: Recorded, verified: VerifiedPayment): { agree: boolean; canSettle: boolean; difference: Sentence } {
  const recorded = found.payment.status;
  const agree = (outcome: string) => ({ agree: true, canSettle: false, difference: sentence('reconcile.agree', { outcome }) });
  const differ = (difference: Sentence, canSettle = false) => ({ agree: false, canSettle, difference });
  if (verified.outcome === 'paid') {
    const amount = verified.amountPaisa / 100;
    if (recorded === 'started' || recorded === 'failed' || recorded === 'cancelled') return differ(sentence('reconcile.providerPaid', { amount, recorded }), true);
    if (recorded === 'refused') return agree('refused');
    if (verified.currency !== found.payment.currency || verified.amountPaisa !== found.payment.amount * 100) {
      return differ(sentence('reconcile.otherAmount', { amount, recordedAmount: found.payment.amount }));
    }
    if (found.payment.providerRef && verified.providerRef !== found.payment.providerRef) {
      return differ(sentence('reconcile.otherReference', { reference: verified.providerRef, recordedReference: found.payment.providerRef }));
    }
    if (!found.ticketedAt && !found.payment.changeOfferId && !found.refunded) return differ(sentence('reconcile.paidNotTicketed', { bookingStatus: found.bookingStatus }));
    return agree('paid');
  }
  if (recorded === 'paid' || recorded === 'refused') return differ(sentence('reconcile.providerNothing', { recorded }));
  if (verified.outcome === 'unconfirmed') return agree(recorded === 'started' ? 'unconfirmed' : recorded);
  if (recorded === 'started') return differ(sentence('reconcile.providerEnded', { outcome: verified.outcome }), true);
  return agree(recorded);
}

/** Our record beside the provider's answer. */
function compare(found: Recorded, verified: VerifiedPayment, askedAt: Date): Comparison {
  const { payment } = found;
  const paid = verified.outcome === 'paid' ? verified : null;
  const { difference, ...rest } = verdict(found, verified);
  return {
    view: {
      paymentId: payment.id,
      pnr: found.pnr,
      provider: payment.provider,
      recorded: {
        status: payment.status,
        amount: payment.amount,
        currency: payment.currency,
        providerRef: payment.providerRef,
        reason: payment.reason,
        bookingStatus: found.bookingStatus,
        updatedAt: payment.updatedAt.toISOString(),
      },
      providerSays: {
        outcome: verified.outcome,
        amount: paid ? paid.amountPaisa / 100 : null,
        currency: paid ? paid.currency : null,
        reference: paid ? paid.providerRef : null,
        at: verified.at ?? null,
        reason: verified.outcome === 'paid' ? null : verified.reason,
      },
      askedAt: askedAt.toISOString(),
      ...rest,
    },
    difference,
  };
}

/** GET …/reconciliation: asks the provider now and compares (changes nothing). */
export async function compareWithProvider(ctx: PaymentContext, paymentId: string, log: Logger): Promise<Comparison> {
  const { found, verified, askedAt } = await askProvider(ctx, paymentId, log);
  return compare(found, verified, askedAt);
}

/**
 * POST …/reconcile: asks the provider now and, when its word would change our record (paid while we have it
 * started, failed or cancelled; failed or cancelled while we have it started), settles the payment with that word
 * exactly as the reconciliation job does, the admin named in the audit log. Settling again, or a payment on which
 * we agree, changes nothing.
 */
export async function settleWithProvider(ctx: PaymentContext, paymentId: string, actor: Actor, log: Logger): Promise<SettleNow> {
  const { found, verified, askedAt } = await askProvider(ctx, paymentId, log);
  const before = compare(found, verified, askedAt);
  if (!before.view.canSettle) return { comparison: before, before, changed: false };
  const settled = await settleVerified(ctx, verified, log, undefined, actor);
  log.info({ paymentId, pnr: settled.pnr, outcome: settled.outcome, by: actor.email }, 'an admin settled a payment from the reconciliation view');
  const now = await recordedPayment(ctx, paymentId);
  const changed = now.payment.status !== found.payment.status || now.bookingStatus !== found.bookingStatus;
  return { comparison: compare(now, verified, askedAt), before, changed };
}

/** GET /api/admin/payments/attention: how many payments need a look, by why. */
export async function attentionSummary(ctx: PaymentContext): Promise<PaymentAttentionSummary> {
  const counts = await repo.paymentAttentionCounts(ctx.database.db);
  return { total: counts.pendingLong + counts.paidNotTicketed + counts.refundFailed + counts.refundOverdue, ...counts };
}
