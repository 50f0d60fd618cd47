import type { BookingSlot, SearchResult } from '@tarmac/shared';
import { slotsOf } from '../booking';
import type { SearchResults } from './search-state';

export interface ResultSection {
  slot: BookingSlot;
  /** Null for a one-way search, which shows a single table without a heading of its own. */
  heading: string | null;
  flights: SearchResult[];
}

const headings: Record<BookingSlot, string> = {
  departure: 'Departuring Flights',
  return: 'Returning Flights',
  tripOne: 'Trip One Search Results',
  tripTwo: 'Trip Two Search Results',
  tripThree: 'Trip Three Search Results',
};

/** The flights of each leg, in the legs' order. */
function flightsByLeg(results: SearchResults): SearchResult[][] {
  switch (results.travelType) {
    case 'oneWay':
      return [results.results];
    case 'roundTrip':
      return [results.departureResults, results.returnResults];
    case 'multiWay':
      return results.trips;
  }
}

/** The tables of the results page (SPEC §2), one per leg, each booked in its slot. */
export function resultSections(results: SearchResults): ResultSection[] {
  const flights = flightsByLeg(results);
  return slotsOf(results).map((slot, index) => ({
    slot,
    heading: results.travelType === 'oneWay' ? null : headings[slot],
    flights: flights[index] ?? [],
  }));
}
