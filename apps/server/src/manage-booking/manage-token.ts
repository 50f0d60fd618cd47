import { SignJWT, jwtVerify } from 'jose';
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
  const key = new TextEncoder().encode(secret);
  return {
    async issue(bookingId, now = new Date()) {
      const expiresAt = new Date(now.getTime() + MANAGE_TOKEN_MINUTES * 60_000);
      const token = await new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setAudience(AUDIENCE)
        .setSubject(bookingId)
        .setIssuedAt(Math.floor(now.getTime() / 1000))
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key);
      return { token, expiresAt };
    },
    async read(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], audience: AUDIENCE });
        return typeof payload.sub === 'string' ? payload.sub : null;
      } catch {
        return null;
      }
    },
  };
}
