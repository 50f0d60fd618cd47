import { queryOptions, useQuery } from '@tanstack/react-query';
import { legacyApiPaths, type Flight } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';
import { flightKeys } from './flight-keys';

export function getFlight(id: string, signal?: AbortSignal): Promise<Flight> {
  return apiRequest<Flight>(`${legacyApiPaths.flights.one}/${encodeURIComponent(id)}`, { signal });
}

export const flightQuery = (id: string) =>
  queryOptions({ queryKey: flightKeys.details(id), queryFn: ({ signal }) => getFlight(id, signal), enabled: !!id });

export function useFlight(id: string) {
  return useQuery(flightQuery(id));
}
