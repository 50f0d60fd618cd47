import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '@tarmac/shared';
import { createTestApp, createUser, json, type TestApp } from '../testing/test-app.js';
import { makeFlight } from '../testing/factories.js';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { role: 'admin' });
});
afterAll(() => t?.close());

const auditOf = async (entity: string, entityId: string) =>
  json<AuditEntry[]>(await t.app.inject({ url: `/api/admin/audit?entity=${entity}&entityId=${entityId}`, headers: admin.auth })).reverse();

describe('the audit log', () => {
  it('records a gate set, changed and cleared by an admin, and nothing for the same gate again', async () => {
    const flight = await makeFlight(t, admin.auth);
    const gate = (value: string) => t.app.inject({ method: 'PUT', url: `/api/admin/flights/${flight._id}/gate`, headers: admin.auth, payload: { gate: value } });
    for (const value of ['7', 'B12', 'B12', '']) expect((await gate(value)).statusCode).toBe(200);
    const entries = (await auditOf('flight', flight._id)).filter((e) => e.action === 'gate');
    expect(entries.map((e) => [e.before, e.after])).toEqual([
      [{ gate: null }, { gate: '7' }],
      [{ gate: '7' }, { gate: 'B12' }],
      [{ gate: 'B12' }, { gate: null }],
    ]);
    expect(entries.every((e) => e.actorId === admin.id && e.actorEmail === admin.email)).toBe(true);
  });

  it('records an admin’s edit of another user’s profile with the fields changed, but not a user’s edit of their own', async () => {
    const user = await createUser(t, { name: 'Before Name' });
    const own = await t.app.inject({ method: 'PATCH', url: '/api/user-update', headers: user.auth, payload: { personalPhoneNumber: '01711000000' } });
    expect(own.statusCode, own.body).toBe(200);
    expect(await auditOf('user', user.id)).toEqual([]);

    const edit = await t.app.inject({ method: 'PATCH', url: '/api/user-update', headers: admin.auth, payload: { _id: user.id, name: 'After Name', personalPhoneNumber: '01711000000' } });
    expect(edit.statusCode, edit.body).toBe(200);
    const [entry, ...more] = await auditOf('user', user.id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ action: 'profile', actorId: admin.id, before: { name: 'Before Name' }, after: { name: 'After Name' } });
  });
});
