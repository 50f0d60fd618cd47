import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createSigner, createVerifier } from 'fast-jwt';
import { SESSION_DAYS, type Role } from '@tarmac/shared';
import { HttpError } from './errors.js';

/**
 * Who may call a route. Every /api route states one; the audience hook enforces it. `booking`: a signed-in user
 * or the bearer of a manage-booking token (which opens one booking only; the route checks which). `agent`: a
 * signed-in agent of a travel agency (the route answers for that agency only).
 */
export type Audience = 'public' | 'user' | 'admin' | 'booking' | 'agent';

export interface AuthUser {
  id: string;
  role: Role;
  email: string;
  name: string;
  /** The session was signed in with a second factor (a TOTP code or a recovery code). */
  mfa?: boolean;
  /** An agent's travel agency (issue 32). */
  agencyId?: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    audience?: Audience;
    /** On a public route: identify a signed-in caller if a valid token comes along. */
    optionalUser?: boolean;
    /** On a public route: the answer is personal (no-store), like a signed-in caller's. */
    personal?: boolean;
  }
  interface FastifyRequest {
    user: AuthUser | null;
    /** On a `booking` route: the booking a manage-booking token opens, when the caller came with one. */
    manageBookingId: string | null;
  }
  interface FastifyInstance {
    /** Every /api route with its audience, as registered: what the authorization matrix test walks. */
    routeTable: RouteEntry[];
  }
}

export interface RouteEntry {
  method: string;
  url: string;
  audience: Audience;
}

export interface TokenService {
  issue(user: { id: string; role: Role; sessionVersion: number; mfa?: boolean }): Promise<string>;
  /** The token's subject and session version, or null for anything not valid. */
  read(token: string): Promise<{ userId: string; sessionVersion: number; mfa: boolean } | null>;
}

/** How many verified tokens a process remembers (the busiest sessions; a forgotten one is verified again). */
const VERIFIED_TOKENS = 10_000;

export function createTokenService(secret: string): TokenService {
  // HS256 JWTs through node:crypto's HMAC (fast-jwt, synchronous): WebCrypto's, which jose uses, cost several
  // times more per token, mostly in handing each call to it (decision 026).
  const sign = createSigner({ key: secret, algorithm: 'HS256', expiresIn: SESSION_DAYS * 86_400_000 });
  const verify = createVerifier({ key: secret, algorithms: ['HS256'], requiredClaims: ['sub', 'exp'] });
  // A token's signature never changes, so a process verifies it once and keeps what it says until it expires.
  // Only valid tokens are kept, and only tokens signed with this process's secret are valid; the session version
  // is still checked on every request.
  const verified = new Map<string, { userId: string; sessionVersion: number; mfa: boolean; expiresAt: number }>();
  return {
    issue: async (user) => sign({ sub: user.id, role: user.role, sv: user.sessionVersion, ...(user.mfa ? { mfa: true } : {}) }),
    async read(token) {
      const known = verified.get(token);
      if (known) {
        if (known.expiresAt > Date.now()) return { userId: known.userId, sessionVersion: known.sessionVersion, mfa: known.mfa };
        verified.delete(token);
        return null;
      }
      try {
        const payload = verify(token) as { sub?: unknown; sv?: unknown; exp?: unknown; mfa?: unknown };
        if (typeof payload.sub !== 'string' || typeof payload.sv !== 'number' || typeof payload.exp !== 'number') return null;
        const read = { userId: payload.sub, sessionVersion: payload.sv, mfa: payload.mfa === true };
        if (verified.size >= VERIFIED_TOKENS) verified.delete(verified.keys().next().value!);
        verified.set(token, { ...read, expiresAt: payload.exp * 1000 });
        return read;
      } catch {
        return null;
      }
    },
  };
}

export interface SessionLookup {
  /** The user behind a token, if it still exists and has not ended its sessions since. */
  (userId: string, sessionVersion: number): Promise<AuthUser | null>;
}

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  const token = match?.[1];
  if (!token || token === 'undefined' || token === 'null') return null;
  return token;
}

/** Reads a manage-booking token: the id of the booking it opens, or null for anything not valid. */
export type ManageTokenReader = (token: string) => Promise<string | null>;

export function registerAuth(
  app: FastifyInstance,
  tokens: TokenService,
  lookup: SessionLookup,
  readManageToken: ManageTokenReader,
  options: {
    adminRequireTotp?: boolean;
    /** Agents' sessions act for their agency (its wallet, its bookings) only when signed in with the second factor. */
    agentRequireTotp?: boolean;
    /** A partner's `X-Api-Key`: the agent it acts as and the key's id, or null for a wrong or revoked key (issue 32). */
    readApiKey?: (key: string) => Promise<{ user: AuthUser; keyId: string } | null>;
    /** Counts a call of the key against its rate limit (throws a TooManyError past it). */
    limitApiKey?: (keyId: string) => Promise<void>;
  } = {},
) {
  app.decorateRequest('user', null);
  app.decorateRequest('manageBookingId', null);
  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);

  app.addHook('onRoute', (route) => {
    // The generated API documentation is public.
    if (route.url.startsWith('/api/docs')) route.config = { ...route.config, audience: 'public' };
    if (route.url.startsWith('/api') && !route.config?.audience) {
      throw new Error(`Route ${String(route.method)} ${route.url} does not state its audience (config.audience).`);
    }
    if (route.url.startsWith('/api') && !route.url.startsWith('/api/docs')) {
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') routeTable.push({ method, url: route.url, audience: route.config!.audience! });
      }
    }
  });

  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    const audience = config?.audience;
    if (!audience || (audience === 'public' && !config.optionalUser)) return;
    const token = bearer(request);
    const claims = token ? await tokens.read(token) : null;
    const user = claims ? await lookup(claims.userId, claims.sessionVersion) : null;
    request.user = user && claims ? { ...user, mfa: claims.mfa } : null;
    const apiKey = request.headers['x-api-key'];
    const viaApiKey = !token && typeof apiKey === 'string' && !!options.readApiKey;
    if (viaApiKey && options.readApiKey) {
      // A partner's key acts as its agency; a wrong or revoked one is refused outright, never taken as a guest.
      const found = await options.readApiKey(apiKey);
      if (!found) throw new HttpError(401, 'auth.apiKeyInvalid');
      await options.limitApiKey?.(found.keyId);
      request.user = found.user;
    }
    if (audience === 'public') return;
    if (audience === 'booking' && !request.user) {
      request.manageBookingId = token ? await readManageToken(token) : null;
      if (request.manageBookingId) return;
    }
    if (!request.user) throw new HttpError(401, 'auth.notSignedIn');
    if (audience === 'admin' && request.user.role !== 'admin') throw new HttpError(403, 'auth.notAllowed');
    if (audience === 'agent' && (request.user.role !== 'agent' || !request.user.agencyId)) throw new HttpError(403, 'auth.notAllowed');
    if (audience === 'admin' && options.adminRequireTotp && !request.user.mfa) {
      throw new HttpError(403, 'auth.adminNeedsTotp');
    }
    // An agent's session without the second factor may still enrol one (the `user` calls), not act for its agency.
    if ((audience === 'agent' || audience === 'booking') && options.agentRequireTotp && request.user.role === 'agent' && !request.user.mfa && !viaApiKey) {
      throw new HttpError(403, 'auth.agentNeedsTotp');
    }
  });
}

/** Who asks for a booking: a signed-in user (its owner, or an admin), or a manage-booking token's booking. */
export interface BookingViewer {
  id?: string;
  role?: string;
  /** The signed-in viewer's e-mail (the audit log names who changed a booking). */
  email?: string;
  /** The one booking a manage-booking token opens. */
  bookingId?: string;
  /** An agent's agency: the agent sees the agency's bookings (issue 32). */
  agencyId?: string;
  /** The signed-in viewer's name (the audit log names the agent who changed a booking). */
  name?: string;
}

/** The caller of a `booking` route as a viewer of bookings. */
export function bookingViewer(request: FastifyRequest): BookingViewer {
  if (request.user) return { id: request.user.id, role: request.user.role, email: request.user.email, name: request.user.name, ...(request.user.agencyId ? { agencyId: request.user.agencyId } : {}) };
  if (request.manageBookingId) return { bookingId: request.manageBookingId };
  throw new HttpError(401, 'auth.notSignedIn');
}

/** The signed-in caller of a route whose audience guarantees one. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new HttpError(401, 'auth.notSignedIn');
  return request.user;
}
