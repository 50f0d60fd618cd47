import type { Booking } from '@tarmac/shared';
import type { AppContext } from '../context.js';
import type { Logger } from '../lib/logger.js';
import { paidPaymentOf } from '../payments/payments.repo.js';
import { refundsAfterCommit, requestRefund } from '../payments/refunds.js';
import * as repo from './bookings.repo.js';
import { AlreadyCancelledError, AlreadyDepartedError, BookingNotFoundError, HoldExpiredError } from './errors.js';
import { changeStatus, legFlights, lockBooking, returnBookingSeats } from './lifecycle.repo.js';
import { visibleBookingId, type BookingViewer } from './visible-booking.js';

export type CancelContext = Pick<AppContext, 'database' | 'legCache' | 'jobs' | 'payments' | 'outbox'>;

/**
 * What cancelling a paid booking gives back. For now the whole paid total; the fare rules of the booking's
 * packages (issue 10) replace this one function.
 */
export function refundAmountFor(booking: { total: number }, _now: Date): number {
  return booking.total;
}

const quiet: Logger = { info: () => {}, warn: () => {}, error: () => {} };

/**
 * Cancels the booking behind a PNR for its viewer and puts its seats back on sale, exactly once. A held
 * booking costs nothing; a ticketed one is refunded (`refundAmountFor`) through the provider.
 * Throws BookingNotFoundError, AlreadyCancelledError, HoldExpiredError or AlreadyDepartedError.
 */
export async function cancelBooking(ctx: CancelContext, viewer: BookingViewer, pnr: string, log: Logger = quiet): Promise<Booking> {
  const { db } = ctx.database;
  const id = await visibleBookingId(db, viewer, pnr);
  const refunds = await db.transaction(async (tx) => {
    const b = await lockBooking(tx, id);
    if (!b) throw new BookingNotFoundError();
    if (b.status === 'cancelled') throw new AlreadyCancelledError();
    if (b.status === 'expired') throw new HoldExpiredError(b.payBy);
    const legs = await legFlights(tx, id);
    if (legs.some((l) => l.departsAt <= new Date())) throw new AlreadyDepartedError();
    await changeStatus(tx, b, 'cancelled', b.status === 'held' ? 'Cancelled before payment.' : 'Cancelled after payment; refunded.');
    await returnBookingSeats(tx, b);
    if (b.status !== 'ticketed') return [];
    const paid = await paidPaymentOf(tx, id);
    if (!paid) return [];
    const amount = refundAmountFor(b, new Date());
    return [await requestRefund(ctx, tx, { bookingId: id, paymentId: paid.id, amount, reason: 'The booking was cancelled; its fare is refunded.' })];
  });
  ctx.legCache?.clear();
  await refundsAfterCommit(ctx, refunds, log);
  const [booking] = await repo.loadBookings(db, [id]);
  if (!booking) throw new BookingNotFoundError();
  return booking;
}
