import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as OTPAuth from 'otpauth';
import { sql } from 'drizzle-orm';
import { createTestApp, createUser, json, type TestApp } from '../testing/test-app.js';
import { hashPassword } from './passwords.js';

/** Staff second factor: enrol with a QR code, sign in with a code or a recovery code; ADMIN_REQUIRE_TOTP. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_REQUIRE_TOTP: 'true' });
});
afterAll(() => t?.close());

const codeOf = (secret: string, offsetSeconds = 0) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: Date.now() + offsetSeconds * 1000 });
const signIn = (email: string, password: string, totp?: string) =>
  t.app.inject({ method: 'POST', url: '/api/signin', payload: { email, password, ...(totp !== undefined ? { totp } : {}) } });
const enrol = (auth: Record<string, string>, code?: string, app = t) => app.app.inject({ method: 'POST', url: '/api/users/me/totp', headers: auth, payload: code ? { code } : {} });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
/** Moves this process's clock on (the server's and the authenticator's alike): the next code, and the next. */
const later = (seconds: number) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + seconds * 1000);
};
afterEach(() => void vi.useRealTimers());

describe('staff TOTP', () => {
  it('enrols an admin, then asks for the code at sign-in; a wrong code is refused; a recovery code works once', async () => {
    const admin = await createUser(t, { role: 'admin' });
    // ADMIN_REQUIRE_TOTP: without a second factor, admin calls are refused with a sentence.
    const refused = await t.app.inject({ url: '/api/show-flight-information-list', headers: admin.auth });
    expect(refused.statusCode).toBe(403);
    expect(json<{ error: string }>(refused).error).toContain('second factor');

    const started = await enrol(admin.auth);
    expect(started.statusCode).toBe(200);
    const { secret, otpauthUrl, qrDataUrl } = json<{ data: { secret: string; otpauthUrl: string; qrDataUrl: string } }>(started).data;
    expect(otpauthUrl).toBe(`otpauth://totp/Tarmac:${encodeURIComponent(admin.email)}?issuer=Tarmac&secret=${secret}&algorithm=SHA1&digits=6&period=30`);
    expect(qrDataUrl.startsWith('data:image/png;base64,')).toBe(true);

    const wrongConfirm = await enrol(admin.auth, codeOf(secret, 600));
    expect(wrongConfirm.statusCode).toBe(400);
    const confirmed = await enrol(admin.auth, codeOf(secret));
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    const { recoveryCodes } = json<{ data: { recoveryCodes: string[] } }>(confirmed).data;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);

    // The password alone now answers that a code is needed, and no token.
    const first = await signIn(admin.email, admin.password);
    expect(first.statusCode).toBe(200);
    expect(json(first)).toEqual({ totpRequired: true, message: 'Enter the 6-digit code of your authenticator app, or one of your recovery codes.' });
    const wrong = await signIn(admin.email, admin.password, codeOf(secret, 600));
    expect(wrong.statusCode).toBe(401);
    expect(json<{ error: string }>(wrong).error).toContain('authentication code is not right');
    // A wrong password with a right code is still a wrong password.
    expect((await signIn(admin.email, 'not the password', codeOf(secret))).statusCode).toBe(401);

    // The code that confirmed the enrolment has been used; the next one signs in.
    later(30);
    const good = await signIn(admin.email, admin.password, codeOf(secret));
    expect(good.statusCode).toBe(200);
    const { token } = json<{ token: string }>(good);
    expect((await t.app.inject({ url: '/api/show-flight-information-list', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(200);

    const recovery = await signIn(admin.email, admin.password, recoveryCodes[3]!.toLowerCase());
    expect(recovery.statusCode).toBe(200);
    const viaRecovery = json<{ token: string }>(recovery).token;
    expect((await t.app.inject({ url: '/api/admin/audit', headers: { authorization: `Bearer ${viaRecovery}` } })).statusCode).toBe(200);
    expect((await signIn(admin.email, admin.password, recoveryCodes[3]!)).statusCode).toBe(401);
    expect((await signIn(admin.email, admin.password, recoveryCodes[4]!)).statusCode).toBe(200);

    // The session from before enrolment has ended; replacing the authenticator takes a session signed in with it.
    expect((await enrol(admin.auth)).statusCode).toBe(401);
    expect((await enrol({ authorization: `Bearer ${token}` })).statusCode).toBe(200);

    const enrolled = json<Array<{ action: string }>>(await t.app.inject({ url: `/api/admin/audit?entity=user&entityId=${admin.id}`, headers: { authorization: `Bearer ${token}` } }));
    expect(enrolled.map((e) => e.action)).toContain('totp-enrol');
  });

  it('leaves passengers without a second factor, and refuses them enrolment', async () => {
    const passenger = await createUser(t);
    const res = await signIn(passenger.email, passenger.password);
    expect(json<{ token?: string }>(res).token).toBeTruthy();
    expect((await enrol(passenger.auth)).statusCode).toBe(403);
    expect((await enrol(passenger.auth, '12')).statusCode).toBe(400);
  });
});

describe('a code is accepted once', () => {
  it('refuses at sign-in the code that confirmed the enrolment, and a code that already signed in', async () => {
    const admin = await createUser(t, { role: 'admin' });
    const { secret } = json<{ data: { secret: string } }>(await enrol(admin.auth)).data;
    const code = codeOf(secret);
    expect((await enrol(admin.auth, code)).statusCode).toBe(201);
    const replayed = await signIn(admin.email, admin.password, code);
    expect(replayed.statusCode).toBe(401);
    expect(json<{ error: string }>(replayed).error).toBe('This code has already been used; wait for your authenticator app to show the next one, or use a recovery code.');

    later(30);
    const next = codeOf(secret);
    expect((await signIn(admin.email, admin.password, next)).statusCode).toBe(200);
    // The same code again, still inside its window, from anyone who saw it typed.
    const again = await signIn(admin.email, admin.password, next);
    expect(again.statusCode).toBe(401);
    expect(json<{ error: string }>(again).error).toMatch(/^This code has already been used/);
    // An older code that still fits the window (one step back) is no better.
    expect((await signIn(admin.email, admin.password, codeOf(secret, -30))).statusCode).toBe(401);
    later(30);
    expect((await signIn(admin.email, admin.password, codeOf(secret))).statusCode).toBe(200);
  });

  it('lets only one of two sign-ins with the same code at once through', async () => {
    const admin = await createUser(t, { role: 'admin' });
    const { secret } = json<{ data: { secret: string } }>(await enrol(admin.auth)).data;
    expect((await enrol(admin.auth, codeOf(secret))).statusCode).toBe(201);
    later(30);
    const code = codeOf(secret);
    const both = await Promise.all([signIn(admin.email, admin.password, code), signIn(admin.email, admin.password, code)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 401]);
  });

  it('refuses a confirmation replayed with the same code (no second set of recovery codes)', async () => {
    const admin = await createUser(t, { role: 'admin' });
    const { secret } = json<{ data: { secret: string } }>(await enrol(admin.auth)).data;
    const code = codeOf(secret);
    const first = await enrol(admin.auth, code);
    expect(first.statusCode).toBe(201);
    const { token, recoveryCodes } = json<{ data: { token: string; recoveryCodes: string[] } }>(first).data;
    const replay = await enrol(bearer(token), code);
    expect(replay.statusCode).toBe(400);
    expect(json<{ error: string }>(replay).error).toBe('This code has already been used; wait for your authenticator app to show the next one, or use a recovery code.');
    expect((await signIn(admin.email, admin.password, recoveryCodes[0]!)).statusCode).toBe(200);
  });
});

describe('enrolling', () => {
  it('ends the account’s other sessions and keeps this one, now signed in with the authenticator', async () => {
    const admin = await createUser(t, { role: 'admin' });
    const elsewhere = json<{ token: string }>(await signIn(admin.email, admin.password)).token;
    expect((await t.app.inject({ url: `/api/user-details?id=${admin.id}`, headers: bearer(elsewhere) })).statusCode).toBe(200);

    const { secret } = json<{ data: { secret: string } }>(await enrol(admin.auth)).data;
    const confirmed = await enrol(admin.auth, codeOf(secret));
    expect(confirmed.statusCode).toBe(201);
    expect(json<{ message: string }>(confirmed).message).toBe(
      'Your authenticator is on, and you are signed out everywhere else. Keep these recovery codes somewhere safe: each works once, and they are shown only now.',
    );
    const { token, recoveryCodes } = json<{ data: { token: string; recoveryCodes: string[] } }>(confirmed).data;

    // The other browser and the session that enrolled are signed out; the answer's session works, admin pages included.
    expect((await t.app.inject({ url: `/api/user-details?id=${admin.id}`, headers: bearer(elsewhere) })).statusCode).toBe(401);
    expect((await t.app.inject({ url: `/api/user-details?id=${admin.id}`, headers: admin.auth })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/admin/audit', headers: bearer(token) })).statusCode).toBe(200);

    // A session from before enrolment cannot confirm again and get fresh recovery codes: the owner's still work.
    later(30);
    expect((await enrol(bearer(elsewhere), codeOf(secret))).statusCode).toBe(401);
    expect((await signIn(admin.email, admin.password, recoveryCodes[0]!)).statusCode).toBe(200);
    // The owner, signed in with the authenticator, may renew them.
    const renewed = await enrol(bearer(token), codeOf(secret));
    expect(renewed.statusCode, renewed.body).toBe(201);
    expect((await signIn(admin.email, admin.password, recoveryCodes[1]!)).statusCode).toBe(401);
  });
});

describe('enrolment codes are limited like sign-in', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ RATE_SIGNIN_PER_EMAIL: '5' });
  });
  afterAll(() => limited?.close());

  it('stops guessing after 5 wrong codes, even the right code then, with 429 and Retry-After; sign-in shares the count', async () => {
    const admin = await createUser(limited, { role: 'admin' });
    const { secret } = json<{ data: { secret: string } }>(await enrol(admin.auth, undefined, limited)).data;
    const right = codeOf(secret);
    const wrong = right === '000000' ? '000001' : '000000';
    for (let i = 0; i < 5; i++) expect((await enrol(admin.auth, wrong, limited)).statusCode).toBe(400);
    const stopped = await enrol(admin.auth, right, limited);
    expect(stopped.statusCode).toBe(429);
    expect(json<{ error: string }>(stopped).error).toMatch(/^Too many authentication code attempts\. Please wait \d+ minutes and try again\.$/);
    expect(Number(stopped.headers['retry-after'])).toBeGreaterThan(60);
    expect((await limited.app.inject({ method: 'POST', url: '/api/signin', payload: { email: admin.email, password: admin.password } })).statusCode).toBe(429);
  });
});


describe('an agent of a travel agency', () => {
  let agentsApp: TestApp;
  beforeAll(async () => {
    agentsApp = await createTestApp({ AGENT_REQUIRE_TOTP: 'true' });
  });
  afterAll(() => agentsApp?.close());

  it('enrols an authenticator as staff do; with AGENT_REQUIRE_TOTP the agency is reached only with it', async () => {
    const a = agentsApp;
    const admin = await createUser(a, { role: 'admin' });
    const made = await a.app.inject({
      method: 'POST',
      url: '/api/admin/agencies',
      headers: admin.auth,
      payload: { name: 'Karnaphuli Travels', registrationNumber: `TA-TOTP-${Date.now() % 100000}`, creditLimit: 0, commissionPercent: 5 },
    });
    expect(made.statusCode, made.body).toBe(201);
    const agencyId = json<{ data: { _id: string } }>(made).data._id;
    const email = `agent-totp-${Date.now()}@example.com`;
    expect((await a.app.inject({ method: 'POST', url: `/api/admin/agencies/${agencyId}/users`, headers: admin.auth, payload: { name: 'Mitu Agent', email } })).statusCode).toBe(201);
    // The invitation's link sets the password; here it is set directly, as the link would.
    await a.database.db.execute(sql`update users set password_hash = ${await hashPassword('agent password 1')} where email = ${email}`);
    const first = await a.app.inject({ method: 'POST', url: '/api/signin', payload: { email, password: 'agent password 1' } });
    const plain = bearer(json<{ token: string }>(first).token);

    // Without the second factor the agency's calls are refused with a sentence; enrolling is allowed.
    const refused = await a.app.inject({ url: '/api/agency', headers: plain });
    expect(refused.statusCode).toBe(403);
    expect(json<{ error: string }>(refused).error).toContain('second factor');
    const { secret } = json<{ data: { secret: string } }>(await enrol(plain, undefined, a)).data;
    const confirmed = await enrol(plain, codeOf(secret), a);
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    const { token } = json<{ data: { token: string } }>(confirmed).data;
    expect((await a.app.inject({ url: '/api/agency', headers: bearer(token) })).statusCode).toBe(200);

    // From now on signing in asks for the code.
    const again = await a.app.inject({ method: 'POST', url: '/api/signin', payload: { email, password: 'agent password 1' } });
    expect(json(again)).toMatchObject({ totpRequired: true });
  });
});
