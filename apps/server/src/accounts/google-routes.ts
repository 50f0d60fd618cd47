import { createHmac } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import fastifyCookie from '@fastify/cookie';
import { googleSessionResponse, signInProviders, type SigninResponse } from '@tarmac/shared';
import type { AppContext } from '../context.js';
import { NotAuthenticatedError, NotFoundError, UnavailableError } from '../lib/domain-errors.js';
import { createGoogleClient, GoogleSignInError, GoogleUnreachableError, signInVerifiedEmail, type PendingSignIn } from './google-sign-in.js';

/** The browser's state between leaving for Google and coming back, and the session waiting for the page to take it. */
const PENDING_COOKIE = 'tarmac_google_pending';
const SESSION_COOKIE = 'tarmac_google_session';
const COOKIE_PATH = '/api/auth/google';
/** A sign-in left at the provider's page longer than this starts again. */
const PENDING_SECONDS = 10 * 60;
/** The page that takes the session comes right after the callback's redirect. */
const SESSION_SECONDS = 2 * 60;

/** Where the browser lands after the provider: the web app's page that takes the session (or says what went wrong). */
const landing = (query = '') => `/login/google${query}`;

/**
 * Google sign-in over HTTP (issue 35):
 * - `GET /api/auth/providers`: whether the Google button works here (GOOGLE_CLIENT_ID and secret set).
 * - `GET /api/auth/google`: to the provider's authorization page (PKCE, state and nonce kept in a signed cookie).
 * - `GET /api/auth/google/callback`: the provider's redirect; the code is redeemed, the account found or created and
 *   signed in, and the session left in a signed, HttpOnly cookie for two minutes; then to `/login/google`.
 * - `POST /api/auth/google/session`: that page takes the session (once: the cookie is cleared), as password sign-in
 *   answers it.
 * Without the configuration the three Google routes answer 404 with a sentence.
 */
export async function googleRoutes(app: FastifyInstance, ctx: AppContext, sessionSecret: string) {
  const settings = ctx.config.google;
  const client = settings ? createGoogleClient(settings, ctx.config.publicUrl) : null;
  const secure = ctx.config.publicUrl.startsWith('https:');
  const cookieOptions = { path: COOKIE_PATH, httpOnly: true, sameSite: 'lax' as const, secure, signed: true };
  const requireClient = () => {
    if (!client) throw new NotFoundError('auth.googleUnavailable');
    return client;
  };

  await app.register(async (scope) => {
    // A key of its own, derived from the session secret: the cookies' signatures prove they are ours.
    await scope.register(fastifyCookie, { secret: createHmac('sha256', sessionSecret).update('tarmac google sign-in cookies v1').digest('base64url') });
    const r = scope.withTypeProvider<ZodTypeProvider>();

    /** A signed cookie's JSON, or null when it is absent, altered or past `exp`. */
    const readCookie = <T>(request: FastifyRequest, name: string): T | null => {
      const raw = request.cookies[name];
      if (!raw) return null;
      const unsigned = request.unsignCookie(raw);
      if (!unsigned.valid || !unsigned.value) return null;
      try {
        const parsed = JSON.parse(unsigned.value) as T & { exp?: number };
        return typeof parsed.exp === 'number' && parsed.exp > Date.now() ? parsed : null;
      } catch {
        return null;
      }
    };
    const writeCookie = (reply: FastifyReply, name: string, value: object, seconds: number) =>
      reply.setCookie(name, JSON.stringify({ ...value, exp: Date.now() + seconds * 1000 }), { ...cookieOptions, maxAge: seconds });

    r.get('/api/auth/providers', {
      config: { audience: 'public' },
      schema: { response: { 200: signInProviders } },
      handler: () => ({ google: client !== null, facebook: false }),
    });

    r.get(COOKIE_PATH, {
      config: { audience: 'public' },
      handler: async (_request, reply) => {
        const google = requireClient();
        let started: Awaited<ReturnType<typeof google.start>>;
        try {
          started = await google.start();
        } catch (err) {
          if (err instanceof GoogleUnreachableError) throw new UnavailableError('auth.googleUnreachable');
          throw err;
        }
        writeCookie(reply, PENDING_COOKIE, started.pending, PENDING_SECONDS);
        return reply.redirect(started.url, 302);
      },
    });

    r.get(`${COOKIE_PATH}/callback`, {
      config: { audience: 'public' },
      handler: async (request, reply) => {
        const google = requireClient();
        const pending = readCookie<PendingSignIn>(request, PENDING_COOKIE);
        reply.clearCookie(PENDING_COOKIE, { path: COOKIE_PATH });
        // The provider redirected to PUBLIC_URL + this path: the same URL, with its query, is what the code is checked against.
        const callbackUrl = new URL(request.url, ctx.config.publicUrl);
        try {
          const who = await google.finish(callbackUrl, pending);
          const session = await signInVerifiedEmail(ctx, who, request.log);
          writeCookie(reply, SESSION_COOKIE, session, SESSION_SECONDS);
          return reply.redirect(landing(), 303);
        } catch (err) {
          if (err instanceof GoogleSignInError) {
            request.log.warn({ reason: err.reason, err: err.message }, 'Google sign-in did not complete');
            return reply.redirect(landing(`?error=${err.reason}`), 303);
          }
          if (err instanceof GoogleUnreachableError) {
            request.log.warn({ err: err.message }, 'Google sign-in: the issuer could not be asked');
            return reply.redirect(landing('?error=unreachable'), 303);
          }
          throw err;
        }
      },
    });

    r.post(`${COOKIE_PATH}/session`, {
      config: { audience: 'public' },
      schema: { response: { 200: googleSessionResponse } },
      handler: async (request, reply) => {
        requireClient();
        const session = readCookie<Extract<SigninResponse, { token: string }>>(request, SESSION_COOKIE);
        reply.clearCookie(SESSION_COOKIE, { path: COOKIE_PATH });
        if (!session?.token || !session.user) throw new NotAuthenticatedError('auth.googleNoSession');
        return { token: session.token, user: session.user };
      },
    });
  });
}
