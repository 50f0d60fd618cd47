import { queryOptions, useQuery } from '@tanstack/react-query';
import { legacyApiPaths, type Flight } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';
import { flightKeys } from './flight-keys';

export function getFlightList(signal?: AbortSignal): Promise<Flight[]> {
  return apiRequest<Flight[]>(legacyApiPaths.flights.list, { signal });
}

export const flightListQuery = () => queryOptions({ queryKey: flightKeys.list(), queryFn: ({ signal }) => getFlightList(signal) });

export function useFlightList() {
  return useQuery(flightListQuery());
}
