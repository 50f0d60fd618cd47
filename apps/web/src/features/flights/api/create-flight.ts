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
    // The list is large: add the new flight to it rather than reading it all again.
    onSuccess: ({ data }) => {
      queryClient.setQueryData<Flight[]>(flightKeys.list(), (rows) => rows && [...rows, data]);
      return queryClient.invalidateQueries({ queryKey: flightKeys.list(), refetchType: 'none' });
    },
  });
}
