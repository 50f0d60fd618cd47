import type { BookingSlot } from '@tarmac/shared';
import { useStoredSearch } from './search-state';
import { readTravellers, useSelections, type BookingSelection } from './selection-store';
import { slotsOf } from './slots';

export interface BookingPlan {
  /** The legs to book, in order; null where the visitor has not picked a flight yet. */
  legs: { slot: BookingSlot; selection: BookingSelection | null }[];
  travellers: number;
  complete: boolean;
}

/**
 * What Confirm Book is about to book: the slots of the tab's last search, or, in a tab without one
 * (the picks live in localStorage), the slots that hold a pick.
 */
export function useBookingPlan(): BookingPlan {
  const search = useStoredSearch();
  const selections = useSelections();
  let slots: BookingSlot[];
  if (search) slots = slotsOf(search.results);
  else if (selections.tripOne) slots = (['tripOne', 'tripTwo', 'tripThree'] as const).filter((slot) => selections[slot]);
  else slots = selections.return ? ['departure', 'return'] : ['departure'];
  const legs = slots.map((slot) => ({ slot, selection: selections[slot] }));
  const travellers = search?.criteria.travellers ?? readTravellers() ?? 1;
  return { legs, travellers, complete: legs.length > 0 && legs.every((leg) => leg.selection) };
}
