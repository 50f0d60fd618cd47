import { sentence, type Booking } from '@tarmac/shared';
import type { Logger } from '../lib/logger.js';
import * as repo from './bookings.repo.js';
import { partialRefundNow, refundNow } from './cancellation-quote.js';
import { BookingNotFoundError, QuoteExpiredError, QuoteNeededError, StaleQuoteError, UnknownQuoteError } from './errors.js';
import { cancel, cancelPart, inOrderTransaction, lockBooking, type LifecycleContext } from './lifecycle.js';
import { lockQuote, markQuoteUsed } from './quotes.repo.js';
import { actorOf } from '../audit/actor.js';
import { recordAudit } from '../audit/audit.js';
import { ForbiddenError } from '../lib/domain-errors.js';
import { checkConsent, useConsent } from '../agencies/consent.js';
import { visibleBookingId, type BookingViewer } from './visible-booking.js';

export type CancelContext = LifecycleContext;


const quiet: Logger = { info: () => {}, warn: () => {}, error: () => {} };

/**
 * Cancels the booking behind a PNR for its viewer and puts its seats back on sale, exactly once. A held
 * booking costs nothing; a ticketed one is refunded by its fare rules (`refundNow`) through the provider.
 * With a `quoteId` the cancellation happens only if that quote still says what cancelling gives back: an
 * expired one is QuoteExpiredError, one out of date (or used) StaleQuoteError. Without one (the old body-less
 * call, for holds) a paid booking is QuoteNeededError.
 * Throws BookingNotFoundError, UnknownQuoteError, AlreadyCancelledError, HoldExpiredError or AlreadyDepartedError.
 */
export async function cancelBooking(ctx: CancelContext, viewer: BookingViewer, pnr: string, log: Logger = quiet, quoteId?: string, consentCode?: string): Promise<Booking> {
  const { db } = ctx.database;
  const id = await visibleBookingId(db, viewer, pnr);
  // An agent cancels only with the traveller's consent: the code mailed to the booking's contact (issue 32).
  const agent = viewer.role === 'agent';
  if (agent && !consentCode) throw new ForbiddenError('consent.needed');
  const consentId = agent && consentCode ? await checkConsent(db, id, consentCode) : null;
  // The answer is the booking as the transaction left it, read on its connection before the commit: a read after
  // the commit could fail (connections short) and answer 500 for a cancellation that happened.
  const committed = await inOrderTransaction(
    ctx,
    async (o) => {
      const b = await lockBooking(o, id);
      if (!b) throw new BookingNotFoundError();
      const now = new Date();
      if (consentId) {
        await useConsent(o.tx, consentId);
        await recordAudit(o.tx, actorOf(viewer), { entity: 'booking', entityId: id, action: 'agent-cancel', after: { agent: viewer.name ?? '', agencyId: viewer.agencyId ?? null, quoteId: quoteId ?? null, consent: consentId } });
      }
      const quote = quoteId ? await lockQuote(o.tx, quoteId, id) : null;
      if (quoteId && !quote) throw new UnknownQuoteError();
      if (quote?.passengers || quote?.legs) {
        // A partial cancellation: only what the quote names, if it still gives back what it said.
        const part = await partialRefundNow(o.tx, b, { passengers: quote.passengers ?? [], legs: quote.legs ?? [] }, now);
        if (quote.usedAt || quote.bookingStatus !== b.status || quote.refundAmount !== part.refundAmount || part.passengers.join() !== (quote.passengers ?? []).join()) throw new StaleQuoteError();
        if (quote.expiresAt <= now) throw new QuoteExpiredError();
        await markQuoteUsed(o.tx, quote.id);
        await cancelPart(o, b, { ...part, actor: actorOf(viewer) });
        return bookingAsLeft(o.tx, id);
      }
      const refund = await refundNow(o.tx, b, now);
      if (quote) {
        if (quote.usedAt || quote.bookingStatus !== b.status || quote.refundAmount !== refund.refundAmount) throw new StaleQuoteError();
        if (quote.expiresAt <= now) throw new QuoteExpiredError();
        await markQuoteUsed(o.tx, quote.id);
      } else if (b.status === 'ticketed') {
        // The body-less cancel is for holds. A paid booking is cancelled by confirming the quote of what it gives
        // back, so a payment that lands while a hold is being cancelled never costs a fee nobody saw.
        throw new QuoteNeededError();
      }
      const reason = b.status === 'held' ? 'Cancelled before payment.' : `Cancelled after payment; ${refund.refundAmount} refunded, ${refund.fee} kept by the fare rules.`;
      const refundReason = sentence(refund.fee > 0 ? 'refundReason.cancelledLessFees' : 'refundReason.cancelled');
      await cancel(o, b, { actor: actorOf(viewer), reason, refundAmount: refund.refundAmount, refundReason });
      return bookingAsLeft(o.tx, id);
    },
    log,
  );
  return withRefundOutcomes(ctx, committed);
}

/** The booking as the transaction left it, read on its own connection before the commit. */
async function bookingAsLeft(tx: Parameters<typeof repo.loadBookings>[0], id: string): Promise<Booking> {
  const [booking] = await repo.loadBookings(tx, [id]);
  if (!booking) throw new BookingNotFoundError();
  return booking;
}

/**
 * Without a job queue (tests, scripts) the refunds a change asked for were just made in this request, after the
 * commit: the answer shows how they went if the booking can be read now, and what was committed if it cannot.
 * With a queue (every server process) the answer is what was committed.
 */
export async function withRefundOutcomes(ctx: Pick<CancelContext, 'jobs' | 'database'>, committed: Booking): Promise<Booking> {
  if (ctx.jobs || committed.refunds.length === 0) return committed;
  const [now] = await repo.loadBookings(ctx.database.db, [committed._id]).catch(() => []);
  return now ?? committed;
}
