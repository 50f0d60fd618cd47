import { randomBytes } from 'node:crypto';
import * as oidc from 'openid-client';
import type { SigninResponse } from '@tarmac/shared';
import type { AppContext } from '../context.js';
import type { Logger } from '../lib/logger.js';
import * as repo from './accounts.repo.js';
import { hashPassword } from './passwords.js';

/**
 * Google sign-in through OpenID Connect (issue 35), with openid-client: the authorization code flow with PKCE, state
 * and nonce. `start` makes the provider's authorization URL and what the browser keeps meanwhile (in a signed,
 * HttpOnly cookie: the PKCE verifier, state and nonce); `finish` redeems the code the provider sent back, checks the
 * ID token (issuer, audience, signature, nonce) and answers its verified e-mail and name. The issuer is configurable
 * (GOOGLE_ISSUER) so tests run a local `oidc-provider`.
 */
export interface GoogleSettings {
  clientId: string;
  clientSecret: string;
  issuer: string;
}

/** What the browser keeps between leaving for the provider and coming back (signed, never read by scripts). */
export interface PendingSignIn {
  verifier: string;
  state: string;
  nonce: string;
}

/** Why a Google sign-in did not end signed in: the login page says it (`auth.google.<reason>`). */
export type GoogleFailure = 'denied' | 'expired' | 'failed' | 'unverified' | 'secondFactor';

export class GoogleSignInError extends Error {
  override name = 'GoogleSignInError';
  constructor(
    readonly reason: GoogleFailure,
    message: string,
  ) {
    super(message);
  }
}

/** The provider could not be asked (its discovery document or token endpoint): 503, try again later. */
export class GoogleUnreachableError extends Error {
  override name = 'GoogleUnreachableError';
}

export interface GoogleClient {
  start(): Promise<{ url: string; pending: PendingSignIn }>;
  finish(callbackUrl: URL, pending: PendingSignIn | null): Promise<{ email: string; name: string }>;
}

/** The redirect URI registered with the provider. */
export const googleCallbackUrl = (publicUrl: string) => `${publicUrl}/api/auth/google/callback`;

export function createGoogleClient(settings: GoogleSettings, publicUrl: string): GoogleClient {
  let discovered: Promise<oidc.Configuration> | null = null;
  const configuration = () => {
    discovered ??= oidc
      .discovery(new URL(settings.issuer), settings.clientId, { redirect_uris: [googleCallbackUrl(publicUrl)] }, oidc.ClientSecretPost(settings.clientSecret), {
        // Plain http only for an issuer on this machine (a test's local provider); Google itself is https.
        ...(new URL(settings.issuer).protocol === 'http:' ? { execute: [oidc.allowInsecureRequests] } : {}),
        timeout: 10,
      })
      .catch((err: unknown) => {
        discovered = null; // asked again next time
        throw new GoogleUnreachableError(`The OpenID Connect issuer could not be asked for its configuration (${err instanceof Error ? err.message : String(err)}).`);
      });
    return discovered;
  };

  return {
    async start() {
      const config = await configuration();
      const pending: PendingSignIn = { verifier: oidc.randomPKCECodeVerifier(), state: oidc.randomState(), nonce: oidc.randomNonce() };
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: googleCallbackUrl(publicUrl),
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(pending.verifier),
        code_challenge_method: 'S256',
        state: pending.state,
        nonce: pending.nonce,
      });
      return { url: url.href, pending };
    },

    async finish(callbackUrl, pending) {
      if (callbackUrl.searchParams.get('error')) throw new GoogleSignInError('denied', `The provider answered ${callbackUrl.searchParams.get('error')}.`);
      if (!pending) throw new GoogleSignInError('expired', 'The sign-in started in another browser or too long ago (no pending sign-in cookie).');
      const config = await configuration();
      let claims: oidc.IDToken | undefined;
      try {
        const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
          pkceCodeVerifier: pending.verifier,
          expectedState: pending.state,
          expectedNonce: pending.nonce,
          idTokenExpected: true,
        });
        claims = tokens.claims();
      } catch (err) {
        throw new GoogleSignInError('failed', `The authorization code could not be redeemed (${err instanceof Error ? err.message : String(err)}).`);
      }
      const email = typeof claims?.email === 'string' ? claims.email.trim().toLowerCase() : '';
      if (!email || claims?.email_verified !== true) throw new GoogleSignInError('unverified', 'The provider did not vouch for an e-mail address (email_verified).');
      const name = typeof claims.name === 'string' && claims.name.trim() ? claims.name.trim().slice(0, 100) : email.split('@')[0]!;
      return { email, name };
    },
  };
}

/**
 * Signs in the account of a verified e-mail, or creates a passenger account for it (with a random password nobody
 * knows: "Forgot password?" gives it one), and issues the session exactly as password sign-in does. An account
 * with an authenticator must sign in with its password and code: Google's word is not its second factor.
 */
export async function signInVerifiedEmail(ctx: Pick<AppContext, 'database' | 'tokens'>, who: { email: string; name: string }, log: Logger): Promise<SigninResponse> {
  const { db } = ctx.database;
  let user = await repo.findUserByEmail(db, who.email);
  if (!user) {
    const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
    user = (await repo.insertUser(db, { name: who.name, email: who.email, passwordHash, role: 'passenger' })) ?? (await repo.findUserByEmail(db, who.email));
    if (!user) throw new GoogleSignInError('failed', 'The account could not be created.');
    log.info({ userId: user.id }, 'a passenger account was created by Google sign-in');
  }
  if (user.totpEnabledAt) throw new GoogleSignInError('secondFactor', 'The account has an authenticator: it signs in with its password and code.');
  const token = await ctx.tokens.issue({ id: user.id, role: user.role, sessionVersion: user.sessionVersion, mfa: false });
  return { token, user: { _id: user.id, name: user.name, email: user.email, role: user.role } };
}
