import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { legacyApiPaths, type Flight, type FlightManifest } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';
import { apiPage } from '../../../lib/api-page';
import { checkInKeys } from './check-in-keys';

/** The manifest with its booked / checked-in / boarded counts and seats (admin). */
export const gateManifestQuery = (flightId: string) =>
  queryOptions({
    queryKey: checkInKeys.manifest(flightId),
    queryFn: ({ signal }) => apiRequest<FlightManifest>(`/api/admin/flights/${encodeURIComponent(flightId)}/manifest`, { signal }),
    enabled: !!flightId,
  });
export const useGateManifest = (flightId: string) => useQuery(gateManifestQuery(flightId));

/**
 * Every flight departing on a day (admin), earliest first: the gate's choice of flight. The demo network flies
 * more than a page (100) a day, so the pages are followed by their cursors (at most 20, 2,000 flights).
 */
export function useDepartures(day: string) {
  return useQuery({
    queryKey: checkInKeys.departures(day),
    queryFn: async ({ signal }) => {
      const rows: Flight[] = [];
      let after: string | null = null;
      for (let page = 0; page < 20; page++) {
        const got: Awaited<ReturnType<typeof apiPage<Flight>>> = await apiPage<Flight>(legacyApiPaths.flights.list, { q: day, sort: 'departsAt', limit: 100, ...(after ? { after } : { offset: 0 }) }, signal);
        rows.push(...got.rows);
        after = got.next;
        if (!after) break;
      }
      return { rows };
    },
  });
}

/** Reads a boarding pass at the gate and boards its passenger; answers the name on record and the name on the pass. */
export function useBoard(flightId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (bcbp: string) =>
      apiRequest<{ message: string; data: { name: string; scannedName: string; seat: string | null; boardedAt: string; assistance?: string[]; services?: string[] } }>(`/api/admin/flights/${encodeURIComponent(flightId)}/board`, {
        method: 'POST',
        body: { bcbp },
      }),
    onSettled: () => client.invalidateQueries({ queryKey: checkInKeys.manifest(flightId) }),
  });
}

export function useSetGate(flightId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (gate: string) => apiRequest<{ message: string }>(`/api/admin/flights/${encodeURIComponent(flightId)}/gate`, { method: 'PUT', body: { gate } }),
    onSuccess: () => client.invalidateQueries({ queryKey: checkInKeys.manifest(flightId) }),
  });
}
