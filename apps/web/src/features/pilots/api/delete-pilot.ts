import { useMutation, useQueryClient } from '@tanstack/react-query';
import { legacyApiPaths, type Deleted, type Pilot } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';
import { pilotKeys } from './pilot-keys';

export function deletePilot(id: string): Promise<Deleted> {
  return apiRequest<Deleted>(legacyApiPaths.pilots.remove, { method: 'DELETE', query: { id } });
}

export function useDeletePilot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePilot,
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<Pilot[]>(pilotKeys.list(), (rows) => rows?.filter((row) => row._id !== id));
      queryClient.removeQueries({ queryKey: pilotKeys.details(id) });
    },
  });
}
