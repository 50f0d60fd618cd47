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
  /** SPEC's 1–9 travellers: the seated ones, adults and children (issue 35). */
  travellers: number;
  /** Of the travellers, how many are children (2–11); absent in searches kept before issue 35: none. */
  children?: number;
  /** Infants under two on an adult's lap, beside the travellers; absent: none. */
  infants?: number;
}

/** Who travels, as the search forms ask it: the seated travellers, the children among them, infants on laps. */
export interface Party {
  travellers: number;
  children: number;
  infants: number;
}

/** The party of a search. */
export const partyOfSearch = (c: Pick<SearchCriteria, 'travellers' | 'children' | 'infants'>): Party => ({ travellers: c.travellers, children: c.children ?? 0, infants: c.infants ?? 0 });

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

/** The criteria of this tab's last successful search, or null. */
export function useLastSearch(): SearchCriteria | null {
  return useSyncExternalStore(lastSearch.subscribe, lastSearch.get, lastSearch.get);
}
