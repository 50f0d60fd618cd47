import type { Booking } from '@tarmac/shared';

/**
 * The part of a booking that its documents print. A structural subset of `Booking`, so a booking with more
 * fields (payBy, payments, a richer status) still fits, and the documents need no database or route.
 */
export type TicketBooking = Pick<Booking, '_id' | 'pnr' | 'travellers' | 'total' | 'contact'> & {
  /** 'confirmed', 'held', 'ticketed', 'cancelled', … printed as it is. */
  status: string;
  legs: readonly TicketLeg[];
  passengers: readonly TicketPassenger[];
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
>;

/** `tickets[i]` is the passenger's ticket number for leg `i` (empty until the booking is paid); `fares[i]` their fare of it. */
export type TicketPassenger = Pick<Booking['passengers'][number], 'name' | 'title' | 'firstName' | 'lastName' | 'type' | 'fares' | 'tickets'>;

export const AIRLINE_NAME = 'Tarmac';
export const AIRLINE_NOTE = 'The airline reserves the right to make flight decisions.';

const day = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/**
 * A flight's local date and time as the site writes them, e.g. "Tue, 1 Dec 2026 at 14:00". Flight dates and
 * times are the airport's own clock, so they are printed as they are, never shifted to another zone.
 */
export function formatFlightMoment(date: string, time: string): string {
  const parsed = /^\d{4}-\d{2}-\d{2}$/.test(date) ? new Date(`${date}T00:00:00Z`) : new Date(Number.NaN);
  const shown = Number.isNaN(parsed.getTime()) ? date : day.format(parsed);
  return time ? `${shown} at ${time}` : shown;
}

/** "confirmed" → "Confirmed". */
export function formatStatus(status: string): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}
