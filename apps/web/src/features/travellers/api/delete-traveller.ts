import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Deleted, Traveller } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';
import { travellerKeys } from './traveller-keys';

export function deleteTraveller(id: string): Promise<Deleted> {
  return apiRequest<Deleted>('/api/travellers', { method: 'DELETE', query: { id } });
}

export function useDeleteTraveller() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTraveller,
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<Traveller[]>(travellerKeys.list(), (rows) => rows?.filter((row) => row._id !== id));
      queryClient.removeQueries({ queryKey: travellerKeys.details(id) });
    },
  });
}
