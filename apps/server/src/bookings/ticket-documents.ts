import type { Booking } from '@tarmac/shared';
import type { Db } from '../db/open.js';
import { flightsIcs } from '../documents/flights-ics.js';
import { ticketPdf } from '../documents/ticket-pdf.js';
import type { Outbox } from '../mail/outbox.js';
import { bookingLanguage, loadBookings, locationZones } from './bookings.repo.js';
import type { Language } from '../i18n/messages.js';
import { BookingNotFoundError } from './errors.js';

/** Outbox attachment kinds: made from a booking id when the mail is sent. */
export const TICKET_PDF = 'ticket-pdf';
export const TICKET_ICS = 'flights-ics';

async function bookingOf(db: Db, id: string) {
  const [booking] = await loadBookings(db, [id]);
  if (!booking) throw new BookingNotFoundError();
  return booking;
}

/** A booking with the language it was made in (its documents are written in it). */
async function bookingWithLanguage(db: Db, id: string): Promise<{ booking: Booking; language: Language }> {
  const [booking, language] = await Promise.all([bookingOf(db, id), bookingLanguage(db, id)]);
  return { booking, language };
}

/** The e-ticket PDF of a booking as it is now, in the booking's language. */
export async function bookingTicketPdf(db: Db, bookingId: string): Promise<Buffer> {
  const { booking, language } = await bookingWithLanguage(db, bookingId);
  return ticketPdf(booking, { language });
}

/** The booking's flights as an iCalendar file, each leg in its airports' zones, in the booking's language. */
export async function bookingIcs(db: Db, bookingId: string): Promise<string> {
  const { booking, language } = await bookingWithLanguage(db, bookingId);
  return icsOf(db, booking, language);
}

async function icsOf(db: Db, booking: Booking, language: Language): Promise<string> {
  const zones = await locationZones(db, booking.legs.flatMap((l) => [l.flightFromCurrentLocation, l.flightToDestinationLocation]));
  return flightsIcs(booking, (name) => zones.get(name), language);
}

/**
 * Teaches the outbox to make the e-ticket mail's attachments. A mail's PDF and .ics are made at the same time
 * from one read of the booking: a read under way is shared, not repeated.
 */
export function registerTicketAttachments(outbox: Outbox, db: Db): void {
  const reading = new Map<string, Promise<{ booking: Booking; language: Language }>>();
  const shared = (id: string) => {
    let read = reading.get(id);
    if (!read) {
      read = bookingWithLanguage(db, id).finally(() => reading.delete(id));
      reading.set(id, read);
    }
    return read;
  };
  outbox.registerAttachment(TICKET_PDF, async (id) => {
    const { booking, language } = await shared(id);
    return ticketPdf(booking, { language });
  });
  outbox.registerAttachment(TICKET_ICS, async (id) => {
    const { booking, language } = await shared(id);
    return Buffer.from(await icsOf(db, booking, language), 'utf8');
  });
}
