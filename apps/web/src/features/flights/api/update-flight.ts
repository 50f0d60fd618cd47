import { useMutation, useQueryClient } from '@tanstack/react-query';
import { legacyApiPaths, type Created, type Flight, type FlightBody } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';
import { flightKeys } from './flight-keys';

export function updateFlight(id: string, body: FlightBody): Promise<Created<Flight>> {
  return apiRequest<Created<Flight>>(`${legacyApiPaths.flights.one}/${encodeURIComponent(id)}`, { method: 'PUT', body });
}

export function useUpdateFlight(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FlightBody) => updateFlight(id, body),
    // The list is large: replace the one flight rather than reading it all again.
    onSuccess: ({ data }) => {
      queryClient.setQueryData(flightKeys.details(id), data);
      return queryClient.invalidateQueries({ queryKey: flightKeys.list(), refetchType: 'none' });
    },
  });
}
