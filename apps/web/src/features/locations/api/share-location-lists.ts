import { QueryObserver, type QueryClient } from '@tanstack/react-query';
import type { LocationKind } from '@tarmac/shared';
import { locationListQuery } from './get-locations';
import { handOverLocationLists, type ListState } from './visitor-locations';

const EMPTY: ListState = {};

/**
 * When the query client loads: the lists the first page read go into its cache (read at the time they were, so they
 * go stale when they would have), a read still under way finishes there, and the first page's readers follow the
 * cache entries from then on, as the back office's do.
 */
export function shareLocationLists(client: QueryClient): void {
  handOverLocationLists((known, pending) => {
    for (const { kind, data, at } of known) client.setQueryData(locationListQuery(kind).queryKey, data, { updatedAt: at });
    for (const { kind, request } of pending) void client.prefetchQuery({ ...locationListQuery(kind), queryFn: () => request });
    return {
      state: (kind: LocationKind) => client.getQueryState(locationListQuery(kind).queryKey) ?? EMPTY,
      // An observer, as useQuery has: it reads a stale or missing list and keeps the entry while someone shows it.
      subscribe: (kind, onChange) => new QueryObserver(client, locationListQuery(kind)).subscribe(onChange),
    };
  });
}
