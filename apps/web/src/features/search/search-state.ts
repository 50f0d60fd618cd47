import { useSyncExternalStore } from 'react';
import { TRAVEL_TYPES, type SearchResult, type TravelType, type TripLeg } from '@tarmac/shared';
import { storedValue } from '../../lib/stored-value';

/** One leg of a multi-city search, as the form holds it. */
export type TripCriteria = TripLeg;

/** What the visitor searched for (SPEC §3 search criteria); locations are lower-case. */
export interface SearchCriteria extends TripCriteria {
  travelType: TravelType;
  flightReturningDate: string;
  trips: TripCriteria[];
  travellers: number;
}

/** The search answer, by travel type (SPEC §3 search response shapes). */
export type SearchResults =
  | { travelType: 'oneWay'; results: SearchResult[] }
  | { travelType: 'roundTrip'; departureResults: SearchResult[]; returnResults: SearchResult[] }
  | { travelType: 'multiWay'; trips: SearchResult[][] };

export interface StoredSearch {
  criteria: SearchCriteria;
  results: SearchResults;
}

function isStoredSearch(value: unknown): value is StoredSearch {
  if (typeof value !== 'object' || value === null) return false;
  const { criteria, results } = value as Partial<StoredSearch>;
  return (
    typeof criteria === 'object' &&
    criteria !== null &&
    typeof criteria.travellers === 'number' &&
    Array.isArray(criteria.trips) &&
    typeof results === 'object' &&
    results !== null &&
    (TRAVEL_TYPES as readonly unknown[]).includes(results.travelType)
  );
}

/** Kept in sessionStorage, so a reload of the results page keeps them, but a new tab starts afresh. */
const storedSearch = storedValue<StoredSearch>({
  area: 'session',
  key: 'flightSearch',
  parse: (value) => (isStoredSearch(value) ? value : null),
});

export const getStoredSearch = storedSearch.get;
export const saveSearch = storedSearch.set;

/** The last successful search of this tab, or null. */
export function useStoredSearch(): StoredSearch | null {
  return useSyncExternalStore(storedSearch.subscribe, storedSearch.get, storedSearch.get);
}
