import {
  DEFAULT_FARE_PERCENT,
  PASSENGER_TYPES,
  passengerFare,
  splitName,
  tripFarePercents,
  type FarePercents,
  type PassengerTitle,
  type PassengerType,
} from '@tarmac/shared';
import type { BookingSelection } from './selection-store';

/*
 * The confirm form's values and what the trip costs before booking: what the booking form's first view (the trip
 * summary) needs, without the checks (passenger-form.ts, with zod), which load with the form's fields after it.
 */

/** One passenger block of the confirm form, as typed (every field a string; the schema trims and checks). */
export interface PassengerValues {
  title: PassengerTitle | '';
  firstName: string;
  lastName: string;
  type: PassengerType;
  dateOfBirth: string;
  passportNumber: string;
  passportExpiry: string;
  nationality: string;
}

export interface ConfirmValues {
  contact: { email: string; phone: string };
  passengers: PassengerValues[];
}

export const blankPassenger = (type: PassengerType, names: { firstName?: string; lastName?: string } = {}): PassengerValues => ({
  title: '',
  firstName: names.firstName ?? '',
  lastName: names.lastName ?? '',
  type,
  dateOfBirth: '',
  passportNumber: '',
  passportExpiry: '',
  nationality: '',
});

/**
 * The form's first values: a block per passenger the search asked for (a number: that many adults), adults
 * first (the first filled with the signed-in user's name), then children, then infants on laps; and the user's
 * e-mail and phone as the contact.
 */
export function initialConfirmValues(
  party: number | { travellers: number; children: number; infants: number },
  user: { name: string; email: string; phone?: string } | null,
): ConfirmValues {
  const { travellers, children, infants } = typeof party === 'number' ? { travellers: party, children: 0, infants: 0 } : party;
  const adults = Math.max(1, travellers - children);
  const types: PassengerType[] = [...Array<PassengerType>(adults).fill('adult'), ...Array<PassengerType>(Math.max(0, children)).fill('child'), ...Array<PassengerType>(Math.min(infants, adults)).fill('infant')];
  const passengers = types.map((type, i) => blankPassenger(type, i === 0 && user ? splitName(user.name) : {}));
  return { contact: { email: user?.email ?? '', phone: user?.phone ?? '' }, passengers };
}

/** Whether any leg starts or ends abroad, as each picked search result says: then every passenger needs a passport. */
export function isInternationalTrip(legs: readonly Pick<BookingSelection, 'international'>[]): boolean {
  return legs.some((leg) => leg.international);
}

export interface FareEstimateLine {
  type: PassengerType;
  count: number;
  /** One passenger of the type, every leg together. */
  each: number;
  subtotal: number;
}

/**
 * What the trip costs per passenger type before booking (the server prices the booking itself): each leg's
 * package price as the adult fare, and the type's percent of it, rounded per leg as the server does.
 */
export function estimateFares(
  packagePrices: readonly number[],
  types: readonly PassengerType[],
  configured: FarePercents = DEFAULT_FARE_PERCENT,
  international = true,
): { lines: FareEstimateLine[]; total: number } {
  // The booking's own rule: a lap infant flies free on a domestic trip (issue 35).
  const percents = tripFarePercents(configured, international);
  const lines = PASSENGER_TYPES.flatMap((type) => {
    const count = types.filter((t) => t === type).length;
    if (count === 0) return [];
    const each = packagePrices.reduce((sum, price) => sum + passengerFare(price, type, percents), 0);
    return [{ type, count, each, subtotal: each * count }];
  });
  return { lines, total: lines.reduce((sum, line) => sum + line.subtotal, 0) };
}
