import { useQuery } from '@tanstack/react-query';
import type { Flight } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';
import { flightKeys } from './flight-keys';

export function getFlightList(signal?: AbortSignal): Promise<Flight[]> {
  return apiRequest<Flight[]>('/api/show-flight-information-list', { signal });
}

export function useFlightList() {
  return useQuery({ queryKey: flightKeys.list(), queryFn: ({ signal }) => getFlightList(signal) });
}
