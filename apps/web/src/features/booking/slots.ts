import { TRIP_SLOTS, type BookingSlot } from '@tarmac/shared';
import type { SearchCriteria } from '@tarmac/shared';
import type { SearchResults } from '../search';

/** What the pages call each booking slot (SPEC §2): message ids, said with t(). */
export const slotLabels: Record<BookingSlot, string> = {
  departure: 'slot.departure',
  return: 'slot.return',
  tripOne: 'slot.tripOne',
  tripTwo: 'slot.tripTwo',
  tripThree: 'slot.tripThree',
};

function slotsFor(travelType: SearchResults['travelType'], trips: number): BookingSlot[] {
  switch (travelType) {
    case 'oneWay':
      return ['departure'];
    case 'roundTrip':
      return ['departure', 'return'];
    case 'multiWay':
      return TRIP_SLOTS.slice(0, trips);
  }
}

/** The slots a booking of these results fills, in order: one per leg (a multi-city search has up to three). */
export function slotsOf(results: SearchResults): BookingSlot[] {
  return slotsFor(results.travelType, results.travelType === 'multiWay' ? results.trips.length : 0);
}

/** The same for a search's criteria (the results of a multi-city search have one list per trip asked). */
export function slotsOfSearch(criteria: Pick<SearchCriteria, 'travelType' | 'trips'>): BookingSlot[] {
  return slotsFor(criteria.travelType, Math.min(criteria.trips.length, TRIP_SLOTS.length));
}
