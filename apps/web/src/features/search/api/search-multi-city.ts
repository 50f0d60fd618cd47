import { useMutation } from '@tanstack/react-query';
import { searchApiPaths, type MultiCityBody, type MultiCityResponse } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';

/** Multi-city search: up to three trips of one leg each (public). */
export function searchMultiCity(body: MultiCityBody): Promise<MultiCityResponse> {
  return apiRequest<MultiCityResponse>(searchApiPaths.multiCity, { method: 'POST', body, public: true });
}

export function useSearchMultiCity() {
  return useMutation({ mutationFn: searchMultiCity });
}
