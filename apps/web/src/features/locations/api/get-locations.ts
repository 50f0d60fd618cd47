import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Location, LocationKind } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';
import { locationApi } from './location-api';
import { locationKeys } from './location-keys';

/** A public list (SPEC §7): the search panel's From/To, the home page's carousels, the back office. */
export function getLocations(kind: LocationKind, signal?: AbortSignal): Promise<Location[]> {
  return apiRequest<Location[]>(locationApi[kind].list, { signal, public: true });
}

/** The one query of a kind's list, whichever screen shows it: a change made in one shows in all. */
export const locationListQuery = (kind: LocationKind) =>
  queryOptions({ queryKey: locationKeys.list(kind), queryFn: ({ signal }) => getLocations(kind, signal) });

/** Destinations change rarely: a visitor's screens (search panel, carousels) need not ask again for five minutes. */
export const VISITOR_STALE_MS = 5 * 60_000;

export function useLocations(kind: LocationKind) {
  return useQuery(locationListQuery(kind));
}
