import { useMutation, useQueryClient } from '@tanstack/react-query';
import { legacyApiPaths, type Created, type Package, type PackageBody } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';
import { packageKeys } from './package-keys';

export function updatePackage(id: string, body: PackageBody): Promise<Created<Package>> {
  return apiRequest<Created<Package>>(`${legacyApiPaths.packages.one}/${encodeURIComponent(id)}`, { method: 'PUT', body });
}

export function useUpdatePackage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PackageBody) => updatePackage(id, body),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(packageKeys.details(id), data);
      return queryClient.invalidateQueries({ queryKey: packageKeys.list() });
    },
  });
}
