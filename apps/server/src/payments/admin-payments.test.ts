import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminPayment } from '@tarmac/shared';
import { createTestApp, createUser, json, type TestApp } from '../testing/test-app.js';
import { completeTestPayment, makePackage, startedPayment } from '../testing/factories.js';

/** GET /api/admin/payments: what the back office sees of payments, newest first, by status, PNR or id, by cursor. */
let t: TestApp;
let admin: Awaited<ReturnType<typeof createUser>>;
const made: { pnr: string; paymentId: string }[] = [];

beforeAll(async () => {
  t = await createTestApp({ HOLD_MAX_PER_ACCOUNT: '10' });
  admin = await createUser(t, { role: 'admin' });
  const silver = await makePackage(t, admin.auth, 'silver');
  for (let i = 0; i < 3; i++) {
    const { pnr, paymentId } = await startedPayment(t, admin.auth, silver._id, `Pay ${i}`);
    made.push({ pnr, paymentId });
  }
  await completeTestPayment(t, made[0]!.paymentId, 'paid');
});
afterAll(() => t?.close());

const list = (query: string, headers: Record<string, string> = admin.auth) => t.app.inject({ url: `/api/admin/payments${query}`, headers });

describe('GET /api/admin/payments', () => {
  it('lists payments newest first with their booking, filtered by status', async () => {
    const all = json<AdminPayment[]>(await list(''));
    expect(all.slice(0, 3).map((p) => p._id)).toEqual(made.map((m) => m.paymentId).reverse());
    const paid = all.find((p) => p._id === made[0]!.paymentId)!;
    expect(paid).toMatchObject({ pnr: made[0]!.pnr, provider: 'test', status: 'paid', currency: 'BDT', checks: 0, checkedAt: null });
    expect(paid.providerRef).toBeTruthy();
    const started = json<AdminPayment[]>(await list('?status=started'));
    expect(started.map((p) => p._id).sort()).toEqual([made[1]!.paymentId, made[2]!.paymentId].sort());
  });

  it('finds a payment by its booking reference or its id, in any case', async () => {
    expect(json<AdminPayment[]>(await list(`?q=${made[1]!.pnr.toLowerCase()}`)).map((p) => p._id)).toEqual([made[1]!.paymentId]);
    expect(json<AdminPayment[]>(await list(`?q=${made[2]!.paymentId}`)).map((p) => p.pnr)).toEqual([made[2]!.pnr]);
  });

  it('pages by cursor, and refuses a forged cursor with a sentence', async () => {
    const first = await list('?limit=2');
    expect(first.headers['x-total-count']).toBe('3');
    const next = /<([^>]+)>; rel="next"/.exec(String(first.headers.link))?.[1];
    expect(next).toBeTruthy();
    const second = json<AdminPayment[]>(await t.app.inject({ url: next!, headers: admin.auth }));
    expect([...json<AdminPayment[]>(first), ...second].map((p) => p._id)).toEqual(made.map((m) => m.paymentId).reverse());
    const forged = await list('?after=bm90LWEtY3Vyc29y');
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error).toMatch(/\S/);
  });

  it('answers admins only', async () => {
    const passenger = await createUser(t);
    expect((await list('', passenger.auth)).statusCode).toBe(403);
    expect((await list('', {})).statusCode).toBe(401);
  });
});
