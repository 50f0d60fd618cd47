import { useQuery } from '@tanstack/react-query';
import type { Location, LocationKind } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';
import { locationKinds } from '../location-kinds';
import { locationKeys } from './location-keys';

export function getLocation(kind: LocationKind, id: string, signal?: AbortSignal): Promise<Location> {
  return apiRequest<Location>(locationKinds[kind].api.one(id), { signal });
}

export function useLocationDetails(kind: LocationKind, id: string | undefined) {
  return useQuery({
    queryKey: locationKeys.details(kind, id ?? ''),
    queryFn: ({ signal }) => getLocation(kind, id ?? '', signal),
    enabled: !!id,
  });
}
