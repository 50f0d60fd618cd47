import { useQuery } from '@tanstack/react-query';
import type { SignInProviders } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';
import type { SignedIn } from '../components/login-form';

/** Where the browser goes to sign in with Google (a full page load: the server sends it on to the provider). */
export const GOOGLE_SIGN_IN_URL = '/api/auth/google';

/** Which sign-in providers this site offers besides e-mail. */
export function useSignInProviders() {
  return useQuery({
    queryKey: ['sign-in-providers'],
    queryFn: ({ signal }) => apiRequest<SignInProviders>('/api/auth/providers', { signal, public: true }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Takes the session a Google sign-in just left for this browser (once). */
export function takeGoogleSession(): Promise<SignedIn> {
  return apiRequest<SignedIn>('/api/auth/google/session', { method: 'POST', public: true });
}
