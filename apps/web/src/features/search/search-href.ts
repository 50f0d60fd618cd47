import { SEARCH_RESULTS_PATH, type SearchCriteria } from '@tarmac/shared';

/**
 * A search in the results page's address (API.md "Search that travellers can compare"):
 * `/flightSearchResult?travelType=oneWay&from=dhaka&to=sylhet&date=2026-12-01&return=…&travellers=2&children=1&infants=1`;
 * multi-city repeats `from`, `to` and `date` once per trip, in order. The view (sort and filters) rides along.
 * Only the writing side lives here, small and without zod: the home page's search forms link with it; the
 * results page reads the search an address names with criteriaFromParams (@tarmac/shared) and its view with search-url.ts.
 */

export type SortKey = 'departure' | 'price' | 'duration';
export type TimeOfDay = 'morning' | 'afternoon' | 'evening';

/** How the results are shown: sorted, and filtered by time of day and package. */
export interface ResultsView {
  sort: SortKey;
  time: TimeOfDay | null;
  /** A package's name: only its prices are shown. */
  pkg: string | null;
}

/** The query string of a search (and of its view: the default sort by departure is left out). */
export function searchParamsOf(criteria: SearchCriteria, view?: ResultsView): URLSearchParams {
  const params = new URLSearchParams({ travelType: criteria.travelType });
  const legs = criteria.travelType === 'multiWay' ? criteria.trips : [criteria];
  for (const leg of legs) {
    params.append('from', leg.flightFromCurrentLocation);
    params.append('to', leg.flightToDestinationLocation);
    params.append('date', leg.flightDepartingDate);
  }
  if (criteria.travelType === 'roundTrip') params.set('return', criteria.flightReturningDate);
  params.set('travellers', String(criteria.travellers));
  // Issue 35: only a party with children or infants says so; the old address (all adults) stays as it was.
  if (criteria.children) params.set('children', String(criteria.children));
  if (criteria.infants) params.set('infants', String(criteria.infants));
  if (view && view.sort !== 'departure') params.set('sort', view.sort);
  if (view?.time) params.set('time', view.time);
  if (view?.pkg) params.set('package', view.pkg);
  return params;
}

/** The results page's address for a search. */
export function searchHref(criteria: SearchCriteria, view?: ResultsView): string {
  return `${SEARCH_RESULTS_PATH}?${searchParamsOf(criteria, view).toString()}`;
}
