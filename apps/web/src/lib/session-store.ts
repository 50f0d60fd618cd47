import { ROLES, SESSION_DAYS, TOKEN_COOKIE, type SessionUser } from '@tarmac/shared';
import { storedValue } from './stored-value';

/** SPEC §4: the token lives in the cookie `token` (TOKEN_COOKIE), the user in localStorage `user`. */
export const USER_KEY = 'user';

export interface Session {
  token: string;
  user: SessionUser;
}

/** The token cookie, read and written directly (the two calls the app needs do not need a library). */
function readCookie(name: string): string | undefined {
  for (const pair of document.cookie ? document.cookie.split('; ') : []) {
    const at = pair.indexOf('=');
    if (pair.slice(0, at) !== name) continue;
    try {
      return decodeURIComponent(pair.slice(at + 1));
    } catch {
      return pair.slice(at + 1);
    }
  }
  return undefined;
}

function writeCookie(name: string, value: string, expires: Date): void {
  const secure = location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; expires=${expires.toUTCString()}; path=/; samesite=lax${secure}`;
}

type Listener = () => void;
const listeners = new Set<Listener>();

/** A hand-written check rather than the zod schema, so zod stays out of the first download. */
function isSessionUser(value: unknown): value is SessionUser {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as Record<string, unknown>;
  return (
    typeof user._id === 'string' &&
    user._id !== '' &&
    typeof user.name === 'string' &&
    typeof user.email === 'string' &&
    (ROLES as readonly unknown[]).includes(user.role)
  );
}

/** The stored user, with only the fields a session needs. */
const storedUser = storedValue<SessionUser>({
  area: 'local',
  key: USER_KEY,
  parse: (value) => (isSessionUser(value) ? { _id: value._id, name: value.name, email: value.email, role: value.role } : null),
});

/** A session counts only when both the token cookie and the stored user exist. */
function readSession(): Session | null {
  const token = readCookie(TOKEN_COOKIE);
  const user = storedUser.get();
  return token && user ? { token, user } : null;
}

let current: Session | null = readSession();

function sameSession(a: Session | null, b: Session | null): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  return (
    a.token === b.token &&
    a.user._id === b.user._id &&
    a.user.name === b.user.name &&
    a.user.email === b.user.email &&
    a.user.role === b.user.role
  );
}

function publish(next: Session | null): void {
  if (sameSession(current, next)) return;
  current = next;
  listeners.forEach((listener) => listener());
}

export function getSession(): Session | null {
  return current;
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function saveSession(token: string, user: SessionUser): void {
  const { _id, name, email, role } = user;
  writeCookie(TOKEN_COOKIE, token, new Date(Date.now() + SESSION_DAYS * 24 * 60 * 60 * 1000));
  storedUser.set({ _id, name, email, role });
  publish(readSession());
}

/** Changes the stored user (e.g. a new name after a profile update) without touching the token. */
export function updateSessionUser(changes: Partial<Pick<SessionUser, 'name' | 'email' | 'role'>>): void {
  storedUser.reload();
  const user = storedUser.get();
  if (!user) return;
  storedUser.set({ ...user, ...changes });
  publish(readSession());
}

export function clearSession(): void {
  writeCookie(TOKEN_COOKIE, '', new Date(0));
  storedUser.remove();
  publish(null);
}

/** Re-reads the browser's storage: another tab may have logged in or out, or the cookie may have expired. */
export function syncSession(): void {
  storedUser.reload();
  publish(readSession());
}
