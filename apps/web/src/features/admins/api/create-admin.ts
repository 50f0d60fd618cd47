import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { adminBody, Created, User } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';
import { userKeys } from '../../users/api/user-keys';
import { adminKeys } from './admin-keys';

export type AdminBody = z.input<typeof adminBody>;

export function createAdmin(body: AdminBody): Promise<Created<User>> {
  return apiRequest<Created<User>>('/api/admins', { method: 'POST', body });
}

export function useCreateAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAdmin,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.list() }),
        // The All User list shows roles too.
        queryClient.invalidateQueries({ queryKey: userKeys.all }),
      ]),
  });
}
