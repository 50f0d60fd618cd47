import { queryOptions, useQuery } from '@tanstack/react-query';
import { legacyApiPaths, type Package } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';
import { packageKeys } from './package-keys';

export function getPackage(id: string, signal?: AbortSignal): Promise<Package> {
  return apiRequest<Package>(`${legacyApiPaths.packages.one}/${encodeURIComponent(id)}`, { signal });
}

export const packageQuery = (id: string) =>
  queryOptions({ queryKey: packageKeys.details(id), queryFn: ({ signal }) => getPackage(id, signal), enabled: !!id });

export function usePackage(id: string) {
  return useQuery(packageQuery(id));
}
