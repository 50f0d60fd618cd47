import { useMutation } from '@tanstack/react-query';
import type { FlightResult, MultiCityBody } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';

export interface MultiCityAnswer {
  trip1: { results: FlightResult[] };
  trip2?: { results: FlightResult[] };
  trip3?: { results: FlightResult[] };
}

/** Multi-city search: up to three trips of one leg each (public). */
export function searchMultiCity(body: MultiCityBody): Promise<MultiCityAnswer> {
  return apiRequest<MultiCityAnswer>('/api/show-multi-city-flight-result', { method: 'POST', body, public: true });
}

export function useSearchMultiCity() {
  return useMutation({ mutationFn: searchMultiCity });
}
