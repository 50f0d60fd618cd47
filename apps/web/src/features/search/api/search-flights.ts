import { searchApiPaths, type SearchQuery, type FlightSearchResponse } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';

/** One-way and round-trip search (public). */
export function searchFlights(search: SearchQuery): Promise<FlightSearchResponse> {
  return apiRequest<FlightSearchResponse>(searchApiPaths.flights, { query: { ...search }, public: true });
}

export function useSearchFlights() {
  return useAction(searchFlights);
}
