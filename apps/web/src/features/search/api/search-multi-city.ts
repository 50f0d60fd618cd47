import { searchApiPaths, type MultiCityBody, type MultiCitySearchResponse } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';

/** Multi-city search: up to three trips of one leg each (public). */
export function searchMultiCity(body: MultiCityBody): Promise<MultiCitySearchResponse> {
  return apiRequest<MultiCitySearchResponse>(searchApiPaths.multiCity, { method: 'POST', body, public: true });
}

export function useSearchMultiCity() {
  return useAction(searchMultiCity);
}
