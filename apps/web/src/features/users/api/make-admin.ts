import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Created, User } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';
import type { MutationAnswer } from '../../../lib/mutation-answer';
import { userKeys } from './user-keys';

export function makeAdmin(id: string): Promise<Created<User>> {
  return apiRequest<Created<User>>(`/api/users/${encodeURIComponent(id)}/role`, {
    method: 'PATCH',
    body: { role: 'admin' },
  });
}

export function useMakeAdmin(answered: MutationAnswer<Created<User>> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: makeAdmin,
    onError: answered.onError,
    onSuccess: (answer) => {
      const { data } = answer;
      answered.onSuccess?.(answer);
      queryClient.setQueryData(userKeys.details(data._id), data);
      return queryClient.invalidateQueries({ queryKey: userKeys.list() });
    },
  });
}
