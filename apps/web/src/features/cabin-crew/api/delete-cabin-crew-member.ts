import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CabinCrew } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';
import { cabinCrewKeys } from './cabin-crew-keys';

export function deleteCabinCrew(id: string): Promise<unknown> {
  return apiRequest<unknown>('/api/delete-cabin-crewby-id', { method: 'DELETE', query: { id } });
}

export function useDeleteCabinCrew() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCabinCrew,
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<CabinCrew[]>(cabinCrewKeys.list(), (rows) => rows?.filter((row) => row._id !== id));
      queryClient.removeQueries({ queryKey: cabinCrewKeys.details(id) });
    },
  });
}
