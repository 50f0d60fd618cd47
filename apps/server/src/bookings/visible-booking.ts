import type { Booking } from '@tarmac/shared';
import type { Db } from '../db/open.js';
import * as repo from './bookings.repo.js';
import { BookingNotFoundError } from './errors.js';
import type { BookingViewer } from '../http/auth.js';

export type { BookingViewer };

/** Whether a viewer may see a booking: its owner, an admin, or the bearer of a manage token for this very booking. */
export function maySee(viewer: BookingViewer, booking: { id: string; userId: string | null; agencyId?: string | null }): boolean {
  if (viewer.role === 'admin') return true;
  if (viewer.bookingId) return viewer.bookingId === booking.id;
  // An agent sees every booking its agency sold (its colleagues' too), and no other agency's.
  if (viewer.role === 'agent' && viewer.agencyId && booking.agencyId === viewer.agencyId) return true;
  return viewer.id !== undefined && booking.userId === viewer.id;
}

/** The id of the booking behind a PNR, if the viewer may see it; otherwise BookingNotFoundError (no hint that it exists). */
export async function visibleBookingId(db: Db, viewer: BookingViewer, pnr: string): Promise<string> {
  const found = await repo.findBookingByPnr(db, pnr);
  if (!found || !maySee(viewer, found)) throw new BookingNotFoundError();
  return found.id;
}

/** The booking behind a PNR, if the viewer may see it; otherwise BookingNotFoundError. */
export async function visibleBooking(db: Db, viewer: BookingViewer, pnr: string): Promise<Booking> {
  const [booking] = await repo.loadBookings(db, [await visibleBookingId(db, viewer, pnr)]);
  if (!booking) throw new BookingNotFoundError();
  return booking;
}
