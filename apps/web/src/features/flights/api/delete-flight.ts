import { useMutation, useQueryClient } from '@tanstack/react-query';
import { legacyApiPaths, type Deleted } from '@tarmac/shared';
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
      queryClient.removeQueries({ queryKey: flightKeys.details(id) });
      // The list's pages are the server's: read the shown one again.
      return queryClient.invalidateQueries({ queryKey: flightKeys.list() });
    },
  });
}
