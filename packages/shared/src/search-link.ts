// A search results page's address and the API read it names: spelled once for the web (which reads the address
// and asks the API) and the server (which asks for that read with the page's shell, so the answer comes beside
// the page's code). No zod here: the search forms of the first page read these.
import type { SearchQuery, TripLeg } from './booking.js';
import { searchApiPaths } from './first-page-api-paths.js';
import { MAX_TRIPS, TRAVELLERS_MAX, TRAVELLERS_MIN } from './limits.js';
import { TRAVEL_TYPES, type TravelType } from './trips.js';

/** The search results page's address (SPEC §2), whose search part names a search (the web's search-href.ts writes it). */
export const SEARCH_RESULTS_PATH = '/flightSearchResult';

/** What the visitor searched for (SPEC §3 search criteria); locations are lower-case. */
export interface SearchCriteria extends TripLeg {
  travelType: TravelType;
  flightReturningDate: string;
  trips: TripLeg[];
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

const isDate = (value: string | undefined): value is string => !!value && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** The search a results page's address names, or null when it names none (the page then shows the tab's last search). */
export function criteriaFromParams(params: URLSearchParams): SearchCriteria | null {
  const travelType = params.get('travelType') as TravelType | null;
  if (!travelType || !(TRAVEL_TYPES as readonly string[]).includes(travelType)) return null;
  const froms = params.getAll('from');
  const tos = params.getAll('to');
  const dates = params.getAll('date');
  const count = travelType === 'multiWay' ? Math.min(froms.length, MAX_TRIPS) : 1;
  const trips: TripLeg[] = [];
  for (let i = 0; i < count; i++) {
    const from = froms[i]?.trim().toLowerCase();
    const to = tos[i]?.trim().toLowerCase();
    const date = dates[i];
    if (!from || !to || !isDate(date)) return null;
    trips.push({ flightFromCurrentLocation: from, flightToDestinationLocation: to, flightDepartingDate: date });
  }
  const first = trips[0];
  if (!first) return null;
  const back = params.get('return') ?? '';
  if (travelType === 'roundTrip' && !isDate(back)) return null;
  const asked = Number(params.get('travellers') ?? '1');
  const travellers = Number.isInteger(asked) && asked >= TRAVELLERS_MIN && asked <= TRAVELLERS_MAX ? asked : 1;
  // Children leave at least one adult; infants sit one on each adult's lap (else the address asks for none).
  const countOf = (name: string, max: number) => {
    const n = Number(params.get(name) ?? '0');
    return Number.isInteger(n) && n >= 0 && n <= max ? n : 0;
  };
  const children = countOf('children', travellers - 1);
  const infants = countOf('infants', travellers - children);
  return {
    travelType,
    ...first,
    flightReturningDate: travelType === 'roundTrip' ? back : '',
    trips: travelType === 'multiWay' ? trips : [],
    travellers,
    ...(children ? { children } : {}),
    ...(infants ? { infants } : {}),
  };
}

/** A one-way or round-trip search as the API's GET query (a multi-city search is a POST of its own). */
export function flightSearchQuery(criteria: SearchCriteria & { travelType: 'oneWay' | 'roundTrip' }): SearchQuery {
  return {
    travelType: criteria.travelType,
    flightFromCurrentLocation: criteria.flightFromCurrentLocation,
    flightToDestinationLocation: criteria.flightToDestinationLocation,
    flightDepartingDate: criteria.flightDepartingDate,
    flightReturningDate: criteria.travelType === 'roundTrip' ? criteria.flightReturningDate : undefined,
    ...partyOfSearch(criteria),
  };
}

/** An API path with its query: the parts that have a value, in the object's order. */
export function pathWithQuery(path: string, query?: Record<string, string | number | boolean | undefined | null>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** The API read a results page's address names (its one-way or round-trip search), or null when it names none. */
export function flightSearchReadOf(params: URLSearchParams): string | null {
  const criteria = criteriaFromParams(params);
  if (!criteria || criteria.travelType === 'multiWay') return null;
  return pathWithQuery(searchApiPaths.flights, { ...flightSearchQuery({ ...criteria, travelType: criteria.travelType }) });
}
