import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as OTPAuth from 'otpauth';
import { createTestApp, createUser, json, type TestApp } from '../testing/test-app.js';

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
const enrol = (auth: Record<string, string>, code?: string) => t.app.inject({ method: 'POST', url: '/api/users/me/totp', headers: auth, payload: code ? { code } : {} });

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

    // Replacing the authenticator takes a session signed in with it.
    expect((await enrol(admin.auth)).statusCode).toBe(403);
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
