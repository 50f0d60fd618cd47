import { useQuery } from '@tanstack/react-query';
import type { Package } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';
import { packageKeys } from './package-keys';

export function getPackages(signal?: AbortSignal): Promise<Package[]> {
  return apiRequest<Package[]>('/api/packages-data-show', { signal });
}

export function usePackages() {
  return useQuery({ queryKey: packageKeys.list(), queryFn: ({ signal }) => getPackages(signal) });
}
