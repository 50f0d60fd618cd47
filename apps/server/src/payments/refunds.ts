import { randomBytes } from 'node:crypto';
import { formatTk, readSentenceKey, sentenceKey, type AdminRefund, type Sentence } from '@tarmac/shared';
import type { AppContext } from '../context.js';
import type { Db } from '../db/open.js';
import type { Logger } from '../lib/logger.js';
import { enqueueMail, type WrittenMail } from '../mail/outbox.js';
import { say, type Language } from '../i18n/messages.js';
import * as repo from './payments.repo.js';
import { PaymentProviderError } from './provider.js';
import { isSentenceId, say as sayReason } from '../i18n/sentences.js';
import { refundToWallet, WALLET_PROVIDER } from '../agencies/wallet-ledger.js';

export const REFUND_JOB = 'refund';
export const REFUND_SWEEP_JOB = 'refund-sweep';

export type RefundContext = Pick<AppContext, 'database' | 'payments' | 'jobs' | 'outbox'>;

/** A fresh refund id every provider accepts: "RF" and 20 random letters and digits (at most 30, no symbols). */
export function newRefundId(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  let id = 'RF';
  for (const byte of randomBytes(20)) id += alphabet[byte & 31];
  return id;
}

/**
 * Records a refund of `amount` of a paid payment, in the caller's transaction, and queues the refund job in
 * the same transaction (so the refund is asked of the provider if and only if the row commits). Without a
 * queue, the caller runs `afterCommit` with the answered id. Money adds up: the payment row is locked and a
 * refund never takes more than what remains of its payment after earlier refunds; when nothing remains no
 * refund is made (null). Bookings call it through their lifecycle.
 */
export async function requestRefund(
  ctx: Pick<RefundContext, 'jobs'>,
  tx: Db,
  refund: { bookingId: string; paymentId: string; amount: number; reason: Sentence },
): Promise<string | null> {
  const payment = await repo.lockRefundablePayment(tx, refund.paymentId);
  const amount = Math.min(refund.amount, payment?.remaining ?? 0);
  if (!payment || amount <= 0) return null;
  const id = newRefundId();
  if (payment.provider === WALLET_PROVIDER) {
    // Paid from an agency's wallet (issue 32): the money goes back to the wallet now, no provider to ask.
    await repo.insertRefund(tx, { id, ...refund, amount, reason: storedReason(refund.reason), expectedBy: new Date() });
    await repo.updateRefund(tx, id, { status: 'done', providerRef: WALLET_PROVIDER });
    await refundToWallet(tx, { agencyId: String(payment.raw?.agencyId ?? ''), bookingId: refund.bookingId, paymentId: refund.paymentId, refundId: id, amount });
    return id;
  }
  const expectedBy = new Date(Date.now() + refundDays(payment) * 86_400_000);
  await repo.insertRefund(tx, { id, ...refund, amount, reason: storedReason(refund.reason), expectedBy });
  if (ctx.jobs) await ctx.jobs.send(REFUND_JOB, { refundId: id }, { tx });
  return id;
}

/** Days until a refund's money is back (API.md): 7 for cards, 20 for other methods (mobile and internet banking). */
export const REFUND_DAYS = { card: 7, other: 20 } as const;
/** Times the provider may refuse a refund before it is left failed for an admin. */
export const REFUND_MAX_ATTEMPTS = 3;

/**
 * How long a refund of this payment takes: SSLCommerz names the method paid with (`card_type`, e.g. "VISA-Dutch
 * Bangla" or "BKASH-BKash"); the TEST MODE page stands for a card.
 */
export function refundDays(payment: { provider: string; raw: Record<string, unknown> | null }): number {
  if (payment.provider === 'test') return REFUND_DAYS.card;
  const method = typeof payment.raw?.card_type === 'string' ? payment.raw.card_type : '';
  return /visa|master|amex|unionpay|jcb|diners|card/i.test(method) && !/bkash|nagad|rocket|upay|ibank|internet/i.test(method) ? REFUND_DAYS.card : REFUND_DAYS.other;
}

/** After the commit of refunds requested without a queue (tests, scripts): ask the provider now. */
export async function refundsAfterCommit(ctx: RefundContext, refundIds: readonly string[], log: Logger): Promise<void> {
  if (ctx.jobs) return;
  for (const id of refundIds) {
    await processRefund(ctx, id).catch((err: unknown) => log.warn({ err, refundId: id }, 'refund could not be made yet; the sweep tries again'));
  }
}

const isOpen = (status: repo.RefundRow['status']) => status === 'requested' || status === 'processing';

/**
 * Asks the provider to make a refund (or, for one it is processing, where it stands) and records the answer:
 * requested → processing → done. A refusal is asked again by the sweep (a new attempt, under an id of its own) up
 * to REFUND_MAX_ATTEMPTS times, then left `failed` for an admin (GET /api/admin/refunds?status=failed). Safe to
 * repeat: a done or failed refund is left alone, and the provider treats the same refund id as the same refund.
 * A refund that is done tells the traveller by mail, in the transaction that records it.
 * Throws PaymentProviderError when the provider cannot be asked (the job retries).
 */
export async function processRefund(ctx: RefundContext, refundId: string): Promise<repo.RefundRow['status'] | null> {
  const { db } = ctx.database;
  const current = await repo.findRefund(db, refundId);
  if (!current || !isOpen(current.status)) return current?.status ?? null;
  const found = await db.transaction((tx) => repo.lockRefund(tx, refundId));
  if (!found?.paymentRef) throw new PaymentProviderError('The payment to refund has no provider reference.');
  // Each new attempt after a refusal is a refund of its own at the provider (the refused one stays refused there).
  const attemptId = current.attempts === 0 ? refundId : `${refundId}T${current.attempts}`;
  const answer = current.providerRef
    ? await ctx.payments.refundStatus({ refundRef: current.providerRef })
    : await ctx.payments.refund({ refundId: attemptId, paymentId: current.paymentId, providerRef: found.paymentRef, amount: current.amount, reason: refundReasonIn('en', current.reason) });
  const done = await db.transaction(async (tx) => {
    const row = await repo.lockRefund(tx, refundId);
    if (!row || !isOpen(row.refund.status)) return false;
    if (answer.status === 'failed') {
      const attempts = row.refund.attempts + 1;
      await repo.updateRefund(tx, refundId, {
        status: attempts >= REFUND_MAX_ATTEMPTS ? 'failed' : 'requested',
        providerRef: null,
        attempts,
        lastError: answer.message ?? 'The provider refused the refund.',
      });
      return false;
    }
    await repo.updateRefund(tx, refundId, { status: answer.status === 'pending' ? 'processing' : 'done', providerRef: answer.refundRef ?? row.refund.providerRef });
    if (answer.status !== 'done') return false;
    await enqueueMail(tx, refundMail({ to: row.email, pnr: row.pnr, amount: row.refund.amount, reason: row.refund.reason, language: row.language }));
    return true;
  });
  if (done) ctx.outbox.kick();
  return (await repo.findRefund(db, refundId))?.status ?? null;
}

/** Asks again about refunds left pending (the provider was away, or it is still processing them). */
export async function processPendingRefunds(ctx: RefundContext, log: Logger, now = new Date()): Promise<void> {
  // A refund just requested is the refund job's; the sweep takes those untouched for a minute.
  for (const id of await repo.pendingRefundIds(ctx.database.db, new Date(now.getTime() - 60_000))) {
    await processRefund(ctx, id).catch((err: unknown) => log.warn({ err, refundId: id }, 'refund still cannot be made'));
  }
}

/**
 * A refund's reason in `language`. The refund keeps it as a sentence key (its id and values, `sentenceKey`); a
 * row written before reasons had ids holds English text, shown as it is stored.
 */
export function refundReasonIn(language: Language, stored: string): string {
  const reason = readSentenceKey(stored, isSentenceId);
  return reason ? sayReason(language, reason) : stored;
}

/** A refund's reason as the refunds table keeps it: its sentence key. */
export const storedReason = (reason: Sentence): string => sentenceKey(reason.id, reason.values);

/** The mail telling a traveller their refund is made, in the booking's language. */
export function refundMail(r: { to: string; pnr: string; amount: number; reason: string; language?: Language }): WrittenMail {
  const language = r.language ?? 'en';
  const text = [
    say(language, 'refundMail.refunded', { amount: formatTk(r.amount, language), pnr: r.pnr }),
    '',
    refundReasonIn(language, r.reason),
    '',
    say(language, 'refundMail.bank'),
  ].join('\n');
  return { to: r.to, subject: say(language, 'refundMail.subject', { pnr: r.pnr }), text };
}

/** The admin's list of refunds (of one status), with their booking's PNR and the provider's refusals. */
export async function readRefunds(ctx: Pick<RefundContext, 'database'>, status?: repo.RefundRow['status']): Promise<AdminRefund[]> {
  return (await repo.listRefunds(ctx.database.db, status)).map(({ refund: r, pnr }) => ({
    _id: r.id,
    pnr,
    paymentId: r.paymentId,
    amount: r.amount,
    status: r.status,
    attempts: r.attempts,
    lastError: r.lastError,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    expectedBy: r.expectedBy.toISOString(),
  }));
}
