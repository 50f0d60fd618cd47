import { useSyncExternalStore } from 'react';
import { TRAVEL_TYPES, type SearchCriteria, type SearchResult, type TripLeg } from '@tarmac/shared';
import { storedValue } from '../../lib/stored-value';

/** One leg of a multi-city search, as the form holds it. */
export type TripCriteria = TripLeg;

/** The search answer, by travel type (SPEC §3 search response shapes). */
export type SearchResults =
  | { travelType: 'oneWay'; results: SearchResult[] }
  | { travelType: 'roundTrip'; departureResults: SearchResult[]; returnResults: SearchResult[] }
  | { travelType: 'multiWay'; trips: SearchResult[][] };

function isCriteria(value: unknown): value is SearchCriteria {
  if (typeof value !== 'object' || value === null) return false;
  const criteria = value as Partial<SearchCriteria>;
  return (
    typeof criteria.travellers === 'number' &&
    Array.isArray(criteria.trips) &&
    (TRAVEL_TYPES as readonly unknown[]).includes(criteria.travelType) &&
    typeof criteria.flightFromCurrentLocation === 'string'
  );
}

/**
 * The tab's last search (what was asked, not the answer: that lives in the query cache, keyed by the results
 * page's address). Kept in sessionStorage, so the search panel starts from it, a bare /flightSearchResult goes
 * back to it and the booking page knows its legs and travellers after a reload; a new tab starts afresh.
 */
const lastSearch = storedValue<SearchCriteria>({
  area: 'session',
  key: 'lastSearch',
  parse: (value) => (isCriteria(value) ? value : null),
});

export const getLastSearch = lastSearch.get;
export const saveLastSearch = lastSearch.set;

const unfollowed = { subscribe: () => () => undefined, get: () => null };

/**
 * The criteria of this tab's last successful search, or null. `follow` false: null, and no re-render when it
 * changes (the results page of an address with its own search only writes it).
 */
export function useLastSearch(follow = true): SearchCriteria | null {
  const source = follow ? lastSearch : unfollowed;
  return useSyncExternalStore(source.subscribe, source.get, source.get);
}
