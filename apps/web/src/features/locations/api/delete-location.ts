import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Deleted, Location, LocationKind } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';
import { locationApi } from './location-api';
import { locationKeys } from './location-keys';

export function deleteLocation(kind: LocationKind, id: string): Promise<Deleted> {
  return apiRequest<Deleted>(locationApi[kind].remove, { method: 'DELETE', query: { id } });
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
