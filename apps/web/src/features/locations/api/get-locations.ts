import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LocationKind } from '@tarmac/shared';
import { getLocations } from './get-locations-request';
import { locationKeys } from './location-keys';

export { getLocations };

/** The one query of a kind's list, whichever screen shows it: a change made in one shows in all. */
export const locationListQuery = (kind: LocationKind) =>
  queryOptions({ queryKey: locationKeys.list(kind), queryFn: ({ signal }) => getLocations(kind, signal) });

/** Destinations change rarely: a visitor's screens (search panel, carousels) need not ask again for five minutes. */
export const VISITOR_STALE_MS = 5 * 60_000;

export function useLocations(kind: LocationKind) {
  return useQuery(locationListQuery(kind));
}
