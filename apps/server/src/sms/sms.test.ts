import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Booking } from '@tarmac/shared';
import { createTestApp, createUser, type TestApp } from '../testing/test-app.js';
import { completeTestPayment, makeFlight, makePackage, startPaymentOf } from '../testing/factories.js';
import { startFakeBulkSmsBd } from '../testing/fake-bulksmsbd.js';
import { rowsOf } from '../db/rows.js';
import { normaliseBdPhone } from './phone.js';
import { writeDueSms } from './reminders.js';

/**
 * API.md "Trust": SMS written in the transaction of what they report (through the mail outbox), in the booking's
 * language (Bangla as Unicode), to +880 numbers, each sent once; the outbox provider writes DATA_DIR/sms/, and
 * BulkSMSBD is spoken to over its HTTP API (a local fake).
 */
let t: TestApp;
let admin: Awaited<ReturnType<typeof createUser>>;
let silver: { _id: string };

beforeAll(async () => {
  t = await createTestApp({ HOLD_MAX_PER_ACCOUNT: '100' });
  admin = await createUser(t, { role: 'admin' });
  silver = await makePackage(t, admin.auth, 'silver');
});
afterAll(() => t?.close());

const guestHold = (flightId: string, phone: string, language: 'en' | 'bn' = 'en', app = t) =>
  app.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: { 'accept-language': language },
    payload: {
      legs: [{ flightId, packageId: silver._id }],
      contact: { email: `sms-${Math.random().toString(36).slice(2)}@example.com`, phone },
      passengers: [{ title: 'Ms', type: 'adult', firstName: 'Shirin', lastName: 'Sultana' }],
    },
  });
const smsRows = async (phone: string, app = t) =>
  rowsOf<{ text: string; sent_at: Date | null; attempts: number; last_error: string | null }>(await app.database.db.execute(sql`select text, sent_at, attempts, last_error from mail_outbox where to_address = ${`sms:${phone}`} order by created_at`));
const smsFiles = async (app = t) => {
  const dir = path.join(app.config.dataDir, 'sms');
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  return Promise.all(names.map(async (n) => JSON.parse(await fs.readFile(path.join(dir, n), 'utf8')) as { to: string; text: string; id: string }));
};

describe('phone numbers', () => {
  it('are normalised to +880, and a number that is no Bangladeshi mobile gets no SMS', () => {
    for (const raw of ['01711-000000', '+880 1711 000000', '8801711000000', '00880 1711000000', '(0171) 1000000']) expect(normaliseBdPhone(raw)).toBe('+8801711000000');
    for (const raw of ['', '+44 20 7946 0958', '02-9555555', '0171100000', '01211000000']) expect(normaliseBdPhone(raw)).toBeNull();
  });
});

describe('SMS through the outbox', () => {
  it('writes the held SMS (pay by) in Bangla in the hold’s transaction and the ticketed one in the payment’s; each file is written once', async () => {
    const flight = await makeFlight(t, admin.auth);
    const res = await guestHold(flight._id, '01811-222333', 'bn');
    expect(res.statusCode, res.body).toBe(201);
    const { data, manageToken } = res.json() as { data: Booking; manageToken: string };
    // Written with the hold (delivery may already have sent it and cleared its text).
    expect(await smsRows('+8801811222333')).toHaveLength(1);

    const { paymentId } = await startPaymentOf(t, { authorization: `Bearer ${manageToken}` }, data.pnr);
    await completeTestPayment(t, paymentId, 'paid');
    expect(await smsRows('+8801811222333')).toHaveLength(2);
    // The deliveries kicked after each commit may hold the rows' claims: wait for them, then send the rest.
    await t.ctx.outbox.close();
    await t.ctx.outbox.deliverDue();
    const rows = rowsOf<{ id: string; sent_at: Date | null }>(await t.database.db.execute(sql`select id, sent_at from mail_outbox where to_address = 'sms:+8801811222333' order by created_at`));
    expect(rows.every((r) => r.sent_at !== null)).toBe(true);
    const sent = (await smsFiles()).filter((f) => f.to === '+8801811222333');
    const textOf = (rowId: string) => sent.find((f) => f.id.includes(`outbox.${rowId}@`))?.text ?? '';
    expect(textOf(rows[0]!.id)).toMatch(new RegExp(`^টারম্যাক: বুকিং ${data.pnr} হোল্ডে আছে। .* মধ্যে পরিশোধ করুন`));
    expect(textOf(rows[1]!.id)).toBe(`টারম্যাক: বুকিং ${data.pnr} পরিশোধিত, টিকিট ইস্যু হয়েছে। ই-টিকিট আপনার ই-মেইলে। শুভ যাত্রা!`);

    // A crash after the provider took them, before "sent" was recorded: the rows are due again, and sent again they
    // are the same messages (the same ids), not new ones.
    for (const r of rows) await t.database.db.execute(sql`update mail_outbox set sent_at = null, next_attempt_at = now(), text = ${textOf(r.id)} where id = ${r.id}`);
    await t.ctx.outbox.deliverDue();
    expect((await smsRows('+8801811222333')).every((r) => r.sent_at !== null)).toBe(true);
    expect((await smsFiles()).filter((f) => f.to === '+8801811222333')).toHaveLength(2);
  });

  it('writes nothing when the hold fails, or when the number is not a Bangladeshi mobile', async () => {
    const flight = await makeFlight(t, admin.auth);
    expect((await guestHold(flight._id, '+44 20 7946 0958')).statusCode).toBe(201);
    expect(await smsRows('+442079460958')).toHaveLength(0);
    const full = await makeFlight(t, admin.auth);
    await t.database.db.execute(sql`update flights set seats_left = 0 where id = ${full._id}`);
    expect((await guestHold(full._id, '01911-444555')).statusCode).toBe(409);
    expect(await smsRows('+8801911444555')).toHaveLength(0);
  });

  it('tells a hold ending in 5 minutes once, and the travellers of a delayed flight', async () => {
    const flight = await makeFlight(t, admin.auth);
    const res = await guestHold(flight._id, '01611-777888');
    const { payBy, pnr } = (res.json() as { data: Booking }).data;
    const fourBefore = new Date(new Date(payBy).getTime() - 4 * 60_000);
    expect(await writeDueSms(t.ctx, new Date(new Date(payBy).getTime() - 10 * 60_000))).toBe(0);
    expect(await writeDueSms(t.ctx, fourBefore)).toBeGreaterThanOrEqual(1);
    expect(await writeDueSms(t.ctx, fourBefore)).toBe(0);
    const texts = async () => {
      await t.ctx.outbox.close();
      await t.ctx.outbox.deliverDue();
      return (await smsFiles()).filter((f) => f.to === '+8801611777888').map((f) => f.text);
    };
    expect((await texts()).filter((x) => x.includes('ends in 5 minutes'))).toEqual([`Tarmac: the hold on booking ${pnr} ends in 5 minutes. Pay now: http://tarmac.test/manage-booking`]);

    const delayed = await t.app.inject({
      method: 'PATCH',
      url: `/api/flight-information/${flight._id}/status`,
      headers: admin.auth,
      payload: { status: 'delayed', estimatedDate: flight.flightDepartingDate, estimatedTime: '11:30', reason: 'Late arrival of the aircraft' },
    });
    expect(delayed.statusCode, delayed.body).toBe(200);
    const delay = (await texts()).filter((x) => x.includes('is delayed'));
    expect(delay).toHaveLength(1);
    expect(delay[0]).toContain(`flight ${flight.flightNumber} of`);
    expect(delay[0]).toContain(`is delayed. New departure 11:30`);
  });
});

describe('BulkSMSBD', () => {
  it('sends over its HTTP API with the key and sender id, Bangla as Unicode, and tries again after a refusal', async () => {
    const fake = await startFakeBulkSmsBd();
    const app = await createTestApp({ SMS_PROVIDER: 'bulksmsbd', BULKSMSBD_URL: fake.url, BULKSMSBD_API_KEY: fake.apiKey, BULKSMSBD_SENDER_ID: fake.senderId, HOLD_MAX_PER_ACCOUNT: '100' });
    try {
      const boss = await createUser(app, { role: 'admin' });
      const pkg = await makePackage(app, boss.auth, 'silver');
      const flight = await makeFlight(app, boss.auth);
      fake.state.refuseNext = 1;
      const res = await app.app.inject({
        method: 'POST',
        url: '/api/bookings',
        headers: { 'accept-language': 'bn' },
        payload: {
          legs: [{ flightId: flight._id, packageId: pkg._id }],
          contact: { email: 'bulk@example.com', phone: '01711-000123' },
          passengers: [{ title: 'Mr', type: 'adult', firstName: 'Rafiq', lastName: 'Islam' }],
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      // The hold's commit kicks a delivery of its own beside the test's: wait for it to end, then until attempt n's
      // outcome (refused or sent) is written, not merely its claim.
      const attempted = async (n: number) => {
        for (let i = 0; i < 100; i++) {
          await app.ctx.outbox.close();
          await app.ctx.outbox.deliverDue();
          const [row] = await smsRows('+8801711000123', app);
          if (row && ((row.attempts >= n && row.last_error) || row.sent_at)) return row;
          await new Promise((r) => setTimeout(r, 100));
        }
        throw new Error(`no delivery attempt ${n} of the SMS`);
      };
      const refused = await attempted(1);
      expect(fake.received).toHaveLength(0);
      expect(refused.sent_at).toBeNull();
      await app.database.db.execute(sql`update mail_outbox set next_attempt_at = now() where to_address = 'sms:+8801711000123'`);
      expect((await attempted(2)).sent_at).not.toBeNull();
      expect(fake.received).toHaveLength(1);
      expect(fake.received[0]).toMatchObject({ apiKey: fake.apiKey, senderId: fake.senderId, number: '8801711000123', type: 'text' });
      expect(fake.received[0]!.message).toContain('হোল্ডে আছে');
      await app.ctx.outbox.deliverDue();
      expect(fake.received).toHaveLength(1);
    } finally {
      await app.close();
      await fake.close();
    }
  });
});
