import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from '../testing/test-app.js';
import { holdAndPay, makeFlight, makePackage } from '../testing/factories.js';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { role: 'admin' });
});
afterAll(() => t?.close());

describe('resending an e-ticket', () => {
  it('counts only the owner’s calls: a stranger’s three do not use up the owner’s limit', async () => {
    const owner = await createUser(t);
    const stranger = await createUser(t);
    const flight = await makeFlight(t, admin.auth);
    const silver = await makePackage(t, admin.auth, 'silver');
    const booking = await holdAndPay(t, owner.auth, {
      legs: [{ flightId: flight._id, packageId: silver._id }],
      passengers: [{ title: 'Ms', firstName: 'Ayesha', lastName: 'Rahman', type: 'adult' }],
    });
    expect(booking.status).toBe('ticketed');
    const resend = (auth: Record<string, string>) => t.app.inject({ method: 'POST', url: `/api/bookings/${booking.pnr}/resend-email`, headers: auth });

    for (let i = 0; i < 4; i++) expect((await resend(stranger.auth)).statusCode).toBe(404);
    for (let i = 0; i < 3; i++) {
      const res = await resend(owner.auth);
      expect(res.statusCode, res.body).toBe(200);
      expect((res.json() as { message: string }).message).toMatch(/^The e-ticket is on its way to /);
    }
    const fourth = await resend(owner.auth);
    expect(fourth.statusCode).toBe(429);
    expect((fourth.json() as { error: string }).error).toMatch(/^Too many e-ticket resends for this booking\. Please wait \d+ minutes and try again\.$/);
  });
});
