import { searchApiPaths, type SearchQuery, type SearchResponse } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';

/** One-way and round-trip search (public). */
export function searchFlights(search: SearchQuery): Promise<SearchResponse> {
  return apiRequest<SearchResponse>(searchApiPaths.flights, { query: { ...search }, public: true });
}

export function useSearchFlights() {
  return useAction(searchFlights);
}
