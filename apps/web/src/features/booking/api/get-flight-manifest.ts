import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FlightManifest } from '@tarmac/shared';
import { apiDownload, apiRequest } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { bookingKeys } from './booking-keys';

/** A flight and everyone booked on it (admin). */
export function getFlightManifest(flightId: string, signal?: AbortSignal): Promise<FlightManifest> {
  return apiRequest<FlightManifest>(`/api/admin/flights/${encodeURIComponent(flightId)}/manifest`, { signal });
}

export const flightManifestQuery = (flightId: string) =>
  queryOptions({ queryKey: bookingKeys.manifest(flightId), queryFn: ({ signal }) => getFlightManifest(flightId, signal), enabled: !!flightId });

/** Downloads the manifest as CSV (the bearer token goes in the header, so a plain link cannot fetch it). */
export async function downloadManifestCsv(flight: FlightManifest['flight']): Promise<void> {
  const file = await apiDownload(`/api/admin/flights/${encodeURIComponent(flight._id)}/manifest.csv`);
  saveFile(file, `manifest-${flight.flightNumber}-${flight.flightDepartingDate}.csv`);
}

export function useFlightManifest(flightId: string | undefined) {
  return useQuery(flightManifestQuery(flightId ?? ''));
}
