import { PASSENGER_TYPES, type PassengerType } from './passenger-types.js';

/**
 * What a party pays (issue 35): the one rule search, the booking form and the booking itself use, in a module
 * without zod. Children and infants pay a share of each leg's adult (package) fare; an infant on a lap flies
 * free when every leg of the trip is domestic (the home page's offer; decision "passenger types at search").
 */

/** Default fares of a child and an infant, as percent of the adult fare of the package (configurable on the server). */
export const DEFAULT_FARE_PERCENT = { adult: 100, child: 75, infant: 10 } as const satisfies Record<PassengerType, number>;
export type FarePercents = Record<PassengerType, number>;

/** Who travels, by type: `adults + children` take seats (the search's 1–9 travellers), infants sit on a lap. */
export interface PartyCounts {
  adults: number;
  children: number;
  infants: number;
}

/** A share of an adult fare, in whole taka: what a passenger paying `percent` of it pays. */
export function fareShare(adultFare: number, percent: number): number {
  return Math.round((adultFare * percent) / 100);
}

/** A passenger's fare for one leg: the package's adult fare times the type's percent, in whole taka. */
export function passengerFare(adultFare: number, type: PassengerType, percents: FarePercents = DEFAULT_FARE_PERCENT): number {
  return fareShare(adultFare, percents[type]);
}

/** The percents a trip charges: the configured ones, with a lap infant free when no leg starts or ends abroad. */
export function tripFarePercents(percents: FarePercents, international: boolean): FarePercents {
  return international ? percents : { ...percents, infant: 0 };
}

/** The party of a list of passengers. */
export function partyCountsOf(passengers: readonly { type: PassengerType }[]): PartyCounts {
  const count = (type: PassengerType) => passengers.filter((p) => p.type === type).length;
  return { adults: count('adult'), children: count('child'), infants: count('infant') };
}

/** What the party pays for legs of these adult fares: every passenger, every leg, rounded per passenger and leg. */
export function partyFare(adultFares: readonly number[], party: PartyCounts, percents: FarePercents): number {
  const counts: Record<PassengerType, number> = { adult: party.adults, child: party.children, infant: party.infants };
  return PASSENGER_TYPES.reduce((sum, type) => sum + counts[type] * adultFares.reduce((s, fare) => s + passengerFare(fare, type, percents), 0), 0);
}
