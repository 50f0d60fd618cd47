import { queryOptions, useQuery } from '@tanstack/react-query';
import { legacyApiPaths, type User } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';
import { userKeys } from './user-keys';

export function getUserDetails(id: string, signal?: AbortSignal): Promise<User> {
  return apiRequest<User>(legacyApiPaths.accounts.userDetails, { query: { id }, signal });
}

export const userDetailsQuery = (id: string) =>
  queryOptions({ queryKey: userKeys.details(id), queryFn: ({ signal }) => getUserDetails(id, signal), enabled: !!id });

export function useUserDetails(id: string | undefined) {
  return useQuery(userDetailsQuery(id ?? ''));
}
