import { useMutation } from '@tanstack/react-query';
import { legacyApiPaths, type SigninBody, type SigninResponse } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';

export function signIn(body: SigninBody): Promise<SigninResponse> {
  return apiRequest<SigninResponse>(legacyApiPaths.accounts.signin, { method: 'POST', body, public: true });
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
