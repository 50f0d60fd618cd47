import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FlightManifest } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';
import { bookingKeys } from './booking-keys';

/** A flight and everyone booked on it (admin). */
export function getFlightManifest(flightId: string, signal?: AbortSignal): Promise<FlightManifest> {
  return apiRequest<FlightManifest>(`/api/admin/flights/${encodeURIComponent(flightId)}/manifest`, { signal });
}

export const flightManifestQuery = (flightId: string) =>
  queryOptions({ queryKey: bookingKeys.manifest(flightId), queryFn: ({ signal }) => getFlightManifest(flightId, signal), enabled: !!flightId });

export function useFlightManifest(flightId: string | undefined) {
  return useQuery(flightManifestQuery(flightId ?? ''));
}
