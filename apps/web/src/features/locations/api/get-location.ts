import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Location, LocationKind } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';
import { locationUrl } from './location-api';
import { locationKeys } from './location-keys';

export function getLocation(kind: LocationKind, id: string, signal?: AbortSignal): Promise<Location> {
  return apiRequest<Location>(locationUrl(kind, id), { signal });
}

export const locationQuery = (kind: LocationKind, id: string) =>
  queryOptions({ queryKey: locationKeys.details(kind, id), queryFn: ({ signal }) => getLocation(kind, id, signal), enabled: !!id });

export function useLocationDetails(kind: LocationKind, id: string | undefined) {
  return useQuery(locationQuery(kind, id ?? ''));
}
