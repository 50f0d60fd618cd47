import { useMutation } from '@tanstack/react-query';
import { legacyApiPaths, type MessageBody } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';

export interface UpdatePasswordInput {
  token: string;
  /** The e-mail remembered from the reset request, or null when this browser did not ask. */
  email: string | null;
  password: string;
}

export function updatePassword(body: UpdatePasswordInput): Promise<MessageBody> {
  return apiRequest<MessageBody>(legacyApiPaths.accounts.updatePassword, { method: 'PUT', body, public: true });
}

export function useUpdatePassword() {
  return useMutation({ mutationFn: updatePassword });
}
