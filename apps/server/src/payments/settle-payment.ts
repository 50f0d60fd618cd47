import type { PaymentResultOutcome } from '@tarmac/shared';
import { bookingRecipient } from '../bookings/bookings.repo.js';
import { SoldOutError } from '../bookings/errors.js';
import { expireHolds, issueTicketsStatements, issueTicketsValues, legFlights, takeSeats, type BookingRow } from '../bookings/lifecycle.repo.js';
import { ticketMail } from '../bookings/ticket-mail.js';
import type { Db } from '../db/open.js';
import { InvalidInputError, UnavailableError } from '../lib/domain-errors.js';
import type { Logger } from '../lib/logger.js';
import { bodyMadeAtSendingInsert, mailValues } from '../mail/outbox.js';
import { preparedTogether } from '../db/together.js';
import { say } from '../i18n/messages.js';
import { decimalToPaisa } from './amount.js';
import * as repo from './payments.repo.js';
import { InvalidCallbackError, PaymentProviderError, bookingMismatch, type PaidPayment, type VerifiedPayment } from './provider.js';
import { refundsAfterCommit, requestRefund } from './refunds.js';
import type { PaymentContext } from './start-payment.js';

type FoundPayment = NonNullable<Awaited<ReturnType<typeof repo.findPayment>>>;

/** What a callback came to: the booking's PNR and what the traveller is told (`pending`: nothing confirmed yet). */
export interface Settlement {
  pnr: string;
  outcome: PaymentResultOutcome;
}

export class UnknownPaymentError extends InvalidInputError {
  constructor() {
    super('The payment callback names no payment of ours.');
  }
}

export const lateRefundReason = say('en', 'refundReason.late');
const doubleRefundReason = say('en', 'refundReason.double');

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
    if (err instanceof InvalidCallbackError) throw new InvalidInputError(err.message);
    if (err instanceof PaymentProviderError) throw new UnavailableError('The payment service cannot be asked just now; please try again shortly.');
    throw err;
  }
}

/** Whole taka the store was credited: what a refund of the whole payment gives back. */
function creditedTaka(v: PaidPayment): number {
  const paisa = v.currency === 'BDT' ? v.amountPaisa : decimalToPaisa(typeof v.raw.amount === 'string' ? v.raw.amount : null);
  return Math.floor((paisa ?? 0) / 100);
}

interface Effects {
  outcome: PaymentResultOutcome;
  mail: boolean;
  seatsChanged: boolean;
  refunds: string[];
}

/**
 * Turns a provider's callback (the IPN, a browser return, the TEST MODE page) into the booking's new state.
 * The fields are only a hint: the provider is asked what really happened. Then, in one transaction that locks
 * the payment row and then the booking row, so a callback seen twice (or two at once) changes things once:
 * - paid, for exactly the booking's total in BDT: a held booking is ticketed and its e-ticket mail written in
 *   the same transaction; a booking whose hold ended is ticketed if its seats can be taken again, otherwise the
 *   payment is refunded; a booking already paid by another payment gets this one refunded.
 * - paid, but the wrong amount or currency: the payment is refused and refunded; the booking stays as it is.
 * - failed or cancelled: recorded; the booking stays held, so another payment can be started. A paid payment
 *   stays paid.
 * - unconfirmed: nothing changes (`pending`).
 */
export async function settlePayment(ctx: PaymentContext, fields: Record<string, string>, log: Logger, known?: FoundPayment): Promise<Settlement> {
  const { db } = ctx.database;
  const verified = await verify(ctx, fields);
  // The TEST MODE page has just read the payment it completes; any other caller is read here.
  const found = known?.payment.id === verified.paymentId ? known : await repo.findPayment(db, verified.paymentId);
  if (!found) throw new UnknownPaymentError();
  if (verified.outcome === 'unconfirmed') {
    log.warn({ paymentId: verified.paymentId, reason: verified.reason }, 'payment callback not confirmed by the provider');
    return { pnr: found.pnr, outcome: outcomeOf(found.payment.status) };
  }
  // The lazy expiry, only for a hold whose time is up (a payment in time needs no look).
  if (found.bookingStatus === 'held' && found.payBy <= new Date()) {
    if ((await expireHolds(db, new Date(), { bookingIds: [found.payment.bookingId] })).length) ctx.legCache.clear();
  }

  const effects = await db.transaction(async (tx): Promise<Effects> => {
    const locked = await repo.lockPaymentAndBooking(tx, verified.paymentId);
    if (!locked) throw new UnknownPaymentError();
    const { payment, booking } = locked;
    const none: Effects = { outcome: outcomeOf(payment.status), mail: false, seatsChanged: false, refunds: [] };
    if (verified.outcome !== 'paid') {
      if (payment.status !== 'started') return none;
      const ended = verified.outcome as 'failed' | 'cancelled'; // 'unconfirmed' returned above
      await repo.updatePayment(tx, payment.id, { status: ended, reason: verified.reason, raw: verified.raw });
      return { ...none, outcome: ended };
    }
    // A payment already settled as paid or refused was settled by an earlier callback with this same word.
    if (payment.status === 'paid' || payment.status === 'refused') return none;
    const mismatch = bookingMismatch(verified, { amount: booking.total, currency: 'BDT' });
    if (mismatch) {
      await repo.updatePayment(tx, payment.id, { status: 'refused', reason: mismatch, providerRef: verified.providerRef, raw: verified.raw });
      const amount = creditedTaka(verified);
      const refunds = amount > 0 ? [await requestRefund(ctx, tx, { bookingId: booking.id, paymentId: payment.id, amount, reason: `${mismatch} The payment is refunded.` })] : [];
      return { ...none, outcome: 'failed', refunds };
    }
    return payForBooking(ctx, tx, booking, payment.id, { providerRef: verified.providerRef, raw: verified.raw });
  });

  if (effects.mail) ctx.outbox.kick();
  if (effects.seatsChanged) ctx.legCache.clear();
  await refundsAfterCommit(ctx, effects.refunds, log);
  return { pnr: found.pnr, outcome: effects.outcome };
}

/** A paid booking in one prepared statement: its tickets, status, event and audit entry, the payment, the e-ticket mail. */
const ticketOnPayment = preparedTogether('ticket_on_payment', (db) => [
  ...issueTicketsStatements(db),
  repo.paidPaymentStatement(db),
  bodyMadeAtSendingInsert(db),
]);

/**
 * A confirmed, matching payment meets its booking (both rows locked by the caller's transaction) and is recorded
 * as `paid`: with the tickets and their mail in one statement, or with the reason it is refunded.
 */
async function payForBooking(ctx: PaymentContext, tx: Db, booking: BookingRow, paymentId: string, paid: Pick<PaidPayment, 'providerRef' | 'raw'>): Promise<Effects> {
  const refund = async (reason: string): Promise<Effects> => {
    await repo.updatePayment(tx, paymentId, { status: 'paid', ...paid, reason });
    const id = await requestRefund(ctx, tx, { bookingId: booking.id, paymentId, amount: booking.total, reason });
    return { outcome: 'failed', mail: false, seatsChanged: false, refunds: [id] };
  };
  if (booking.status === 'ticketed') return refund(doubleRefundReason);
  let seatsChanged = false;
  if (booking.status !== 'held') {
    // A late payment: the hold ended (expired or cancelled) and its seats went back on sale.
    const legs = await legFlights(tx, booking.id);
    try {
      await tx.transaction((sp) => takeSeats(sp, legs.map((l) => l.flightId), booking.travellers));
      seatsChanged = true;
    } catch (err) {
      if (err instanceof SoldOutError) return refund(lateRefundReason);
      throw err;
    }
  }
  // The mail's body and documents are made from the booking when it is sent: nothing is read back here.
  const mail = ticketMail({ id: booking.id, pnr: booking.pnr, to: await bookingRecipient(tx, booking) }, booking.language);
  await ticketOnPayment(tx, {
    ...issueTicketsValues(booking, seatsChanged ? 'Paid after the hold had ended; the seats were still free.' : 'Paid.'),
    ...repo.paidPaymentValues(paymentId, paid),
    ...mailValues(mail),
  });
  return { outcome: 'paid', mail: true, seatsChanged, refunds: [] };
}
