import { queryOptions, useQuery } from '@tanstack/react-query';
import { legacyApiPaths, type Package } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';
import { packageKeys } from './package-keys';

export function getPackages(signal?: AbortSignal): Promise<Package[]> {
  return apiRequest<Package[]>(legacyApiPaths.packages.list, { signal });
}

export const packageListQuery = () => queryOptions({ queryKey: packageKeys.list(), queryFn: ({ signal }) => getPackages(signal) });

export function usePackages() {
  return useQuery(packageListQuery());
}
