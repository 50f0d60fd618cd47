import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Pilot } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';
import { pilotKeys } from './pilot-keys';

export function deletePilot(id: string): Promise<unknown> {
  return apiRequest<unknown>('/api/delete-pilot-by-id', { method: 'DELETE', query: { id } });
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
