import { useQuery } from '@tanstack/react-query';
import type { User } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';
import { userKeys } from './user-keys';

export function getUserList(signal?: AbortSignal): Promise<User[]> {
  return apiRequest<User[]>('/api/user-list', { signal });
}

export function useUserList() {
  return useQuery({ queryKey: userKeys.list(), queryFn: ({ signal }) => getUserList(signal) });
}
