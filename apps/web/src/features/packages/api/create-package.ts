import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Package, PackageBody } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';
import { packageKeys } from './package-keys';

export interface PackageSaved {
  message: string;
  data: Package;
}

export function createPackage(body: PackageBody): Promise<PackageSaved> {
  return apiRequest<PackageSaved>('/api/packages-data-upload', { method: 'POST', body });
}

export function useCreatePackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPackage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: packageKeys.list() }),
  });
}
