import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { messages } from '@tarmac/shared';
import { auditLog, passwordResets, users } from '../db/schema.js';
import { changeRole } from './accounts.repo.js';
import { createTestApp, createUser, json, uniqueEmail, type TestApp } from '../testing/test-app.js';
import { startSmtpServer } from '../testing/smtp.js';
import { english } from '../testing/english.js';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });
const signup = (payload: Record<string, unknown>) => post('/api/signup', payload);
const signin = (email: string, password: string) => post('/api/signin', { email, password });

describe('sign up', () => {
  it('creates a passenger even when the request asks for admin', async () => {
    const email = uniqueEmail();
    const res = await signup({ name: 'Rahim', email, password: 'longenough1', role: 'admin' });
    expect(res.statusCode).toBe(201);
    expect(json(res)).toEqual({ message: 'User Registered Successfully.' });
    const login = json<{ user: { role: string; name: string } }>(await signin(email, 'longenough1'));
    expect(login.user).toMatchObject({ role: 'passenger', name: 'Rahim' });
  });

  it('answers 409 for an e-mail that is taken, whatever its case', async () => {
    const email = uniqueEmail();
    expect((await signup({ name: 'A', email, password: 'longenough1' })).statusCode).toBe(201);
    const again = await signup({ name: 'B', email: email.toUpperCase(), password: 'longenough2' });
    expect(again.statusCode).toBe(409);
    expect(json(again).error).toBe(english(messages.emailTaken));
  });

  it('refuses a malformed body with 400 and field errors, and stores nothing', async () => {
    const before = (await t.database.db.select().from(users)).length;
    const res = await signup({ name: '', email: 'not-an-email', password: 'short' });
    expect(res.statusCode).toBe(400);
    const body = json<{ error: string; fieldErrors: Record<string, string[]> }>(res);
    expect(body.error).toMatch(/\w/);
    expect(Object.keys(body.fieldErrors).sort()).toEqual(['email', 'name', 'password']);
    expect(body.fieldErrors.password).toEqual([english(messages.passwordMinimum)]);
    expect((await t.database.db.select().from(users)).length).toBe(before);
  });

  it('answers 400 with a sentence for a body that is not JSON', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/signup', payload: '{oops', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
    expect(json(res).error).toBe('The request body is not valid JSON.');
  });
});

describe('sign in', () => {
  it('answers the token and the session user', async () => {
    const email = uniqueEmail();
    await signup({ name: 'Karim', email, password: 'longenough1' });
    const res = await signin(email.toUpperCase(), 'longenough1');
    expect(res.statusCode).toBe(200);
    const body = json<{ token: string; user: Record<string, string> }>(res);
    expect(body.token.split('.')).toHaveLength(3);
    expect(Object.keys(body.user).sort()).toEqual(['_id', 'email', 'name', 'role']);
    expect(res.body).not.toMatch(/hash|argon/i);
  });

  it('answers the same 401 for an unknown e-mail and for a wrong password', async () => {
    const email = uniqueEmail();
    await signup({ name: 'K', email, password: 'longenough1' });
    const wrong = await signin(email, 'wrong-password');
    const unknown = await signin(uniqueEmail('nobody'), 'wrong-password');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(json(wrong)).toEqual(json(unknown));
  });

  it('answers 400 when a field is missing', async () => {
    const res = await post('/api/signin', { email: 'a@b.co' });
    expect(res.statusCode).toBe(400);
    expect(json(res).fieldErrors).toHaveProperty('password');
  });
});

describe('who may call what', () => {
  it('treats "Bearer undefined" on a public call as an anonymous caller', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { authorization: 'Bearer undefined' } });
    expect(res.statusCode).toBe(200);
  });

  it('answers 401 to a stranger and 403 to a passenger on an admin call, 200 to an admin', async () => {
    const passenger = await createUser(t);
    const admin = await createUser(t, { role: 'admin' });
    expect((await t.app.inject({ url: '/api/user-list' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/user-list', headers: { authorization: 'Bearer undefined' } })).statusCode).toBe(401);
    const forbidden = await t.app.inject({ url: '/api/user-list', headers: passenger.auth });
    expect(forbidden.statusCode).toBe(403);
    expect(json(forbidden).error).toBe(english(messages.notAllowed));
    const list = await t.app.inject({ url: '/api/user-list', headers: admin.auth });
    expect(list.statusCode).toBe(200);
    const rows = json<Array<Record<string, string>>>(list);
    expect(Array.isArray(rows)).toBe(true);
    expect(rows.map((u) => u.email)).toEqual(expect.arrayContaining([passenger.email, admin.email]));
    expect(list.body).not.toMatch(/password/i);
    const created = rows.map((u) => u.createdAt!);
    expect([...created].sort()).toEqual(created);
  });

  it('refuses tampered and wrongly signed tokens', async () => {
    const user = await createUser(t);
    const [h, p, s] = user.token.split('.');
    const tampered = `${h}.${Buffer.from(JSON.stringify({ role: 'admin', sub: user.id, iat: 1, exp: 9999999999 })).toString('base64url')}.${s}`;
    for (const token of [tampered, `${h}.${p}.${s!.slice(0, -2)}xx`, 'garbage']) {
      const res = await t.app.inject({ url: `/api/user-details?id=${user.id}`, headers: { authorization: `Bearer ${token}` } });
      expect(res.statusCode).toBe(401);
    }
  });
});

describe('profile', () => {
  it('shows a user their own details, refuses another user, and lets an admin see anyone', async () => {
    const a = await createUser(t, { name: 'Ayesha' });
    const b = await createUser(t);
    const admin = await createUser(t, { role: 'admin' });
    const own = await t.app.inject({ url: `/api/user-details?id=${a.id}`, headers: a.auth });
    expect(own.statusCode).toBe(200);
    expect(json(own)).toMatchObject({ _id: a.id, name: 'Ayesha', email: a.email, role: 'passenger', bloodGroup: '', profileImage: '' });
    expect((await t.app.inject({ url: `/api/user-details?id=${a.id}`, headers: b.auth })).statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/user-details?id=${a.id}`, headers: admin.auth })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/user-details?id=00000000-0000-4000-8000-000000000000`, headers: admin.auth })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/user-details`, headers: admin.auth })).statusCode).toBe(400);
  });

  it('updates only the caller’s profile and never role or e-mail', async () => {
    const a = await createUser(t, { name: 'Old Name' });
    const b = await createUser(t, { name: 'Bystander' });
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/user-update',
      headers: a.auth,
      payload: { _id: b.id, name: 'New Name', bloodGroup: 'AB-', personalPhoneNumber: '+880 1711-000000', role: 'admin', email: 'x@y.z' },
    });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ _id: a.id, name: 'New Name', bloodGroup: 'AB-', role: 'passenger', email: a.email });
    const bAfter = json(await t.app.inject({ url: `/api/user-details?id=${b.id}`, headers: b.auth }));
    expect(bAfter.name).toBe('Bystander');
  });

  it('lets an admin update another user’s profile', async () => {
    const admin = await createUser(t, { role: 'admin' });
    const a = await createUser(t, { name: 'Before' });
    const res = await t.app.inject({ method: 'PATCH', url: '/api/user-update', headers: admin.auth, payload: { _id: a.id, name: 'After' } });
    expect(json(res)).toMatchObject({ _id: a.id, name: 'After' });
  });

  it('refuses a bad blood group and an empty name, naming the field', async () => {
    const a = await createUser(t);
    const res = await t.app.inject({ method: 'PATCH', url: '/api/user-update', headers: a.auth, payload: { bloodGroup: 'C+', name: ' ' } });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(json<{ fieldErrors: object }>(res).fieldErrors).sort()).toEqual(['bloodGroup', 'name']);
  });

  it('stores a profile image as WebP and serves it with long-lived caching', async () => {
    const a = await createUser(t);
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#1b6ec2' } }).png().toBuffer();
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/user-update',
      headers: a.auth,
      // The prefix lies about the type; the bytes decide.
      payload: { profileImage: `data:image/gif;base64,${png.toString('base64')}` },
    });
    expect(res.statusCode).toBe(200);
    const url = json<{ profileImage: string }>(res).profileImage;
    expect(url).toMatch(/^http:\/\/tarmac\.test\/api\/images\/[0-9a-f]{32}\.webp$/);
    const image = await t.app.inject({ url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toContain('immutable');
    expect((await sharp(image.rawPayload).metadata()).width).toBe(40);
    // Sending the current URL back keeps the image.
    const again = await t.app.inject({ method: 'PATCH', url: '/api/user-update', headers: a.auth, payload: { profileImage: url, name: 'Same' } });
    expect(json(again).profileImage).toBe(url);
    // So does sending it back as answered before image URLs were absolute (a page loaded before the change).
    const relative = await t.app.inject({ method: 'PATCH', url: '/api/user-update', headers: a.auth, payload: { profileImage: new URL(url).pathname } });
    expect(relative.statusCode, relative.body).toBe(200);
    expect(json(relative).profileImage).toBe(url);
  });

  it('refuses an SVG with 400 and an image over the limit with 413', async () => {
    const a = await createUser(t);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>').toString('base64');
    const bad = await t.app.inject({ method: 'PATCH', url: '/api/user-update', headers: a.auth, payload: { profileImage: `data:image/png;base64,${svg}` } });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).fieldErrors).toHaveProperty('profileImage');
    const big = Buffer.alloc(t.config.imageMaxBytes + 10, 1);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const tooBig = await t.app.inject({ method: 'PATCH', url: '/api/user-update', headers: a.auth, payload: { profileImage: `data:image/png;base64,${big.toString('base64')}` } });
    expect(tooBig.statusCode).toBe(413);
    expect(json(tooBig).error).toMatch(/larger than/);
  });
});

describe('make admin', () => {
  it('lets an admin make a passenger an admin, and refuses passengers', async () => {
    const admin = await createUser(t, { role: 'admin' });
    const p = await createUser(t);
    const denied = await t.app.inject({ method: 'PATCH', url: `/api/users/${p.id}/role`, headers: p.auth, payload: { role: 'admin' } });
    expect(denied.statusCode).toBe(403);
    const res = await t.app.inject({ method: 'PATCH', url: `/api/users/${p.id}/role`, headers: admin.auth, payload: { role: 'admin' } });
    expect(res.statusCode).toBe(200);
    expect(json<{ data: { role: string } }>(res).data.role).toBe('admin');
    // The promotion counts at once: the same token now reaches admin calls.
    expect((await t.app.inject({ url: '/api/user-list', headers: p.auth })).statusCode).toBe(200);
    const bad = await t.app.inject({ method: 'PATCH', url: `/api/users/${p.id}/role`, headers: admin.auth, payload: { role: 'pilot' } });
    expect(bad.statusCode).toBe(400);
  });

  it('lets an admin remove another admin, audited, but never their own admin role', async () => {
    const a = await createUser(t, { role: 'admin' });
    const b = await createUser(t, { role: 'admin' });
    const own = await t.app.inject({ method: 'PATCH', url: `/api/users/${a.id}/role`, headers: a.auth, payload: { role: 'passenger' } });
    expect(own.statusCode).toBe(409);
    expect(json(own).error).toBe(english('users.ownAdminRole'));
    const removed = await t.app.inject({ method: 'PATCH', url: `/api/users/${b.id}/role`, headers: a.auth, payload: { role: 'passenger' } });
    expect(removed.statusCode).toBe(200);
    expect(json<{ data: { role: string } }>(removed).data.role).toBe('passenger');
    // The removal counts at once: b's token no longer reaches admin calls.
    expect((await t.app.inject({ url: '/api/user-list', headers: b.auth })).statusCode).toBe(403);
    const [entry] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, b.id), eq(auditLog.action, 'role')));
    expect(entry).toMatchObject({ actorId: a.id, before: { role: 'admin' }, after: { role: 'passenger' } });
  });

  it('never demotes the last admin', async () => {
    await t.database.db.update(users).set({ role: 'passenger' }).where(eq(users.role, 'admin'));
    const only = await createUser(t, { role: 'admin' });
    // Through the route an admin cannot demote themselves; the store refuses the last admin whoever asks.
    const res = await t.app.inject({ method: 'PATCH', url: `/api/users/${only.id}/role`, headers: only.auth, payload: { role: 'passenger' } });
    expect(res.statusCode).toBe(409);
    expect(await changeRole(t.database.db, only.id, 'passenger')).toEqual({ ok: false, reason: 'last-admin' });
  });
});

describe('password reset', () => {
  const requestReset = (email: string) => t.app.inject({ method: 'PUT', url: '/api/forgot-password-sys-to-sent-email', payload: { email } });
  const setPassword = (payload: Record<string, unknown>) => t.app.inject({ method: 'PUT', url: '/api/update-password', payload });
  const tokenFrom = (text: string) => /change-password\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];

  it('mails a single-use link that sets a new password and ends old sessions', async () => {
    const user = await createUser(t);
    const res = await requestReset(user.email);
    expect(res.statusCode).toBe(200);
    const mail = await smtp.waitFor(user.email);
    expect(mail.text).toContain('http://tarmac.test/change-password?token=');
    const token = tokenFrom(mail.text)!;

    const done = await setPassword({ token, email: user.email, password: 'brand-new-pass' });
    expect(done.statusCode).toBe(200);
    expect(json(done).message).toBe(english(messages.passwordUpdated));
    expect((await signin(user.email, 'brand-new-pass')).statusCode).toBe(200);
    expect((await signin(user.email, user.password)).statusCode).toBe(401);
    expect((await t.app.inject({ url: `/api/user-details?id=${user.id}`, headers: user.auth })).statusCode).toBe(401);

    const reused = await setPassword({ token, email: null, password: 'another-pass-1' });
    expect(reused.statusCode).toBe(400);
    expect(json(reused)).toEqual({ error: english(messages.resetTokenInvalid) });
  });

  it('answers an unknown e-mail exactly like a known one, and sends nothing', async () => {
    const known = await createUser(t);
    const a = await requestReset(known.email);
    const nobody = uniqueEmail('nobody');
    const b = await requestReset(nobody);
    expect(b.statusCode).toBe(200);
    expect(json(b)).toEqual(json(a));
    await smtp.waitFor(known.email);
    expect(smtp.mails.some((m) => m.to.includes(nobody))).toBe(false);
  });

  it('refuses an expired token, a weak password and an e-mail of another user with 400', async () => {
    const user = await createUser(t);
    await requestReset(user.email);
    const token = tokenFrom((await smtp.waitFor(user.email)).text)!;

    const weak = await setPassword({ token, email: user.email, password: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(json(weak).error).toContain(english(messages.passwordMinimum));

    const mismatch = await setPassword({ token, email: 'someone-else@example.com', password: 'long-enough-1' });
    expect(mismatch.statusCode).toBe(400);
    expect(json(mismatch).error).toBe(english(messages.resetEmailMismatch));

    await t.database.db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(passwordResets.userId, user.id));
    const expired = await setPassword({ token, email: user.email, password: 'long-enough-1' });
    expect(expired.statusCode).toBe(400);
    expect(json(expired).error).toBe(english(messages.resetTokenInvalid));
    expect((await signin(user.email, user.password)).statusCode).toBe(200);
  });

  it('stores only a hash of the token', async () => {
    const user = await createUser(t);
    await requestReset(user.email);
    const token = tokenFrom((await smtp.waitFor(user.email)).text)!;
    const rows = await t.database.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id));
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toContain(token);
  });
});

describe('rate limits', () => {
  it('answers 429 with a sentence after too many sign-in attempts for one e-mail', async () => {
    const limited = await createTestApp({ RATE_SIGNIN_PER_EMAIL: '3', RATE_RESET_PER_EMAIL: '2' });
    try {
      const email = uniqueEmail();
      const attempt = () => limited.app.inject({ method: 'POST', url: '/api/signin', payload: { email, password: 'wrong-password' } });
      for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
      const blocked = await attempt();
      expect(blocked.statusCode).toBe(429);
      expect(json(blocked).error).toMatch(/^Too many sign-in attempts\. Please wait \d+ minutes and try again\.$/);
      expect(blocked.headers['retry-after']).toBeDefined();

      const reset = () => limited.app.inject({ method: 'PUT', url: '/api/forgot-password-sys-to-sent-email', payload: { email } });
      expect((await reset()).statusCode).toBe(200);
      expect((await reset()).statusCode).toBe(200);
      expect((await reset()).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
