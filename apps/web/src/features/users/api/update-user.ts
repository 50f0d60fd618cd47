import { useMutation, useQueryClient } from '@tanstack/react-query';
import { legacyApiPaths, type User, type UserUpdateBody } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';
import { userKeys } from './user-keys';

/** Sends `_id` plus only the changed profile fields; answers with the whole updated user. */
export function updateUser(body: UserUpdateBody & { _id: string }): Promise<User> {
  return apiRequest<User>(legacyApiPaths.accounts.userUpdate, { method: 'PATCH', body });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: (user) => {
      queryClient.setQueryData(userKeys.details(user._id), user);
      return queryClient.invalidateQueries({ queryKey: userKeys.list() });
    },
  });
}
