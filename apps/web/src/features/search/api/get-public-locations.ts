import { useQuery } from '@tanstack/react-query';
import type { Location, LocationKind } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';
import { searchKeys } from './search-keys';

const paths: Record<LocationKind, string> = {
  domestic: '/api/show-domestic-flight',
  international: '/api/show-international-flight',
};

/** The public destination lists: the From/To choices and the popular-location carousels. */
export function getPublicLocations(kind: LocationKind, signal?: AbortSignal): Promise<Location[]> {
  return apiRequest<Location[]>(paths[kind], { signal, public: true });
}

export function usePublicLocations(kind: LocationKind) {
  return useQuery({
    queryKey: searchKeys.locations(kind),
    queryFn: ({ signal }) => getPublicLocations(kind, signal),
    staleTime: 5 * 60_000,
  });
}
