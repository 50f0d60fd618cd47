import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, uniqueEmail, type TestApp } from '../testing/test-app.js';

/** Fresh accounts bring fresh hold limits: sign-ups are limited per client address (RATE_SIGNUP_PER_IP). */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ RATE_SIGNUP_PER_IP: '3' });
});
afterAll(() => t?.close());

const signUp = (from: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/signup',
    remoteAddress: from,
    payload: { name: 'New Traveller', email: uniqueEmail('signup'), password: 'correct horse battery' },
  });

describe('sign-up limit', () => {
  it('refuses the fourth sign-up from one address in 15 minutes with 429 and Retry-After, and not another address', async () => {
    for (let i = 0; i < 3; i++) expect((await signUp('203.0.113.9')).statusCode).toBe(201);
    const refused = await signUp('203.0.113.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: 'Too many sign-ups from this address. Please wait 15 minutes and try again.' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(800);
    expect((await signUp('203.0.113.10')).statusCode).toBe(201);
  });

  it('is 30 per 15 minutes unless configured', async () => {
    const { loadConfig } = await import('../config.js');
    expect(loadConfig({}).rateLimits.signupPerIp).toBe(30);
    expect(() => loadConfig({ RATE_SIGNUP_PER_IP: '0' })).toThrow(/RATE_SIGNUP_PER_IP must be above 0/);
  });
});
