import { withNames, type Booking } from '@tarmac/shared';
import { nameBookOf } from '../catalog/name-book.js';
import type { Db } from '../db/open.js';
import { flightsIcs } from '../documents/flights-ics.js';
import { ticketPdf } from '../documents/ticket-pdf.js';
import { MailNoLongerTrue, type Outbox } from '../mail/outbox.js';
import { loadBookingDocuments, type BookingDocument } from './bookings.repo.js';
import { BookingNotFoundError } from './errors.js';
import { TICKET_ICS, TICKET_MAIL, TICKET_PDF, ticketMailBody } from './ticket-mail.js';

/**
 * A booking with the language it was made in (its documents are written in it, places and packages named in it
 * too) and its airports' zones (by the names it writes as well).
 */
async function bookingDocument(db: Db, id: string): Promise<BookingDocument> {
  const [found] = await loadBookingDocuments(db, [id]);
  if (!found) throw new BookingNotFoundError();
  const book = await nameBookOf(db, found.language);
  const zones = new Map(found.zones);
  for (const [name, zone] of found.zones) zones.set(book.place(name), zone);
  return { ...found, zones, booking: withNames(stillFlying(found.booking), book) };
}

/**
 * The booking as its documents show it: without the passengers and legs cancelled alone (their tickets are void),
 * each passenger's fares and tickets left in the order of the legs that remain, and the services renumbered to the
 * legs and passengers that remain (those of the cancelled ones dropped).
 */
function stillFlying(booking: Booking): Booking {
  if (!booking.legs.some((l) => l.cancelled) && !booking.passengers.some((p) => p.cancelled)) return booking;
  const kept = booking.legs.flatMap((l, i) => (l.cancelled ? [] : [i]));
  const people = booking.passengers.flatMap((p, i) => (p.cancelled ? [] : [i]));
  return {
    ...booking,
    legs: kept.map((i) => booking.legs[i]!),
    passengers: people.map((i) => booking.passengers[i]!).map((p) => ({ ...p, fares: kept.map((i) => p.fares[i] ?? 0) })),
    ...(booking.services
      ? {
          services: booking.services.flatMap((s) =>
            kept.includes(s.legIndex) && people.includes(s.passengerIndex) ? [{ ...s, legIndex: kept.indexOf(s.legIndex), passengerIndex: people.indexOf(s.passengerIndex) }] : [],
          ),
        }
      : {}),
  };
}

/** The e-ticket PDF of a booking as it is now, in the booking's language. */
export async function bookingTicketPdf(db: Db, bookingId: string): Promise<Buffer> {
  const { booking, language } = await bookingDocument(db, bookingId);
  return ticketPdf(booking, { language });
}

/** The booking's flights as an iCalendar file, each leg in its airports' zones, in the booking's language. */
export async function bookingIcs(db: Db, bookingId: string): Promise<string> {
  return icsOf(await bookingDocument(db, bookingId));
}

const icsOf = ({ booking, language, zones }: BookingDocument) => flightsIcs(booking, (name) => zones.get(name), language);

/**
 * Teaches the outbox to make the e-ticket mail: its body, the PDF and the .ics are made at the same time from one
 * read of the booking (a read under way is shared, not repeated).
 */
export function registerTicketMail(outbox: Outbox, db: Db, publicUrl: string): void {
  const reading = new Map<string, Promise<BookingDocument>>();
  const shared = (id: string) => {
    let read = reading.get(id);
    if (!read) {
      read = bookingDocument(db, id).finally(() => reading.delete(id));
      reading.set(id, read);
    }
    return read;
  };
  outbox.registerBody(TICKET_MAIL, async (id) => {
    const { booking, language } = await shared(id);
    // Made when sent: a booking cancelled since it was paid gets no e-ticket (its refund mail says what happened).
    if (booking.status !== 'ticketed') throw new MailNoLongerTrue(`booking ${booking.pnr} is ${booking.status}, so its e-ticket is not sent.`);
    return ticketMailBody(booking, publicUrl, language);
  });
  outbox.registerAttachment(TICKET_PDF, async (id) => {
    const { booking, language } = await shared(id);
    return ticketPdf(booking, { language });
  });
  outbox.registerAttachment(TICKET_ICS, async (id) => Buffer.from(icsOf(await shared(id)), 'utf8'));
}
