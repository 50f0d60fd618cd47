import { TRIP_SLOTS, type BookingSlot } from '@tarmac/shared';
import type { SearchResults } from '../search';

/** What the pages call each booking slot (SPEC §2): message ids, said with t(). */
export const slotLabels: Record<BookingSlot, string> = {
  departure: 'slot.departure',
  return: 'slot.return',
  tripOne: 'slot.tripOne',
  tripTwo: 'slot.tripTwo',
  tripThree: 'slot.tripThree',
};

/** The slots a booking of this search fills, in order: one per leg (a multi-city search has up to three). */
export function slotsOf(results: SearchResults): BookingSlot[] {
  switch (results.travelType) {
    case 'oneWay':
      return ['departure'];
    case 'roundTrip':
      return ['departure', 'return'];
    case 'multiWay':
      return TRIP_SLOTS.slice(0, results.trips.length);
  }
}
