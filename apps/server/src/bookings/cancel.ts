import type { Booking } from '@tarmac/shared';
import type { AppContext } from '../context.js';
import * as repo from './bookings.repo.js';
import { AlreadyCancelledError, AlreadyDepartedError, BookingNotFoundError } from './errors.js';
import { visibleBookingId, type BookingViewer } from './visible-booking.js';

export type CancelContext = Pick<AppContext, 'database' | 'legCache'>;

/**
 * Cancels the booking behind a PNR for its owner or an admin, and puts its seats back on sale.
 * Throws BookingNotFoundError, AlreadyCancelledError or AlreadyDepartedError; answers the cancelled booking.
 */
export async function cancelBooking(ctx: CancelContext, viewer: BookingViewer, pnr: string): Promise<Booking> {
  const { db } = ctx.database;
  const id = await visibleBookingId(db, viewer, pnr);
  const outcome = await repo.cancelBooking(db, id);
  ctx.legCache?.clear();
  if (outcome === 'already-cancelled') throw new AlreadyCancelledError();
  if (outcome === 'departed') throw new AlreadyDepartedError();
  const [booking] = await repo.loadBookings(db, [id]);
  if (!booking) throw new BookingNotFoundError();
  return booking;
}
