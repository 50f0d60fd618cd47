import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Created, User } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';
import type { MutationAnswer } from '../../../lib/mutation-answer';
import { userKeys } from './user-keys';
import { adminKeys } from '../../admins/api/admin-keys';

export type AssignableRole = 'admin' | 'passenger';

/** Makes a user an admin, or (another admin only; never the last one) takes the role away. */
export function changeRole({ id, role }: { id: string; role: AssignableRole }): Promise<Created<User>> {
  return apiRequest<Created<User>>(`/api/users/${encodeURIComponent(id)}/role`, {
    method: 'PATCH',
    body: { role },
  });
}

export function useChangeRole(answered: MutationAnswer<Created<User>> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeRole,
    onError: answered.onError,
    onSuccess: (answer) => {
      const { data } = answer;
      answered.onSuccess?.(answer);
      queryClient.setQueryData(userKeys.details(data._id), data);
      return Promise.all([queryClient.invalidateQueries({ queryKey: userKeys.list() }), queryClient.invalidateQueries({ queryKey: adminKeys.all })]);
    },
  });
}
