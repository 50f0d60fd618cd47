import { useMutation, useQueryClient } from '@tanstack/react-query';
import { legacyApiPaths, type Created, type Package, type PackageBody } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';
import { packageKeys } from './package-keys';

export function createPackage(body: PackageBody): Promise<Created<Package>> {
  return apiRequest<Created<Package>>(legacyApiPaths.packages.create, { method: 'POST', body });
}

export function useCreatePackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPackage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: packageKeys.list() }),
  });
}
