import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { MessageAnswer } from './request-password-reset';

export interface UpdatePasswordInput {
  token: string;
  /** The e-mail remembered from the reset request, or null when this browser did not ask. */
  email: string | null;
  password: string;
}

export function updatePassword(body: UpdatePasswordInput): Promise<MessageAnswer> {
  return apiRequest<MessageAnswer>('/api/update-password', { method: 'PUT', body, public: true });
}

export function useUpdatePassword() {
  return useMutation({ mutationFn: updatePassword });
}
