import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignJWT } from 'jose';
import { SESSION_DAYS } from '@tarmac/shared';
import { createManageTokens } from '../manage-booking/manage-token.js';
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

  it('reads a token another HS256 implementation signed with the secret (sessions that began before a library change)', async () => {
    const key = new TextEncoder().encode(SECRET);
    const earlier = await new SignJWT({ role: 'passenger', sv: 2 }).setProtectedHeader({ alg: 'HS256' }).setSubject('user-4').setIssuedAt().setExpirationTime('1h').sign(key);
    expect(await createTokenService(SECRET).read(earlier)).toEqual({ userId: 'user-4', sessionVersion: 2, mfa: false });
  });

  it('takes no manage-booking token for a session, and a manage-booking token opens nothing but its booking', async () => {
    const tokens = createTokenService(SECRET);
    const manage = createManageTokens(SECRET);
    const { token: opener } = await manage.issue('booking-1');
    expect(await manage.read(opener)).toBe('booking-1');
    expect(await tokens.read(opener)).toBeNull();
    const session = await tokens.issue({ id: 'user-5', role: 'passenger', sessionVersion: 1 });
    expect(await manage.read(session)).toBeNull();
    const { token: old } = await manage.issue('booking-1', new Date(Date.now() - 24 * 3_600_000));
    expect(await manage.read(old)).toBeNull();
  });
});
