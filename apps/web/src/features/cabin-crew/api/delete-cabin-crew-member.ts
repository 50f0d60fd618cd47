import { useMutation, useQueryClient } from '@tanstack/react-query';
import { legacyApiPaths, type CabinCrew, type Deleted } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';
import { cabinCrewKeys } from './cabin-crew-keys';

export function deleteCabinCrew(id: string): Promise<Deleted> {
  return apiRequest<Deleted>(legacyApiPaths.cabinCrew.remove, { method: 'DELETE', query: { id } });
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
