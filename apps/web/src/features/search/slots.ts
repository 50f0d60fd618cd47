import type { BookingSlot, FlightResult } from '@tarmac/shared';
import type { SearchResults } from './search-state';

/** The booking slots (SPEC §3), in travel order; the same names as the localStorage keys. */
export const SLOT_ORDER: readonly BookingSlot[] = ['departure', 'return', 'tripOne', 'tripTwo', 'tripThree'];

export const slotLabels: Record<BookingSlot, string> = {
  departure: 'Departure',
  return: 'Return',
  tripOne: 'Trip One',
  tripTwo: 'Trip Two',
  tripThree: 'Trip Three',
};

const tripSlots: BookingSlot[] = ['tripOne', 'tripTwo', 'tripThree'];
const tripHeadings = ['Trip One Search Results', 'Trip Two Search Results', 'Trip Three Search Results'];

export interface ResultSection {
  slot: BookingSlot;
  /** Null for a one-way search, which shows a single table without a heading of its own. */
  heading: string | null;
  flights: FlightResult[];
}

/** The tables of the results page (SPEC §2), one per leg of the trip. */
export function resultSections(results: SearchResults): ResultSection[] {
  switch (results.travelType) {
    case 'oneWay':
      return [{ slot: 'departure', heading: null, flights: results.results }];
    case 'roundTrip':
      return [
        { slot: 'departure', heading: 'Departuring Flights', flights: results.departureResults },
        { slot: 'return', heading: 'Returning Flights', flights: results.returnResults },
      ];
    case 'multiWay':
      return results.trips.slice(0, 3).map((flights, index) => ({
        slot: tripSlots[index]!,
        heading: tripHeadings[index]!,
        flights,
      }));
  }
}

/** The slots a booking of this search fills, in order. */
export function slotsOf(results: SearchResults): BookingSlot[] {
  return resultSections(results).map((section) => section.slot);
}
