import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Flight, FlightBody } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';
import { flightKeys } from './flight-keys';

export interface FlightSaved {
  message: string;
  data: Flight;
}

export function createFlight(body: FlightBody): Promise<FlightSaved> {
  return apiRequest<FlightSaved>('/api/upload-flight-information', { method: 'POST', body });
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
