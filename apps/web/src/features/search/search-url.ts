import { MAX_TRIPS, TRAVELLERS_MAX, TRAVELLERS_MIN, TRAVEL_TYPES, type TravelType } from '@tarmac/shared';
import type { SearchCriteria, TripCriteria } from './search-state';
import { searchParamsOf, type ResultsView, type SortKey, type TimeOfDay } from './search-href';

/** Reading the results page's address (search-href.ts writes it), and moving a leg to another day. */

export { searchHref, searchParamsOf } from './search-href';
export type { ResultsView, SortKey, TimeOfDay } from './search-href';

export const SORTS: readonly SortKey[] = ['departure', 'price', 'duration'];
export const TIMES_OF_DAY: readonly TimeOfDay[] = ['morning', 'afternoon', 'evening'];
export const DEFAULT_VIEW: ResultsView = { sort: 'departure', time: null, pkg: null };

const isDate = (value: string | undefined): value is string => !!value && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** The search an address names, or null when it names none (the page then shows the tab's last search). */
export function criteriaFromParams(params: URLSearchParams): SearchCriteria | null {
  const travelType = params.get('travelType') as TravelType | null;
  if (!travelType || !(TRAVEL_TYPES as readonly string[]).includes(travelType)) return null;
  const froms = params.getAll('from');
  const tos = params.getAll('to');
  const dates = params.getAll('date');
  const count = travelType === 'multiWay' ? Math.min(froms.length, MAX_TRIPS) : 1;
  const trips: TripCriteria[] = [];
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

/** The sort and filters an address asks for; anything unknown is left at its default. */
export function viewFromParams(params: URLSearchParams): ResultsView {
  const sort = params.get('sort');
  const time = params.get('time');
  return {
    sort: (SORTS as readonly (string | null)[]).includes(sort) ? (sort as SortKey) : DEFAULT_VIEW.sort,
    time: (TIMES_OF_DAY as readonly (string | null)[]).includes(time) ? (time as TimeOfDay) : null,
    pkg: params.get('package') || null,
  };
}

/** Whether two searches ask for the same thing (so stored results answer the address). */
export function sameSearch(a: SearchCriteria, b: SearchCriteria): boolean {
  return searchParamsOf(a).toString() === searchParamsOf(b).toString();
}

/** The legs of a search in booking order, each with its own route and day. */
export function legsOf(criteria: SearchCriteria): TripCriteria[] {
  switch (criteria.travelType) {
    case 'oneWay':
      return [criteria];
    case 'roundTrip':
      return [
        criteria,
        { flightFromCurrentLocation: criteria.flightToDestinationLocation, flightToDestinationLocation: criteria.flightFromCurrentLocation, flightDepartingDate: criteria.flightReturningDate },
      ];
    case 'multiWay':
      return criteria.trips;
  }
}

/** The same search with leg `index` moved to another day. */
export function withLegDate(criteria: SearchCriteria, index: number, date: string): SearchCriteria {
  if (criteria.travelType === 'roundTrip' && index === 1) return { ...criteria, flightReturningDate: date };
  if (criteria.travelType === 'multiWay') {
    const trips = criteria.trips.map((trip, i) => (i === index ? { ...trip, flightDepartingDate: date } : trip));
    return { ...criteria, ...trips[0]!, trips };
  }
  return { ...criteria, flightDepartingDate: date };
}
