import { useMutation } from '@tanstack/react-query';
import { searchApiPaths, type SearchQuery, type SearchResponse } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';

/** One-way and round-trip search (public). */
export function searchFlights(search: SearchQuery): Promise<SearchResponse> {
  return apiRequest<SearchResponse>(searchApiPaths.flights, { query: { ...search }, public: true });
}

export function useSearchFlights() {
  return useMutation({ mutationFn: searchFlights });
}
