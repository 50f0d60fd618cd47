import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignJWT } from 'jose';
import { SESSION_DAYS } from '@tarmac/shared';
import { createTokenService } from './auth.js';

const SECRET = 'a-test-secret-that-is-long-enough-for-hs256';

describe('session tokens', () => {
  afterEach(() => vi.useRealTimers());

  it('reads its own tokens, again and again, and refuses a token signed with another secret', async () => {
    const tokens = createTokenService(SECRET);
    const token = await tokens.issue({ id: 'user-1', role: 'passenger', sessionVersion: 3 });
    expect(await tokens.read(token)).toEqual({ userId: 'user-1', sessionVersion: 3, mfa: false });
    expect(await tokens.read(token)).toEqual({ userId: 'user-1', sessionVersion: 3, mfa: false });
    const foreign = await createTokenService('another-secret-also-long-enough-for-hs256').issue({ id: 'user-1', role: 'admin', sessionVersion: 3 });
    expect(await tokens.read(foreign)).toBeNull();
    // The same token with one character of its signature changed.
    const tampered = token.slice(0, -2) + (token.endsWith('A') ? 'BB' : 'AA');
    expect(await tokens.read(tampered)).toBeNull();
  });

  it('stops reading a token when it expires, also one it has read before', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T10:00:00Z'));
    const tokens = createTokenService(SECRET);
    const token = await tokens.issue({ id: 'user-2', role: 'admin', sessionVersion: 1, mfa: true });
    expect(await tokens.read(token)).toEqual({ userId: 'user-2', sessionVersion: 1, mfa: true });
    vi.setSystemTime(new Date(Date.parse('2026-11-23T10:00:00Z') + SESSION_DAYS * 86_400_000 - 1000));
    expect((await tokens.read(token))?.userId).toBe('user-2');
    vi.setSystemTime(new Date(Date.parse('2026-11-23T10:00:00Z') + SESSION_DAYS * 86_400_000 + 1000));
    expect(await tokens.read(token)).toBeNull();
  });

  it('refuses a validly signed token without an expiry', async () => {
    const key = new TextEncoder().encode(SECRET);
    const forever = await new SignJWT({ role: 'admin', sv: 1 }).setProtectedHeader({ alg: 'HS256' }).setSubject('user-3').sign(key);
    expect(await createTokenService(SECRET).read(forever)).toBeNull();
  });
});
