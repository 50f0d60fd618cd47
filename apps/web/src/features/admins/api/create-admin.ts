import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { adminBody, User } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

export type AdminBody = z.input<typeof adminBody>;

export interface AdminCreated {
  message: string;
  data: User;
}

export function createAdmin(body: AdminBody): Promise<AdminCreated> {
  return apiRequest<AdminCreated>('/api/admins', { method: 'POST', body });
}

export function useCreateAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAdmin,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.list() }),
        // The All User list shows roles too.
        queryClient.invalidateQueries({ queryKey: ['users'] }),
      ]),
  });
}
