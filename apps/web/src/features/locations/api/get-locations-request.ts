import type { Location, LocationKind } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';
import { locationApi } from './location-api';

/** A public list (SPEC §7): the search panel's From/To, the home page's carousels, the back office. */
export function getLocations(kind: LocationKind, signal?: AbortSignal): Promise<Location[]> {
  return apiRequest<Location[]>(locationApi[kind].list, { signal, public: true });
}
