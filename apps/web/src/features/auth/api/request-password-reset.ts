import { useMutation } from '@tanstack/react-query';
import { legacyApiPaths, type MessageBody } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';

export function requestPasswordReset(email: string): Promise<MessageBody> {
  return apiRequest<MessageBody>(legacyApiPaths.accounts.forgotPassword, {
    method: 'PUT',
    body: { email },
    public: true,
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
