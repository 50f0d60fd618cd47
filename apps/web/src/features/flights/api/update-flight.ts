import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Flight, FlightBody } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';
import type { FlightSaved } from './create-flight';
import { flightKeys } from './flight-keys';

export function updateFlight(id: string, body: FlightBody): Promise<FlightSaved> {
  return apiRequest<FlightSaved>(`/api/flight-information/${encodeURIComponent(id)}`, { method: 'PUT', body });
}

export function useUpdateFlight(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FlightBody) => updateFlight(id, body),
    // The list is large: replace the one flight rather than reading it all again.
    onSuccess: ({ data }) => {
      queryClient.setQueryData(flightKeys.details(id), data);
      queryClient.setQueryData<Flight[]>(flightKeys.list(), (rows) => rows?.map((row) => (row._id === id ? data : row)));
      return queryClient.invalidateQueries({ queryKey: flightKeys.list(), refetchType: 'none' });
    },
  });
}
