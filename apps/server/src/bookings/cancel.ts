import { releaseAssignments } from '../checkin/check-in.repo.js';
import type { Booking } from '@tarmac/shared';
import type { AppContext } from '../context.js';
import type { Actor } from '../audit/audit.js';
import type { Logger } from '../lib/logger.js';
import { paidPaymentOf } from '../payments/payments.repo.js';
import { refundsAfterCommit, requestRefund } from '../payments/refunds.js';
import * as repo from './bookings.repo.js';
import { refundNow } from './cancellation-quote.js';
import { BookingNotFoundError, QuoteExpiredError, StaleQuoteError, UnknownQuoteError } from './errors.js';
import { changeStatus, lockBooking, returnBookingSeats } from './lifecycle.repo.js';
import { lockQuote, markQuoteUsed } from './quotes.repo.js';
import { visibleBookingId, type BookingViewer } from './visible-booking.js';
import { say } from '../i18n/messages.js';

export type CancelContext = Pick<AppContext, 'database' | 'legCache' | 'jobs' | 'payments' | 'outbox'>;

/** Who the audit log names for a viewer's change: the signed-in user, or the bearer of a manage-booking token. */
export const actorOf = (viewer: BookingViewer): Actor => (viewer.id ? { id: viewer.id, email: viewer.email ?? '' } : { id: null, email: 'manage booking (PNR and last name)' });

const quiet: Logger = { info: () => {}, warn: () => {}, error: () => {} };

/**
 * Cancels the booking behind a PNR for its viewer and puts its seats back on sale, exactly once. A held
 * booking costs nothing; a ticketed one is refunded by its fare rules (`refundNow`) through the provider.
 * With a `quoteId` the cancellation happens only if that quote still says what cancelling gives back: an
 * expired one is QuoteExpiredError, one out of date (or used) StaleQuoteError. Without one (the old body-less
 * call) the refund is what the rules give now.
 * Throws BookingNotFoundError, UnknownQuoteError, AlreadyCancelledError, HoldExpiredError or AlreadyDepartedError.
 */
export async function cancelBooking(ctx: CancelContext, viewer: BookingViewer, pnr: string, log: Logger = quiet, quoteId?: string): Promise<Booking> {
  const { db } = ctx.database;
  const id = await visibleBookingId(db, viewer, pnr);
  const refunds = await db.transaction(async (tx) => {
    const b = await lockBooking(tx, id);
    if (!b) throw new BookingNotFoundError();
    const now = new Date();
    const quote = quoteId ? await lockQuote(tx, quoteId, id) : null;
    if (quoteId && !quote) throw new UnknownQuoteError();
    const refund = await refundNow(tx, b, now);
    if (quote) {
      if (quote.usedAt || quote.bookingStatus !== b.status || quote.refundAmount !== refund.refundAmount) throw new StaleQuoteError();
      if (quote.expiresAt <= now) throw new QuoteExpiredError();
      await markQuoteUsed(tx, quote.id);
    }
    const reason = b.status === 'held' ? 'Cancelled before payment.' : `Cancelled after payment; ${refund.refundAmount} refunded, ${refund.fee} kept by the fare rules.`;
    await changeStatus(tx, b, 'cancelled', reason, actorOf(viewer));
    await returnBookingSeats(tx, b);
    await releaseAssignments(tx, b.id);
    if (b.status !== 'ticketed' || refund.refundAmount === 0) return [];
    const paid = await paidPaymentOf(tx, id);
    if (!paid) return [];
    const because = say('en', refund.fee > 0 ? 'refundReason.cancelledLessFees' : 'refundReason.cancelled');
    return [await requestRefund(ctx, tx, { bookingId: id, paymentId: paid.id, amount: refund.refundAmount, reason: because })];
  });
  ctx.legCache.clear();
  await refundsAfterCommit(ctx, refunds, log);
  const [booking] = await repo.loadBookings(db, [id]);
  if (!booking) throw new BookingNotFoundError();
  return booking;
}
