import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SeatMap } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';
import { checkInKeys } from './check-in-keys';

/** A flight's seat map: which seats are free (public; nobody is named). */
export function getSeatMap(flightId: string, signal?: AbortSignal): Promise<SeatMap> {
  return apiRequest<SeatMap>(`/api/flights/${encodeURIComponent(flightId)}/seat-map`, { signal, public: true });
}

export const seatMapQuery = (flightId: string) =>
  queryOptions({ queryKey: checkInKeys.seatMap(flightId), queryFn: ({ signal }) => getSeatMap(flightId, signal), enabled: !!flightId });

export function useSeatMap(flightId: string | undefined) {
  return useQuery(seatMapQuery(flightId ?? ''));
}
