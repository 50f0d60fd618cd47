import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Created, User } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';
import { userKeys } from './user-keys';

export function makeAdmin(id: string): Promise<Created<User>> {
  return apiRequest<Created<User>>(`/api/users/${encodeURIComponent(id)}/role`, {
    method: 'PATCH',
    body: { role: 'admin' },
  });
}

/**
 * `answered` runs with the mutation itself: the new admin's row loses its button, and TanStack Query drops a
 * per-call `mutate` callback whose component has gone.
 */
export function useMakeAdmin(answered: { onSuccess: (answer: Created<User>) => void; onError: (error: Error) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: makeAdmin,
    onError: answered.onError,
    onSuccess: (answer) => {
      const { data } = answer;
      answered.onSuccess(answer);
      queryClient.setQueryData(userKeys.details(data._id), data);
      return queryClient.invalidateQueries({ queryKey: userKeys.list() });
    },
  });
}
