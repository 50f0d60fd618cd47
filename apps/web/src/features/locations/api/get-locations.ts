import { useMemo } from 'react';
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

/** Every place flown to or from, domestic and international, by name (the back office's route pickers). */
export function useAllPlaces(): { _id: string; flightLocationName: string }[] {
  const domestic = useLocations('domestic');
  const international = useLocations('international');
  return useMemo(
    () => [...(domestic.data ?? []), ...(international.data ?? [])].sort((a, b) => a.flightLocationName.localeCompare(b.flightLocationName)),
    [domestic.data, international.data],
  );
}
