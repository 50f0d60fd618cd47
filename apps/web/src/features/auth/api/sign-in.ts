import { useMutation } from '@tanstack/react-query';
import type { SigninBody, SigninResponse } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';

export function signIn(body: SigninBody): Promise<SigninResponse> {
  return apiRequest<SigninResponse>('/api/signin', { method: 'POST', body, public: true });
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
