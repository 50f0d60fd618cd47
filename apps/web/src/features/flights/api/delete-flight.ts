import { useMutation, useQueryClient } from '@tanstack/react-query';
import { legacyApiPaths, type Deleted, type Flight } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';
import { flightKeys } from './flight-keys';

export function deleteFlight(id: string): Promise<Deleted> {
  return apiRequest<Deleted>(legacyApiPaths.flights.remove, { method: 'DELETE', query: { id } });
}

export function useDeleteFlight() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFlight,
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<Flight[]>(flightKeys.list(), (rows) => rows?.filter((row) => row._id !== id));
      queryClient.removeQueries({ queryKey: flightKeys.details(id) });
    },
  });
}
