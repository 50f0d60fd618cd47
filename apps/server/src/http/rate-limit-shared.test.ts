import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, uniqueEmail, type TestApp } from '../testing/test-app.js';

/** Two app instances sharing the machine's Redis stand for two processes behind one proxy. */
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
let one: TestApp;
let two: TestApp;

beforeAll(async () => {
  const env = { REDIS_URL, RATE_SIGNIN_PER_EMAIL: '4', RATE_RESET_PER_EMAIL: '2', RATE_MANAGE_PER_PNR: '3', RATE_SIGNUP_PER_IP: '3' };
  one = await createTestApp(env);
  two = await createTestApp(env);
});
afterAll(async () => {
  await one?.close();
  await two?.close();
});

describe('rate limits across processes (Redis)', () => {
  it('count sign-in attempts for one e-mail across every process', async () => {
    const email = uniqueEmail('limited');
    const attempt = (t: TestApp) => t.app.inject({ method: 'POST', url: '/api/signin', payload: { email, password: 'wrong-password' } });
    for (const t of [one, two, one, two]) expect((await attempt(t)).statusCode).toBe(401);
    expect((await attempt(one)).statusCode).toBe(429);
    expect((await attempt(two)).statusCode).toBe(429);
  });

  it('count reset requests for one e-mail across every process', async () => {
    const email = uniqueEmail('reset');
    const ask = (t: TestApp) => t.app.inject({ method: 'PUT', url: '/api/forgot-password-sys-to-sent-email', payload: { email } });
    expect((await ask(one)).statusCode).toBe(200);
    expect((await ask(two)).statusCode).toBe(200);
    const third = await ask(one);
    expect(third.statusCode).toBe(429);
    expect((third.json() as { error: string }).error).toMatch(/^Too many password reset requests\./);
  });

  it('count sign-ups from one address across every process', async () => {
    // An address nobody else uses in this run (the counters live in the shared Redis).
    const from = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
    const signUp = (t: TestApp) =>
      t.app.inject({ method: 'POST', url: '/api/signup', remoteAddress: from, payload: { name: 'Shared Limit', email: uniqueEmail('signup'), password: 'correct horse battery' } });
    for (const t of [one, two, one]) expect((await signUp(t)).statusCode).toBe(201);
    const limited = await signUp(two);
    expect(limited.statusCode).toBe(429);
    expect((limited.json() as { error: string }).error).toMatch(/^Too many sign-ups from this address\./);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await signUp(one)).statusCode).toBe(429);
  });

  it('count manage-booking look-ups of one booking reference across every process', async () => {
    // A reference nobody else uses in this run (the counters live in the shared Redis).
    const pnr = Array.from({ length: 6 }, () => 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'[Math.floor(Math.random() * 31)]).join('');
    const look = (t: TestApp) => t.app.inject({ method: 'POST', url: '/api/manage-booking', payload: { pnr, lastName: 'Guess' } });
    for (const t of [one, two, one]) expect((await look(t)).statusCode).toBe(404);
    const limited = await look(two);
    expect(limited.statusCode).toBe(429);
    expect((limited.json() as { error: string }).error).toMatch(/^Too many look-ups of this booking reference\./);
    expect((await look(one)).statusCode).toBe(429);
  });
});

describe('partner API keys across processes (Redis)', () => {
  it('count one key’s calls in every process together', async () => {
    const { consume } = await import('./rate-limit.js');
    const keyId = `key-${Date.now()}-${Math.random()}`;
    // PARTNER_RATE_PER_MINUTE is 600: 598 calls in one process, the last two in the other, then both refuse.
    await one.ctx.limiters.partnerPerKey.consume(keyId, 598);
    for (const t of [two, two]) await consume(t.ctx.limiters.partnerPerKey, keyId, 'rateLimit.partner');
    await expect(consume(one.ctx.limiters.partnerPerKey, keyId, 'rateLimit.partner')).rejects.toThrow(/Too many calls with this API key/);
    await expect(consume(two.ctx.limiters.partnerPerKey, keyId, 'rateLimit.partner')).rejects.toThrow(/Too many calls with this API key/);
  });
});
