import { useMutation } from '@tanstack/react-query';
import { legacyApiPaths, type MessageBody, type SignupBody } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';

/** SPEC §6: registration always asks for role passenger. */
export function signUp(body: Omit<SignupBody, 'role'>): Promise<MessageBody> {
  return apiRequest<MessageBody>(legacyApiPaths.accounts.signup, { method: 'POST', body: { ...body, role: 'passenger' }, public: true });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
