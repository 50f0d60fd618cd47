import { randomBytes } from 'node:crypto';
import { QUOTE_MINUTES, quoteRefund, type CancellationQuote, type RefundQuote } from '@tarmac/shared';
import type { Db } from '../db/open.js';
import type { BookingViewer } from '../http/auth.js';
import { AlreadyCancelledError, AlreadyDepartedError, BookingNotFoundError, HoldExpiredError } from './errors.js';
import { expireHolds, type BookingRow } from './lifecycle.js';
import { findBookingRow } from './bookings.repo.js';
import { insertQuote, refundBasis } from './quotes.repo.js';
import { visibleBookingId } from './visible-booking.js';
import type { ReadContext } from './read-bookings.js';

/**
 * What cancelling a booking gives back now: nothing was paid for a held booking; a ticketed one gets its fare back
 * by the fare rules of each leg (see `quoteRefund`). Refuses what cannot be cancelled: already cancelled, an
 * expired hold, or a flight that has departed (a no-show gets nothing back).
 */
export async function refundNow(db: Db, b: BookingRow, now: Date): Promise<RefundQuote> {
  if (b.status === 'cancelled') throw new AlreadyCancelledError();
  if (b.status === 'expired') throw new HoldExpiredError(b.payBy);
  const legs = await refundBasis(db, b.id);
  if (legs.some((l) => l.departsAt <= now)) throw new AlreadyDepartedError();
  return b.status === 'ticketed' ? quoteRefund(legs, b.travellers, now) : { refundAmount: 0, fee: 0 };
}

/** A quote of cancelling the booking behind a PNR, valid for QUOTE_MINUTES; confirming it cancels (cancel.ts). */
export async function quoteCancellation(ctx: ReadContext, viewer: BookingViewer, pnr: string, now = new Date()): Promise<CancellationQuote> {
  const { db } = ctx.database;
  const id = await visibleBookingId(db, viewer, pnr);
  await expireHolds(ctx, now, { bookingIds: [id] });
  const b = await findBookingRow(db, id);
  if (!b) throw new BookingNotFoundError();
  const refund = await refundNow(db, b, now);
  const quote = { id: `Q${randomBytes(12).toString('hex')}`, bookingId: id, bookingStatus: b.status, ...refund, expiresAt: new Date(now.getTime() + QUOTE_MINUTES * 60_000) };
  await insertQuote(db, quote);
  return { quoteId: quote.id, refundAmount: refund.refundAmount, fee: refund.fee, expiresAt: quote.expiresAt.toISOString() };
}
