import { describe, expect, it } from 'vitest';
import type { SearchCriteria } from '@tarmac/shared';
import { planBooking } from './booking-plan';
import type { BookingSelection, Selections } from './selection-store';

const none: Selections = { departure: null, return: null, tripOne: null, tripTwo: null, tripThree: null };
const pick = (flightId: string) => ({ flightId }) as BookingSelection;

const criteria = {
  flightFromCurrentLocation: 'dhaka',
  flightToDestinationLocation: 'dubai',
  flightDepartingDate: '2026-12-31',
  flightReturningDate: '',
  trips: [],
};
const roundTrip: SearchCriteria = { ...criteria, travelType: 'roundTrip', flightReturningDate: '2027-01-05', travellers: 2 };
const leg = { flightFromCurrentLocation: 'dhaka', flightToDestinationLocation: 'dubai', flightDepartingDate: '2026-12-31' };
const multiCity: SearchCriteria = { ...criteria, travelType: 'multiWay', trips: [leg, { ...leg, flightDepartingDate: '2027-01-02' }], travellers: 3 };

describe('the booking plan', () => {
  it('books the slots of the tab’s last search, with its travellers', () => {
    const plan = planBooking(roundTrip, { ...none, departure: pick('out') }, { travellers: 5, children: 0, infants: 0 });
    expect(plan.legs).toEqual([
      { slot: 'departure', selection: pick('out') },
      { slot: 'return', selection: null },
    ]);
    expect(plan.travellers).toBe(2);
    expect(plan.complete).toBe(false);
  });

  it('is complete once every slot of the search has a pick, ignoring picks of other slots', () => {
    const plan = planBooking(multiCity, { ...none, tripOne: pick('1'), tripTwo: pick('2'), departure: pick('old') }, null);
    expect(plan.legs.map((leg) => leg.slot)).toEqual(['tripOne', 'tripTwo']);
    expect(plan.complete).toBe(true);
    expect(plan.travellers).toBe(3);
  });

  it('without a search in the tab, books the trip slots that hold a pick, with the stored travellers', () => {
    const plan = planBooking(null, { ...none, tripOne: pick('1'), tripThree: pick('3') }, { travellers: 4, children: 1, infants: 1 });
    expect(plan.legs.map((leg) => leg.slot)).toEqual(['tripOne', 'tripThree']);
    expect(plan.travellers).toBe(4);
    expect([plan.children, plan.infants]).toEqual([1, 1]);
    expect(plan.complete).toBe(true);
  });

  it('without a search, books departure and return when a return was picked, else the departure alone', () => {
    expect(planBooking(null, { ...none, departure: pick('out'), return: pick('back') }, null).legs.map((leg) => leg.slot)).toEqual([
      'departure',
      'return',
    ]);
    const empty = planBooking(null, none, null);
    expect(empty.legs).toEqual([{ slot: 'departure', selection: null }]);
    expect(empty.travellers).toBe(1);
    expect(empty.complete).toBe(false);
  });
});
