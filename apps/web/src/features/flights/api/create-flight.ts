import { useMutation, useQueryClient } from '@tanstack/react-query';
import { legacyApiPaths, type Created, type Flight, type FlightBody } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';
import { flightKeys } from './flight-keys';

export function createFlight(body: FlightBody): Promise<Created<Flight>> {
  return apiRequest<Created<Flight>>(legacyApiPaths.flights.create, { method: 'POST', body });
}

export function useCreateFlight() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFlight,
    // The list's pages are read from the server page by page: they are read again when next shown.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: flightKeys.list(), refetchType: 'none' }),
  });
}
