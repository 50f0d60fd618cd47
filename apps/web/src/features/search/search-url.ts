import type { SearchCriteria } from '@tarmac/shared';
import type { TripCriteria } from './search-state';
import { searchParamsOf, type ResultsView, type SortKey, type TimeOfDay } from './search-href';

/**
 * Reading the results page's view from its address (search-href.ts writes it; the search it names is read by
 * criteriaFromParams, in @tarmac/shared), and moving a leg to another day.
 */

export { searchHref, searchParamsOf } from './search-href';
export type { ResultsView, SortKey, TimeOfDay } from './search-href';

export const SORTS: readonly SortKey[] = ['departure', 'price', 'duration'];
export const TIMES_OF_DAY: readonly TimeOfDay[] = ['morning', 'afternoon', 'evening'];
export const DEFAULT_VIEW: ResultsView = { sort: 'departure', time: null, pkg: null };

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
