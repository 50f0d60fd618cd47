import type { Booking } from '@tarmac/shared';
import type { Db } from '../db/open.js';
import { flightsIcs } from '../documents/flights-ics.js';
import { ticketPdf } from '../documents/ticket-pdf.js';
import type { Outbox } from '../mail/outbox.js';
import { loadBookings, locationZones } from './bookings.repo.js';
import { BookingNotFoundError } from './errors.js';

/** Outbox attachment kinds: made from a booking id when the mail is sent. */
export const TICKET_PDF = 'ticket-pdf';
export const TICKET_ICS = 'flights-ics';

async function bookingOf(db: Db, id: string) {
  const [booking] = await loadBookings(db, [id]);
  if (!booking) throw new BookingNotFoundError();
  return booking;
}

/** The e-ticket PDF of a booking as it is now. */
export async function bookingTicketPdf(db: Db, bookingId: string): Promise<Buffer> {
  return ticketPdf(await bookingOf(db, bookingId));
}

/** The booking's flights as an iCalendar file, each leg in its airports' zones. */
export async function bookingIcs(db: Db, bookingId: string): Promise<string> {
  return icsOf(db, await bookingOf(db, bookingId));
}

async function icsOf(db: Db, booking: Booking): Promise<string> {
  const zones = await locationZones(db, booking.legs.flatMap((l) => [l.flightFromCurrentLocation, l.flightToDestinationLocation]));
  return flightsIcs(booking, (name) => zones.get(name));
}

/**
 * Teaches the outbox to make the e-ticket mail's attachments. A mail's PDF and .ics are made at the same time
 * from one read of the booking: a read under way is shared, not repeated.
 */
export function registerTicketAttachments(outbox: Outbox, db: Db): void {
  const reading = new Map<string, Promise<Booking>>();
  const shared = (id: string) => {
    let read = reading.get(id);
    if (!read) {
      read = bookingOf(db, id).finally(() => reading.delete(id));
      reading.set(id, read);
    }
    return read;
  };
  outbox.registerAttachment(TICKET_PDF, async (id) => ticketPdf(await shared(id)));
  outbox.registerAttachment(TICKET_ICS, async (id) => Buffer.from(await icsOf(db, await shared(id)), 'utf8'));
}
