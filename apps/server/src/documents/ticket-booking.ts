import type { Booking } from '@tarmac/shared';
import { say, type Language, type MessageId } from '../i18n/messages.js';
import { clock, namedDay } from '../i18n/travel-words.js';

/**
 * The part of a booking that its documents print. A structural subset of `Booking`, so a booking with more
 * fields (payBy, payments, a richer status) still fits, and the documents need no database or route.
 */
export type TicketBooking = Pick<Booking, '_id' | 'pnr' | 'travellers' | 'total' | 'contact'> & Partial<Pick<Booking, 'promoCode' | 'discount' | 'agency'>> & {
  /** 'confirmed', 'held', 'ticketed', 'cancelled', … printed as it is. */
  status: string;
  legs: readonly TicketLeg[];
  passengers: readonly TicketPassenger[];
  /** Seats chosen, extra bags, meals and assistance (API.md "More than a seat"), printed with their flight. */
  services?: Booking['services'];
};

export type TicketLeg = Pick<
  Booking['legs'][number],
  | 'planeNumber'
  | 'flightNumber'
  | 'flightFromCurrentLocation'
  | 'flightToDestinationLocation'
  | 'flightDepartingDate'
  | 'flightDepartingTime'
  | 'flightArrivalDate'
  | 'flightArrivalTime'
  | 'packageName'
  | 'packagePrice'
  | 'bagWeight'
  | 'fareRules'
> &
  Partial<Pick<Booking['legs'][number], 'fareBasis' | 'flightStatus' | 'estimatedDeparture' | 'estimatedArrival' | 'taxes'>>;

/** `tickets[i]` is the passenger's ticket number for leg `i` (empty until the booking is paid); `fares[i]` their fare of it. */
export type TicketPassenger = Pick<Booking['passengers'][number], 'name' | 'title' | 'firstName' | 'lastName' | 'type' | 'fares' | 'tickets'>;

export const AIRLINE_NAME = 'Tarmac';
/** The airline's note under every e-ticket (the English of 'airline.note'). */
export const AIRLINE_NOTE = say('en', 'airline.note');

/**
 * A flight's local date and time as the site writes them, e.g. "Tue, 1 Dec 2026 at 14:00" (Bangla
 * "মঙ্গল, ১ ডিসে, ২০২৬, ১৪:০০"). Flight dates and times are the airport's own clock, so they are printed as
 * they are, never shifted to another zone.
 */
export function formatFlightMoment(date: string, time: string, language: Language = 'en'): string {
  const shown = namedDay(language, date);
  return time ? say(language, 'ticketPdf.moment', { date: shown, time: clock(language, time) }) : shown;
}

const STATUS_MESSAGES: Record<string, MessageId> = {
  confirmed: 'bookingStatus.confirmed',
  held: 'bookingStatus.held',
  ticketed: 'bookingStatus.ticketed',
  cancelled: 'bookingStatus.cancelled',
  expired: 'bookingStatus.expired',
};

/** "confirmed" → "Confirmed" (Bangla "নিশ্চিত"); a status without a message is printed capitalised. */
export function formatStatus(status: string, language: Language = 'en'): string {
  const id = STATUS_MESSAGES[status];
  return id ? say(language, id) : status.charAt(0).toUpperCase() + status.slice(1);
}
