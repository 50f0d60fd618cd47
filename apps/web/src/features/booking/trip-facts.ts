import type { BookingSelection } from './selection-store';

// What the booking form needs before its checks have loaded (passenger-form.ts holds the checks, with zod and the
// shared schemas: the form asks for them on the visitor's first focus in it, or at 'Confirm booking').

/** The date of the last leg (YYYY-MM-DD): ages and passport expiry are measured on it. */
export function lastLegDate(legs: readonly Pick<BookingSelection, 'flightDepartingDate'>[]): string {
  return legs.reduce((last, leg) => (leg.flightDepartingDate > last ? leg.flightDepartingDate : last), legs[0]?.flightDepartingDate ?? '');
}

/** Today in the visitor's calendar (YYYY-MM-DD). */
export function localDay(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export interface TripFactsInput {
  lastLegDate: string;
  international: boolean;
  today: string;
}

/** The keys of the server's fieldErrors that belong to the confirm form (`passengers.0.lastName`, `contact.email`, `passengers`). */
export function confirmFieldNames(fieldErrors: Record<string, string[]>): string[] {
  return Object.keys(fieldErrors).filter((key) => key.startsWith('passengers') || key.startsWith('contact'));
}
