import { useMutation, useQueryClient } from '@tanstack/react-query';
import { legacyApiPaths, type Deleted, type Package } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';
import { packageKeys } from './package-keys';

export function deletePackage(id: string): Promise<Deleted> {
  return apiRequest<Deleted>(legacyApiPaths.packages.remove, { method: 'DELETE', query: { id } });
}

export function useDeletePackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePackage,
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<Package[]>(packageKeys.list(), (rows) => rows?.filter((row) => row._id !== id));
      queryClient.removeQueries({ queryKey: packageKeys.details(id) });
    },
  });
}
