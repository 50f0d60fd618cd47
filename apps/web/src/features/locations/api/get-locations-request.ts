import type { Location, LocationKind } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';
import { locationApi } from './location-api';

/** A public list (SPEC §7): the search panel's From/To, the home page's carousels, the back office. */
export function getLocations(kind: LocationKind, signal?: AbortSignal): Promise<Location[]> {
  return apiRequest<Location[]>(locationApi[kind].list, { signal, public: true });
}

/**
 * How long a read list counts as fresh, wherever it is read (first page, search panel, back office): destinations
 * change rarely, and a change made in this tab refreshes the list at once (the back office's writes invalidate it).
 */
export const LOCATION_LIST_STALE_MS = 5 * 60_000;
