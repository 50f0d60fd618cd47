import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { followReads } from './first-view';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failureCount, error) => {
          // The server is briefly unavailable (its database restarting): a read is safe to ask again, for a while.
          if (error instanceof ApiError && error.status === 503) return failureCount < 6;
          // A 4xx answer will not change by asking again.
          return !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2;
        },
        // After the wait the server asked for (Retry-After), otherwise TanStack Query's own doubling delay.
        retryDelay: (failureCount, error) =>
          error instanceof ApiError && error.retryAfterSeconds ? Math.min(error.retryAfterSeconds, 30) * 1000 : Math.min(1000 * 2 ** failureCount, 30_000),
      },
      mutations: { retry: false },
    },
  });
}

/**
 * The page's one client: every lazily loaded part that reads server state shares it, and the first page's search
 * forms put their answer in it (imported on demand) before they open the results.
 */
export const queryClient = createQueryClient();

// What waits for the page's first view (lib/first-view.ts) waits for the reads under way here.
followReads({ fetching: () => queryClient.isFetching(), subscribe: (tell) => queryClient.getQueryCache().subscribe(tell) });

// The traveller's trips kept on this device for use offline (issue 34): loaded beside the first page that asks.
void import('./saved-trips').then((m) => m.keepTrips(queryClient));
