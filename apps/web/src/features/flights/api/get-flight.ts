import { useQuery } from '@tanstack/react-query';
import type { Flight } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';
import { flightKeys } from './flight-keys';

export function getFlight(id: string, signal?: AbortSignal): Promise<Flight> {
  return apiRequest<Flight>(`/api/flight-information/${encodeURIComponent(id)}`, { signal });
}

export function useFlight(id: string) {
  return useQuery({ queryKey: flightKeys.details(id), queryFn: ({ signal }) => getFlight(id, signal), enabled: !!id });
}
