import { queryOptions, useQuery } from '@tanstack/react-query';
import { legacyApiPaths, type User } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';
import { userKeys } from './user-keys';

export function getUserList(signal?: AbortSignal): Promise<User[]> {
  return apiRequest<User[]>(legacyApiPaths.accounts.userList, { signal });
}

export const userListQuery = () => queryOptions({ queryKey: userKeys.list(), queryFn: ({ signal }) => getUserList(signal) });

export function useUserList() {
  return useQuery(userListQuery());
}
