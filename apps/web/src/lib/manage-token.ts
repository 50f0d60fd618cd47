import { readStorage, removeStorage, writeStorage } from './browser-storage';

/**
 * Manage-booking tokens (API.md "Manage booking"), one per booking reference, kept in this tab's session
 * storage: a guest's booking is reached with it (payment step, TEST MODE return, result and ticket pages,
 * /manage-booking) instead of a session. A token past its `expiresAt` counts as absent.
 */
export interface ManageToken {
  token: string;
  /** ISO instant after which the server refuses the token. */
  expiresAt: string;
}

const PREFIX = 'manage-token:';
/**
 * The server's MANAGE_TOKEN_MINUTES (@tarmac/shared booking.ts), written here because importing it would bring
 * that module's zod schemas into the first download (the api client is part of it).
 */
const TOKEN_MINUTES = 60;
const keyOf = (pnr: string) => `${PREFIX}${pnr.trim().toUpperCase()}`;

function parse(raw: string | null): ManageToken | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<ManageToken> | null;
    if (value && typeof value.token === 'string' && value.token && typeof value.expiresAt === 'string') {
      return { token: value.token, expiresAt: value.expiresAt };
    }
  } catch {
    // Not ours: treated as absent.
  }
  return null;
}

/** Keeps the token of a booking; without `expiresAt` it lasts the server's 60 minutes from now. */
export function saveManageToken(pnr: string, token: string, expiresAt?: string, now = Date.now()): void {
  const until = expiresAt ?? new Date(now + TOKEN_MINUTES * 60_000).toISOString();
  writeStorage('session', keyOf(pnr), JSON.stringify({ token, expiresAt: until }));
}

/** The booking's token while it is still valid; an expired one is forgotten. */
export function manageTokenFor(pnr: string, now = Date.now()): ManageToken | null {
  const stored = parse(readStorage('session', keyOf(pnr)));
  if (!stored) return null;
  if (!(Date.parse(stored.expiresAt) > now)) {
    forgetManageToken(pnr);
    return null;
  }
  return stored;
}

export function forgetManageToken(pnr: string): void {
  removeStorage('session', keyOf(pnr));
}

/** The booking reference a booking-scoped API address is about (`/api/bookings/ABC123[/...]`), else null. */
export function bookingScopeOf(path: string): string | null {
  const match = /^\/api\/bookings\/([A-Za-z0-9]{6})(?:[/?]|$)/.exec(path);
  return match ? match[1]!.toUpperCase() : null;
}

/** The manage token to send with a call to `path`, when it is about a booking this tab holds a token for. */
export function manageTokenForPath(path: string, now = Date.now()): string | null {
  const pnr = bookingScopeOf(path);
  return pnr ? (manageTokenFor(pnr, now)?.token ?? null) : null;
}

/** Forgets the token of the booking a booking-scoped address is about (the server refused it). */
export function forgetManageTokenOf(path: string): void {
  const pnr = bookingScopeOf(path);
  if (pnr) forgetManageToken(pnr);
}
