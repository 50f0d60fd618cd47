import { useQuery } from '@tanstack/react-query';
import type { Package } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';
import { packageKeys } from './package-keys';

export function getPackage(id: string, signal?: AbortSignal): Promise<Package> {
  return apiRequest<Package>(`/api/packages/${encodeURIComponent(id)}`, { signal });
}

export function usePackage(id: string) {
  return useQuery({ queryKey: packageKeys.details(id), queryFn: ({ signal }) => getPackage(id, signal), enabled: !!id });
}
