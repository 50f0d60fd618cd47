import { useQuery } from '@tanstack/react-query';
import type { Location, LocationKind } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';
import { locationKinds } from '../location-kinds';
import { locationKeys } from './location-keys';

export function getLocations(kind: LocationKind, signal?: AbortSignal): Promise<Location[]> {
  return apiRequest<Location[]>(locationKinds[kind].api.list, { signal });
}

export function useLocations(kind: LocationKind) {
  return useQuery({ queryKey: locationKeys.list(kind), queryFn: ({ signal }) => getLocations(kind, signal) });
}
