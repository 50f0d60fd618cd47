import { sentence, type PaymentResultOutcome } from '@tarmac/shared';
import { sayAnswer } from '../i18n/sentences.js';
import { expireHolds, inOrderTransaction, payServices, refund, ticket, type OrderTx } from '../bookings/lifecycle.js';
import { recordAudit, type Actor } from '../audit/audit.js';
import { servicesOfPayment } from '../services/services.repo.js';
import { settleChangePayment } from '../bookings/change-flight.js';
import { InvalidInputError, UnavailableError } from '../lib/domain-errors.js';
import type { Logger } from '../lib/logger.js';
import { decimalToPaisa } from './amount.js';
import * as repo from './payments.repo.js';
import { InvalidCallbackError, PaymentProviderError, paymentMismatch, type PaidPayment, type VerifiedPayment } from './provider.js';
import type { PaymentContext } from './start-payment.js';

type FoundPayment = NonNullable<Awaited<ReturnType<typeof repo.findPayment>>>;

/** What a callback came to: the booking's PNR and what the traveller is told (`pending`: nothing confirmed yet). */
export interface Settlement {
  pnr: string;
  outcome: PaymentResultOutcome;
}

export class UnknownPaymentError extends InvalidInputError {
  constructor() {
    super('payment.unknown');
  }
}

/** What the result page says of a payment in this state. */
function outcomeOf(status: repo.PaymentStatus): PaymentResultOutcome {
  if (status === 'started') return 'pending';
  if (status === 'refused') return 'failed';
  return status;
}

/** Asks the provider what the callback's fields stand for: 400 when they name nothing, 503 when it cannot be asked. */
async function verify(ctx: PaymentContext, fields: Record<string, string>): Promise<VerifiedPayment> {
  try {
    return await ctx.payments.verify(fields);
  } catch (err) {
    if (err instanceof InvalidCallbackError) throw new InvalidInputError('payment.callbackInvalid', { reason: err.message });
    if (err instanceof PaymentProviderError) throw new UnavailableError('payment.providerUnavailable');
    throw err;
  }
}

/** Whole taka the store was credited: what a refund of the whole payment gives back. */
function creditedTaka(v: PaidPayment): number {
  const paisa = v.currency === 'BDT' ? v.amountPaisa : decimalToPaisa(typeof v.raw.amount === 'string' ? v.raw.amount : null);
  return Math.floor((paisa ?? 0) / 100);
}

/**
 * Turns a provider's callback (the IPN, a browser return, the TEST MODE page) into the booking's new state.
 * The fields are only a hint: the provider is asked what really happened. Then, in one transaction that locks
 * the payment row and then the booking row, so a callback seen twice (or two at once) changes things once:
 * - paid, for exactly the booking's total in BDT: a held booking is ticketed and its e-ticket mail written in
 *   the same transaction; a booking whose hold ended is ticketed if its seats can be taken again, otherwise the
 *   payment is refunded; a booking already paid by another payment, cancelled meanwhile, or whose first flight
 *   has departed gets this one refunded (the booking lifecycle's `ticket` decides).
 * - paid, but the wrong amount or currency: the payment is refused and refunded; the booking stays as it is.
 * - failed or cancelled: recorded; the booking stays held, so another payment can be started. A paid payment
 *   stays paid.
 * - unconfirmed: nothing changes (`pending`).
 */
export async function settlePayment(ctx: PaymentContext, fields: Record<string, string>, log: Logger, known?: FoundPayment): Promise<Settlement> {
  return settleVerified(ctx, await verify(ctx, fields), log, known);
}

/**
 * What `settlePayment` does once the provider has said what happened (a callback's fields, or reconciliation asking).
 * With an `actor` (an admin settling a payment from the reconciliation view), a change is also written to the audit
 * log in the same transaction, naming them; settling what is already settled changes and records nothing.
 */
export async function settleVerified(ctx: PaymentContext, verified: VerifiedPayment, log: Logger, known?: FoundPayment, actor?: Actor): Promise<Settlement> {
  const { db } = ctx.database;
  // The TEST MODE page has just read the payment it completes; any other caller is read here.
  const found = known?.payment.id === verified.paymentId ? known : await repo.findPayment(db, verified.paymentId);
  if (!found) throw new UnknownPaymentError();
  if (verified.outcome === 'unconfirmed') {
    log.warn({ paymentId: verified.paymentId, reason: verified.reason }, 'payment callback not confirmed by the provider');
    return { pnr: found.pnr, outcome: outcomeOf(found.payment.status) };
  }
  // The lazy expiry, only for a hold whose time is up (a payment in time needs no look).
  if (found.bookingStatus === 'held' && found.payBy <= new Date()) await expireHolds(ctx, new Date(), { bookingIds: [found.payment.bookingId] });

  const outcome = await inOrderTransaction(
    ctx,
    async (o): Promise<PaymentResultOutcome> => {
      const locked = await repo.lockPaymentAndBooking(o.tx, verified.paymentId);
      if (!locked) throw new UnknownPaymentError();
      const result = await settleLocked(o, ctx, verified, locked, log);
      if (actor) await auditSettlement(o, actor, verified, locked);
      return result;
    },
    log,
  );
  return { pnr: found.pnr, outcome };
}

/** The audit entry of an admin's settlement, when it changed the payment or its booking. */
async function auditSettlement(o: OrderTx, actor: Actor, verified: VerifiedPayment, before: Locked): Promise<void> {
  const after = await repo.paymentAndBookingStatus(o.tx, before.payment.id);
  if (!after || (after.status === before.payment.status && after.bookingStatus === before.booking.status)) return;
  await recordAudit(o.tx, actor, {
    entity: 'booking',
    entityId: before.booking.id,
    action: 'payment-settle',
    before: { payment: before.payment.id, status: before.payment.status, bookingStatus: before.booking.status },
    after: { payment: before.payment.id, status: after.status, bookingStatus: after.bookingStatus, providerSays: verified.outcome },
  });
}

type Locked = NonNullable<Awaited<ReturnType<typeof repo.lockPaymentAndBooking>>>;

/** The settlement itself, on the payment and booking rows locked in `o`'s transaction. */
async function settleLocked(o: OrderTx, ctx: PaymentContext, verified: VerifiedPayment, locked: Locked, log: Logger): Promise<PaymentResultOutcome> {
  const { payment, booking, firstDeparture } = locked;
  if (verified.outcome !== 'paid') {
    if (payment.status !== 'started') return outcomeOf(payment.status);
    const ended = verified.outcome as 'failed' | 'cancelled'; // 'unconfirmed' returned above
    await repo.updatePayment(o.tx, payment.id, { status: ended, reason: verified.reason, raw: verified.raw });
    return ended;
  }
  // A payment already settled as paid or refused was settled by an earlier callback with this same word.
  if (payment.status === 'paid' || payment.status === 'refused') return outcomeOf(payment.status);
  // A change's payment is of its offer's total (recorded as the payment's amount); any other of the booking's.
  // A services payment (started after ticketing) is of the services it was started for.
  const forServices = !payment.changeOfferId && (await servicesOfPayment(o.tx, payment.id)).length > 0;
  const mismatch = paymentMismatch(verified, { amount: payment.changeOfferId || forServices ? payment.amount : booking.total, currency: 'BDT' });
  if (mismatch) {
    await repo.updatePayment(o.tx, payment.id, { status: 'refused', reason: sayAnswer('en', mismatch), providerRef: verified.providerRef, raw: verified.raw });
    const amount = creditedTaka(verified);
    if (amount > 0) await refund(o, { bookingId: booking.id, paymentId: payment.id, amount, reason: sentence('refundReason.mismatch', { problem: mismatch }) });
    return 'failed';
  }
  const paid = { id: payment.id, amount: payment.amount, providerRef: verified.providerRef, raw: verified.raw };
  if (payment.changeOfferId) return (await settleChangePayment(o, ctx, booking, payment.changeOfferId, paid, log)) === 'changed' ? 'paid' : 'failed';
  if (forServices) return (await payServices(o, booking, paid)) === 'ticketed' ? 'paid' : 'failed';
  const effect = await ticket(o, booking, paid, firstDeparture);
  return effect === 'ticketed' ? 'paid' : 'failed';
}
