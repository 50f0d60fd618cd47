import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../lib/query-client';
import { shareLocationLists } from '../features/locations/api/share-location-lists';

// The first page read its location lists without TanStack Query (for its byte budget): they go into this cache as it
// loads, and from then on there is one entry per list.
shareLocationLists(queryClient);

/**
 * TanStack Query for the parts that load after the first page (every other page, the signed-in menus):
 * the home page reads its two lists without it, so its 10 KB stay out of the first download. All parts
 * share one client, so a cache entry is the same wherever it is read.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
