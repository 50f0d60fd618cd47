import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Provider from 'oidc-provider';
import type { SignInProviders } from '@tarmac/shared';
import { createTestApp, createUser, json, type TestApp } from '../testing/test-app.js';
import { loadConfig } from '../config.js';

/**
 * Google sign-in through OpenID Connect (issue 35), against a local OpenID provider (`oidc-provider`) standing in for
 * accounts.google.com: the browser's round trip (our redirect, the provider's login, its redirect back with a
 * code, the page taking the session) is walked through by hand, cookies included.
 */
const clientId = 'tarmac-web';
const clientSecret = 'a-client-secret-of-the-local-provider';
const callback = 'http://tarmac.test/api/auth/google/callback';

/** Who signs in at the local provider next. */
let person: { sub: string; email: string; email_verified: boolean; name: string };

async function startProvider() {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [{ client_id: clientId, client_secret: clientSecret, redirect_uris: [callback], token_endpoint_auth_method: 'client_secret_post' }],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    cookies: { keys: ['local-provider-cookie-key-0123456789'] },
    findAccount: (_ctx, sub) => ({ accountId: sub, claims: () => ({ ...person, sub }) }),
  });
  // The person "logs in and consents" at once: the interaction is finished with their account and a grant.
  server.on('request', async (req, res) => {
    if (req.url?.startsWith('/interaction/')) {
      try {
        const details = await provider.interactionDetails(req, res);
        const grant = new provider.Grant({ accountId: person.sub, clientId });
        grant.addOIDCScope(String(details.params.scope));
        await provider.interactionFinished(req, res, { login: { accountId: person.sub }, consent: { grantId: await grant.save() } }, { mergeWithLastSubmission: false });
      } catch (err) {
        res.writeHead(500).end(String(err));
      }
      return;
    }
    void provider.callback()(req, res);
  });
  return { issuer, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** The cookies a response sets, as a Cookie header's pairs (attributes dropped). */
const cookiesOf = (setCookie: string | string[] | undefined) =>
  (Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []).map((c) => c.split(';')[0]!).filter((c) => !c.endsWith('='));

describe('Google sign-in against a local OpenID provider', () => {
  let t: TestApp;
  let op: Awaited<ReturnType<typeof startProvider>>;
  beforeAll(async () => {
    op = await startProvider();
    t = await createTestApp({ GOOGLE_CLIENT_ID: clientId, GOOGLE_CLIENT_SECRET: clientSecret, GOOGLE_ISSUER: op.issuer });
  });
  afterAll(async () => {
    await t?.close();
    await op?.close();
  });

  /** Our start, then the provider's pages (with their own cookies) until it redirects back to our callback. */
  async function throughProvider(): Promise<{ callbackUrl: URL; ours: string[] }> {
    const start = await t.app.inject({ url: '/api/auth/google' });
    expect(start.statusCode, start.body).toBe(302);
    const ours = cookiesOf(start.headers['set-cookie']);
    const authorize = new URL(String(start.headers.location));
    expect(authorize.origin).toBe(op.issuer);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('state')).toBeTruthy();
    expect(authorize.searchParams.get('nonce')).toBeTruthy();
    const jar = new Map<string, string>();
    let next = authorize.href;
    for (let hop = 0; hop < 10 && !next.startsWith(callback); hop++) {
      const res = await fetch(next, { redirect: 'manual', headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } });
      for (const pair of res.headers.getSetCookie()) {
        const [name, ...value] = pair.split(';')[0]!.split('=');
        jar.set(name!, value.join('='));
      }
      const location = res.headers.get('location');
      if (!location) throw new Error(`The local provider answered ${res.status} without a redirect: ${await res.text()}`);
      next = new URL(location, next).href;
    }
    return { callbackUrl: new URL(next), ours };
  }

  /** The whole round trip: the callback's landing and the session the page then takes. */
  async function signInWithGoogle() {
    const { callbackUrl, ours } = await throughProvider();
    const back = await t.app.inject({ url: callbackUrl.pathname + callbackUrl.search, headers: { cookie: ours.join('; ') } });
    expect(back.statusCode, back.body).toBe(303);
    const cookie = cookiesOf(back.headers['set-cookie']).join('; ');
    return { landing: String(back.headers.location), cookie, take: (sent = cookie) => t.app.inject({ method: 'POST', url: '/api/auth/google/session', headers: { cookie: sent } }) };
  }

  it('says Google is offered (Facebook is not)', async () => {
    expect(json<SignInProviders>(await t.app.inject({ url: '/api/auth/providers' }))).toEqual({ google: true, facebook: false });
  });

  it('creates a passenger account for a new verified e-mail and signs it in as password sign-in does, once', async () => {
    person = { sub: 'google-1', email: 'Nasrin.Akter@example.com', email_verified: true, name: 'Nasrin Akter' };
    const { landing, take, cookie } = await signInWithGoogle();
    expect(landing).toBe('/login/google');
    // The session waits in a signed cookie: one altered is refused with a sentence.
    const altered = await take(cookie.replace('nasrin', 'nasrim'));
    expect(altered.statusCode).toBe(401);
    expect(altered.json().error).toBe('This Google sign-in has ended or was already used; please choose "Sign up with Google" again.');
    const taken = await take();
    expect(taken.statusCode, taken.body).toBe(200);
    const session = json<{ token: string; user: { _id: string; name: string; email: string; role: string } }>(taken);
    expect(session.user).toMatchObject({ name: 'Nasrin Akter', email: 'nasrin.akter@example.com', role: 'passenger' });
    // The token is a session like any other.
    const me = await t.app.inject({ url: `/api/user-details?id=${session.user._id}`, headers: { authorization: `Bearer ${session.token}` } });
    expect(me.statusCode, me.body).toBe(200);
    // Taken once: the answer clears the cookie, so the browser has nothing to take again.
    expect(String(taken.headers['set-cookie'])).toMatch(/^tarmac_google_session=; .*Expires=Thu, 01 Jan 1970/);
    expect((await take('')).statusCode).toBe(401);
  });

  it('signs in the existing account of the same verified e-mail instead of making another', async () => {
    const existing = await createUser(t, { name: 'Karim Uddin' });
    person = { sub: 'google-2', email: existing.email.toUpperCase(), email_verified: true, name: 'Karim U.' };
    const session = json<{ user: { _id: string; name: string } }>(await (await signInWithGoogle()).take());
    expect(session.user).toMatchObject({ _id: existing.id, name: 'Karim Uddin' });
  });

  it('refuses an e-mail the provider does not vouch for, and a return without the browser’s pending sign-in', async () => {
    person = { sub: 'google-3', email: 'unverified@example.com', email_verified: false, name: 'Un Verified' };
    const { landing, take } = await signInWithGoogle();
    expect(landing).toBe('/login/google?error=unverified');
    expect((await take()).statusCode).toBe(401);

    person = { sub: 'google-4', email: 'elsewhere@example.com', email_verified: true, name: 'Else Where' };
    const { callbackUrl } = await throughProvider();
    const noCookie = await t.app.inject({ url: callbackUrl.pathname + callbackUrl.search });
    expect(noCookie.headers.location).toBe('/login/google?error=expired');
  });

  it('refuses a callback whose state is not the one this browser was sent with', async () => {
    person = { sub: 'google-5', email: 'forged@example.com', email_verified: true, name: 'For Ged' };
    const { callbackUrl, ours } = await throughProvider();
    callbackUrl.searchParams.set('state', 'not-the-state-we-sent');
    const back = await t.app.inject({ url: callbackUrl.pathname + callbackUrl.search, headers: { cookie: ours.join('; ') } });
    expect(back.headers.location).toBe('/login/google?error=failed');
    expect(cookiesOf(back.headers['set-cookie']).some((c) => c.startsWith('tarmac_google_session='))).toBe(false);
  });

  it('passes the provider’s refusal on to the login page', async () => {
    const back = await t.app.inject({ url: '/api/auth/google/callback?error=access_denied&state=x' });
    expect(back.headers.location).toBe('/login/google?error=denied');
  });
});

describe('Google sign-in when it is not configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('refuses to start with only half of the client configured', () => {
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: clientId })).toThrow('GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together');
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: clientId, GOOGLE_CLIENT_SECRET: clientSecret, GOOGLE_ISSUER: 'not a url' })).toThrow(/GOOGLE_ISSUER/);
  });

  it('says so: no provider offered, and its routes answer 404 with a sentence', async () => {
    expect(json<SignInProviders>(await t.app.inject({ url: '/api/auth/providers' }))).toEqual({ google: false, facebook: false });
    const start = await t.app.inject({ url: '/api/auth/google' });
    expect(start.statusCode).toBe(404);
    expect(start.json().error).toBe('Google sign-in is not set up on this site: please sign in with your e-mail and password.');
  });
});
