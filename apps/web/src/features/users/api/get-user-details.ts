import { useQuery } from '@tanstack/react-query';
import type { User } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';
import { userKeys } from './user-keys';

export function getUserDetails(id: string, signal?: AbortSignal): Promise<User> {
  return apiRequest<User>('/api/user-details', { query: { id }, signal });
}

export function useUserDetails(id: string | undefined) {
  return useQuery({
    queryKey: userKeys.details(id ?? ''),
    queryFn: ({ signal }) => getUserDetails(id ?? '', signal),
    enabled: !!id,
  });
}
