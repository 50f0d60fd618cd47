import { TRIP_SLOTS, type BookingSlot } from '@tarmac/shared';
import type { SearchCriteria } from '@tarmac/shared';
import { useLastSearch } from '../search';
import { readTravellers, useSelections, type BookingSelection, type Selections, type StoredParty } from './selection-store';
import { slotsOfSearch } from './slots';

export interface BookingPlan {
  /** The legs to book, in order; null where the visitor has not picked a flight yet. */
  legs: { slot: BookingSlot; selection: BookingSelection | null }[];
  /** The seated travellers (adults and children). */
  travellers: number;
  /** Of them, children; and infants on laps beside them (issue 35). */
  children: number;
  infants: number;
  complete: boolean;
}

/**
 * What Confirm Book is about to book: the slots of the tab's last search, or, in a tab without one
 * (the picks live in localStorage), the slots that hold a pick. The travellers are the search's, else
 * the count stored beside the picks, else one.
 */
export function planBooking(search: SearchCriteria | null, selections: Selections, stored: StoredParty | null): BookingPlan {
  let slots: BookingSlot[];
  if (search) slots = slotsOfSearch(search);
  else if (selections.tripOne) slots = TRIP_SLOTS.filter((slot) => selections[slot]);
  else slots = selections.return ? ['departure', 'return'] : ['departure'];
  const legs = slots.map((slot) => ({ slot, selection: selections[slot] }));
  const party = search ? { travellers: search.travellers, children: search.children ?? 0, infants: search.infants ?? 0 } : (stored ?? { travellers: 1, children: 0, infants: 0 });
  return { legs, ...party, complete: legs.length > 0 && legs.every((leg) => leg.selection) };
}

export function useBookingPlan(): BookingPlan {
  return planBooking(useLastSearch(), useSelections(), readTravellers());
}
