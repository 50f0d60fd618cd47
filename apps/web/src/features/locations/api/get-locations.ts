import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LocationKind } from '@tarmac/shared';
import { getLocations, LOCATION_LIST_STALE_MS } from './get-locations-request';
import { locationKeys } from './location-keys';

export { getLocations };

/**
 * The one query of a kind's list, whichever screen shows it (back office, flight form, search panel once the query
 * client has loaded): a change made in one shows in all, under one freshness rule.
 */
export const locationListQuery = (kind: LocationKind) =>
  queryOptions({
    queryKey: locationKeys.list(kind),
    queryFn: ({ signal }) => getLocations(kind, signal),
    staleTime: LOCATION_LIST_STALE_MS,
  });

export function useLocations(kind: LocationKind) {
  return useQuery(locationListQuery(kind));
}
