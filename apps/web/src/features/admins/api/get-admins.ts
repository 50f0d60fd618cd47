import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

export function getAdmins(signal?: AbortSignal): Promise<User[]> {
  return apiRequest<User[]>('/api/admins', { signal });
}

export const adminListQuery = () => queryOptions({ queryKey: adminKeys.list(), queryFn: ({ signal }) => getAdmins(signal) });

export function useAdmins() {
  return useQuery(adminListQuery());
}
