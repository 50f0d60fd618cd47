import { useSyncExternalStore } from 'react';
import type { FlightResult, TravelType } from '@tarmac/shared';
import { readStorage, writeStorage } from '../../lib/browser-storage';

/** One leg of a multi-city search, as the form holds it. */
export interface TripCriteria {
  flightFromCurrentLocation: string;
  flightToDestinationLocation: string;
  flightDepartingDate: string;
}

/** What the visitor searched for (SPEC §3 search criteria); locations are lower-case. */
export interface SearchCriteria extends TripCriteria {
  travelType: TravelType;
  flightReturningDate: string;
  trips: TripCriteria[];
  travellers: number;
}

/** The search answer, by travel type (SPEC §3 search response shapes). */
export type SearchResults =
  | { travelType: 'oneWay'; results: FlightResult[] }
  | { travelType: 'roundTrip'; departureResults: FlightResult[]; returnResults: FlightResult[] }
  | { travelType: 'multiWay'; trips: FlightResult[][] };

export interface StoredSearch {
  criteria: SearchCriteria;
  results: SearchResults;
}

/** Kept in sessionStorage, so a reload of the results page keeps them, but a new tab starts afresh. */
const SEARCH_KEY = 'flightSearch';

type Listener = () => void;
const listeners = new Set<Listener>();

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
    ['oneWay', 'roundTrip', 'multiWay'].includes(results.travelType)
  );
}

function read(): StoredSearch | null {
  const raw = readStorage('session', SEARCH_KEY);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isStoredSearch(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

let current: StoredSearch | null = read();

export function getStoredSearch(): StoredSearch | null {
  return current;
}

export function saveSearch(search: StoredSearch): void {
  current = search;
  writeStorage('session', SEARCH_KEY, JSON.stringify(search));
  listeners.forEach((listener) => listener());
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The last successful search of this tab, or null. */
export function useStoredSearch(): StoredSearch | null {
  return useSyncExternalStore(subscribe, getStoredSearch, getStoredSearch);
}
