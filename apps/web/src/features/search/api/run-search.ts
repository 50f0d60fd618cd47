import { flightSearchQuery, partyOfSearch, TRIP_KEYS, type FlightSearchResponse, type SearchCriteria } from '@tarmac/shared';
import type { SearchResults } from '../search-state';
import { searchFlights } from './search-flights';
import { searchMultiCity } from './search-multi-city';

/** Runs the search a results page address names, and answers it as the forms keep it. */
export async function runSearch(criteria: SearchCriteria): Promise<SearchResults> {
  if (criteria.travelType === 'multiWay') {
    const legs = criteria.trips.slice(0, TRIP_KEYS.length);
    const body = Object.fromEntries(legs.map((leg, i) => [TRIP_KEYS[i]!, [leg]]));
    const answer = await searchMultiCity({ ...body, trip1: body.trip1!, ...partyOfSearch(criteria) });
    return { travelType: 'multiWay', trips: legs.map((_, i) => answer[TRIP_KEYS[i]!]?.results ?? []) };
  }
  // The read the results page's address names (flightSearchReadOf): the server asks for it with a shared link's page.
  const answer: FlightSearchResponse = await searchFlights(flightSearchQuery({ ...criteria, travelType: criteria.travelType }));
  if (criteria.travelType === 'roundTrip' && 'departureResults' in answer) {
    return { travelType: 'roundTrip', departureResults: answer.departureResults, returnResults: answer.returnResults };
  }
  return { travelType: 'oneWay', results: 'results' in answer ? answer.results : [] };
}
