import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Location, LocationKind } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';
import { locationKinds } from '../location-kinds';
import { locationKeys } from './location-keys';

export function deleteLocation(kind: LocationKind, id: string): Promise<unknown> {
  return apiRequest<unknown>(locationKinds[kind].api.remove, { method: 'DELETE', query: { id } });
}

export function useDeleteLocation(kind: LocationKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteLocation(kind, id),
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<Location[]>(locationKeys.list(kind), (rows) => rows?.filter((row) => row._id !== id));
      queryClient.removeQueries({ queryKey: locationKeys.details(kind, id) });
    },
  });
}
