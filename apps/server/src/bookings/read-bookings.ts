import type { Booking, Page } from '@tarmac/shared';
import type { PageQuery } from '../db/list-page.js';
import type { AppContext } from '../context.js';
import * as repo from './bookings.repo.js';
import { BookingNotFoundError, NotTicketedError } from './errors.js';
import { expireHolds, type ExpiryScope } from './lifecycle.js';
import { bookingTicketPdf } from './ticket-documents.js';
import { visibleBookingId, type BookingViewer } from './visible-booking.js';

/**
 * A traveller's read of bookings first expires the overdue holds among the bookings it reads (one booking, or one
 * account's), so an answer never shows their hold past its deadline as held, even when the expiry job is not
 * running. The admin's lists do not: they read a page and nothing else.
 */
export type ReadContext = Pick<AppContext, 'database' | 'legCache'>;

async function expireFirst(ctx: ReadContext, scope: ExpiryScope): Promise<void> {
  await expireHolds(ctx, new Date(), scope);
}

/** The booking behind a PNR, if the viewer may see it; otherwise BookingNotFoundError. */
export async function readBooking(ctx: ReadContext, viewer: BookingViewer, pnr: string): Promise<Booking> {
  const id = await visibleBookingId(ctx.database.db, viewer, pnr);
  await expireFirst(ctx, { bookingIds: [id] });
  const [booking] = await repo.loadBookings(ctx.database.db, [id]);
  if (!booking) throw new BookingNotFoundError();
  return booking;
}

/** A user's bookings, newest first. */
export async function readUserBookings(ctx: ReadContext, userId: string): Promise<Booking[]> {
  await expireFirst(ctx, { userId });
  return repo.listUserBookings(ctx.database.db, userId);
}

/**
 * The admin's booking search. An admin's read does no background work: overdue holds are expired by their job
 * (jobs/expire-holds.ts), not inside the list (with a backlog that made a page take seconds). A hold past its
 * deadline that the job has not reached yet shows as held until it does.
 */
export async function readBookings(ctx: ReadContext, filter: repo.BookingFilter): Promise<Booking[]> {
  return repo.findBookings(ctx.database.db, filter);
}

/** One page of the admin's booking search (`?limit&offset&after&q&sort`); no background work either. */
export async function readBookingsPage(ctx: ReadContext, filter: repo.BookingFilter, q: PageQuery): Promise<Page<Booking>> {
  return repo.pageBookings(ctx.database.db, filter, q);
}

/** The e-ticket PDF of a ticketed booking the viewer may see: `{pnr, pdf}`; NotTicketedError before payment. */
export async function readTicketPdf(ctx: ReadContext, viewer: BookingViewer, pnr: string): Promise<{ pnr: string; pdf: Buffer }> {
  const booking = await readBooking(ctx, viewer, pnr);
  // A booking cancelled after payment keeps its tickets, but they no longer fly.
  if (booking.status !== 'ticketed') throw new NotTicketedError();
  return { pnr: booking.pnr, pdf: await bookingTicketPdf(ctx.database.db, booking._id) };
}
