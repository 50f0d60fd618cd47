import type { Booking } from './booking.js';
import { PASSENGER_TYPES, type PassengerType } from './passenger-types.js';

/** One line of a fare breakdown: the passengers of one type and what they pay. */
export interface FareLine {
  type: PassengerType;
  count: number;
  /** What one passenger of this type pays for each leg, in leg order. */
  perLeg: number[];
  /** Everyone of this type, every leg. */
  subtotal: number;
}

/** The booking's fares per passenger type (adults, children, infants), in that order; types nobody has are left out. */
export function fareLines(passengers: readonly Pick<Booking['passengers'][number], 'type' | 'fares'>[]): FareLine[] {
  return PASSENGER_TYPES.flatMap((type) => {
    const ofType = passengers.filter((p) => p.type === type);
    if (ofType.length === 0) return [];
    const perLeg = ofType[0]!.fares;
    const subtotal = ofType.reduce((sum, p) => sum + p.fares.reduce((a, b) => a + b, 0), 0);
    return [{ type, count: ofType.length, perLeg, subtotal }];
  });
}

/** SPEC §4: the total fare of adults is the sum of the chosen legs' prices times the travellers (see `passengerFare` for the others). */
export function totalFare(prices: readonly number[], travellers: number): number {
  return prices.reduce((sum, p) => sum + p, 0) * travellers;
}
