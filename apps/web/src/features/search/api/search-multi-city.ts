import { searchApiPaths, type MultiCityBody, type MultiCityResponse } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';

/** Multi-city search: up to three trips of one leg each (public). */
export function searchMultiCity(body: MultiCityBody): Promise<MultiCityResponse> {
  return apiRequest<MultiCityResponse>(searchApiPaths.multiCity, { method: 'POST', body, public: true });
}

export function useSearchMultiCity() {
  return useAction(searchMultiCity);
}
