import { createSigner, createVerifier } from 'fast-jwt';
import { MANAGE_TOKEN_MINUTES } from '@tarmac/shared';

/** The audience of manage-booking tokens: a session token is never one, and one is never a session token. */
const AUDIENCE = 'tarmac:manage-booking';

export interface ManageTokens {
  /** A token that opens one booking for MANAGE_TOKEN_MINUTES. */
  issue(bookingId: string, now?: Date): Promise<{ token: string; expiresAt: Date }>;
  /** The booking a token opens, or null for anything not valid (expired, another key, a session token). */
  read(token: string): Promise<string | null>;
}

/** Manage-booking tokens, signed with the session key (every process has it) under their own audience. */
export function createManageTokens(secret: string): ManageTokens {
  // As session tokens (http/auth.ts): HS256 through node:crypto.
  const sign = createSigner({ key: secret, algorithm: 'HS256', aud: AUDIENCE });
  // A claim fast-jwt is told to check is checked only where present unless required: a session token has no audience.
  const verify = createVerifier({ key: secret, algorithms: ['HS256'], allowedAud: AUDIENCE, requiredClaims: ['aud', 'sub', 'exp'] });
  return {
    async issue(bookingId, now = new Date()) {
      const expiresAt = new Date(now.getTime() + MANAGE_TOKEN_MINUTES * 60_000);
      const token = sign({ sub: bookingId, iat: Math.floor(now.getTime() / 1000), exp: Math.floor(expiresAt.getTime() / 1000) });
      return { token, expiresAt };
    },
    async read(token) {
      try {
        const payload = verify(token) as { sub?: unknown };
        return typeof payload.sub === 'string' ? payload.sub : null;
      } catch {
        return null;
      }
    },
  };
}
