import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface MessageAnswer {
  message: string;
}

export function requestPasswordReset(email: string): Promise<MessageAnswer> {
  return apiRequest<MessageAnswer>('/api/forgot-password-sys-to-sent-email', {
    method: 'PUT',
    body: { email },
    public: true,
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
