import type { Booking } from '@tarmac/shared';
import type { Db } from '../db/open.js';
import * as repo from './bookings.repo.js';
import { BookingNotFoundError } from './errors.js';

/** Who asks for a booking: its owner sees it, an admin sees any. */
export interface BookingViewer {
  id: string;
  role: string;
}

/** The id of the booking behind a PNR, if the viewer may see it; otherwise BookingNotFoundError (no hint that it exists). */
export async function visibleBookingId(db: Db, viewer: BookingViewer, pnr: string): Promise<string> {
  const found = await repo.findBookingByPnr(db, pnr);
  if (!found || (found.userId !== viewer.id && viewer.role !== 'admin')) throw new BookingNotFoundError();
  return found.id;
}

/** The booking behind a PNR, if the viewer may see it; otherwise BookingNotFoundError. */
export async function visibleBooking(db: Db, viewer: BookingViewer, pnr: string): Promise<Booking> {
  const [booking] = await repo.loadBookings(db, [await visibleBookingId(db, viewer, pnr)]);
  if (!booking) throw new BookingNotFoundError();
  return booking;
}
