import { useMutation } from '@tanstack/react-query';
import type { SignupBody } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';

export interface SignUpAnswer {
  message: string;
}

/** SPEC §6: registration always asks for role passenger. */
export function signUp(body: Omit<SignupBody, 'role'>): Promise<SignUpAnswer> {
  return apiRequest<SignUpAnswer>('/api/signup', { method: 'POST', body: { ...body, role: 'passenger' }, public: true });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
