import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchResult } from '@tarmac/shared';
import type { BookingSelection } from './selection-store';

/** A fresh store, as a new page load would have it, over whatever localStorage holds now. */
const loadStore = () => import('./selection-store');

const pick = (flightId: string, packagePrice = 6500): BookingSelection => ({
  flightId,
  packageId: 'gold',
  packageName: 'Gold Package',
  packagePrice,
  planeNumber: 'S2-AJA',
  flightNumber: 'TK-101',
  flightFromCurrentLocation: 'dhaka',
  flightToDestinationLocation: 'dubai',
  flightDepartingDate: '2026-12-31',
  flightDepartingTime: '09:30',
  flightArrivalDate: '2026-12-31',
  flightArrivalTime: '13:05',
  international: true,
});

beforeEach(() => {
  localStorage.clear();
  vi.resetModules();
});
afterEach(() => localStorage.clear());

describe('the selection store', () => {
  it('keeps each pick in localStorage under its slot’s name, a later pick replacing an earlier one', async () => {
    const store = await loadStore();
    store.selectFlight('departure', pick('first'));
    store.selectFlight('departure', pick('second'));
    store.selectFlight('return', pick('back'));
    expect(store.getSelections()).toMatchObject({ departure: { flightId: 'second' }, return: { flightId: 'back' }, tripOne: null });
    expect(JSON.parse(localStorage.getItem('departure')!)).toEqual(pick('second'));
  });

  it('finds the picks of an earlier visit, and ignores what is not a pick', async () => {
    localStorage.setItem('departure', JSON.stringify(pick('stored')));
    localStorage.setItem('return', '{not json');
    localStorage.setItem('tripOne', JSON.stringify({ flightId: 42 }));
    const { international: _, ...withoutInternational } = pick('older');
    localStorage.setItem('tripTwo', JSON.stringify(withoutInternational));
    const store = await loadStore();
    expect(store.getSelections()).toEqual({ departure: pick('stored'), return: null, tripOne: null, tripTwo: null, tripThree: null });
  });

  it('answers the same object until a pick changes, and tells its listeners when one does', async () => {
    const store = await loadStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribeSelections(listener);
    const before = store.getSelections();
    expect(store.getSelections()).toBe(before);
    store.selectFlight('tripTwo', pick('two'));
    expect(listener).toHaveBeenCalled();
    expect(store.getSelections()).not.toBe(before);
    unsubscribe();
  });

  it('empties all five slots', async () => {
    const store = await loadStore();
    store.selectFlight('departure', pick('a'));
    store.selectFlight('tripThree', pick('c'));
    store.clearSelections();
    expect(Object.values(store.getSelections())).toEqual([null, null, null, null, null]);
    expect(localStorage.getItem('departure')).toBeNull();
    expect(localStorage.getItem('tripThree')).toBeNull();
  });

  it('follows a pick made in another tab while someone listens', async () => {
    const store = await loadStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribeSelections(listener);
    localStorage.setItem('return', JSON.stringify(pick('other-tab')));
    window.dispatchEvent(new StorageEvent('storage', { key: 'return' }));
    expect(listener).toHaveBeenCalled();
    expect(store.getSelections().return?.flightId).toBe('other-tab');
    unsubscribe();
  });

  it('keeps the party beside the picks, only from one to nine seated, with an adult and a lap for each infant', async () => {
    const store = await loadStore();
    expect(store.readTravellers()).toBeNull();
    store.saveTravellers({ travellers: 3, children: 1, infants: 2 });
    expect(store.readTravellers()).toEqual({ travellers: 3, children: 1, infants: 2 });

    // A count stored before issue 35 is that many adults; a party with more infants than adults is none.
    localStorage.setItem('travellers', '3');
    vi.resetModules();
    expect((await loadStore()).readTravellers()).toEqual({ travellers: 3, children: 0, infants: 0 });
    localStorage.setItem('travellers', JSON.stringify({ travellers: 2, children: 1, infants: 2 }));
    vi.resetModules();
    expect((await loadStore()).readTravellers()).toBeNull();

    localStorage.setItem('travellers', '12');
    vi.resetModules();
    expect((await loadStore()).readTravellers()).toBeNull();
  });

  it('makes a pick of a result’s package, priced from the flight’s property named after the package', async () => {
    const { selectionOf } = await loadStore();
    const flight = { ...pick('x'), _id: 'flight-1', seatsLeft: 9, packageList: [], 'Gold Package': 6500 } as unknown as SearchResult;
    expect(selectionOf(flight, { _id: 'gold', packageName: 'Gold Package' })).toEqual({ ...pick('flight-1'), flightId: 'flight-1' });
  });
});
