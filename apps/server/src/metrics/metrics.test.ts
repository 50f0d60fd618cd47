import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { payments } from '../db/schema.js';
import { createTestApp, createUser, type TestApp } from '../testing/test-app.js';
import { completeTestPayment, makePackage, startedPayment } from '../testing/factories.js';
import { say } from '../i18n/messages.js';

/**
 * GET /metrics as Prometheus scrapes it: the text format, request durations by route pattern, the order's figures
 * moving as payments start and end, and who may read it (loopback, or anyone with METRICS_TOKEN).
 */
const TOKEN = 'metrics-token-0123456789';
let t: TestApp;
let admin: Awaited<ReturnType<typeof createUser>>;
let packageId: string;

beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN: TOKEN });
  admin = await createUser(t, { role: 'admin' });
  packageId = (await makePackage(t, admin.auth, 'silver'))._id;
});
afterAll(() => t?.close());

const scrape = async (headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') => t.app.inject({ url: '/metrics', headers, remoteAddress });
/** The value of one series (name and labels as written), or undefined when the scrape lacks it. */
async function value(series: string): Promise<number | undefined> {
  const text = (await scrape()).body;
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  it('answers the Prometheus text format with request durations by route pattern, never by raw URL', async () => {
    await t.app.inject({ url: '/api/health' });
    await t.app.inject({ url: '/api/bookings/NOSUCH' });
    const res = await scrape();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.body).toMatch(/^tarmac_http_request_duration_seconds_count\{method="GET",route="\/api\/health",status="200"\} [1-9]/m);
    expect(res.body).toMatch(/route="\/api\/bookings\/:pnr",status="401"/);
    expect(res.body).not.toContain('NOSUCH');
    expect(res.body).toContain('# HELP tarmac_process_process_resident_memory_bytes');
  });

  it('counts a payment as pending from its start until it is paid', async () => {
    const before = (await value('tarmac_payments_pending'))!;
    const { paymentId } = await startedPayment(t, admin.auth, packageId, 'Mina Metrics');
    expect(await value('tarmac_payments_pending')).toBe(before + 1);
    expect(await value('tarmac_payments_pending_oldest_seconds')).toBeGreaterThanOrEqual(0);
    await completeTestPayment(t, paymentId, 'paid');
    expect(await value('tarmac_payments_pending')).toBe(before);
    // The e-ticket waits in the mail outbox (this app delivers no mail by itself).
    expect(await value('tarmac_outbox_waiting')).toBeGreaterThanOrEqual(1);
  });

  it('counts a payment taken as paid whose booking was never ticketed', async () => {
    const before = (await value('tarmac_payments_paid_not_ticketed'))!;
    const { paymentId } = await startedPayment(t, admin.auth, packageId, 'Mina Metrics');
    // What a crash between the provider's word and the ticketing would leave: the payment paid, the booking held.
    await t.database.db.update(payments).set({ status: 'paid' }).where(eq(payments.id, paymentId));
    expect(await value('tarmac_payments_paid_not_ticketed')).toBe(before + 1);
  });

  it('lists the refunds, payments and job figures even when there are none', async () => {
    const body = (await scrape()).body;
    for (const name of ['tarmac_refunds_overdue', 'tarmac_refunds_failed', 'tarmac_outbox_oldest_seconds']) expect(body).toMatch(new RegExp(`^${name} \\d`, 'm'));
    expect(body).toContain('# TYPE tarmac_jobs_waiting gauge');
  });

  it('refuses a caller from another machine without the token, and one behind a proxy that is not trusted', async () => {
    const remote = await scrape({}, '203.0.113.7');
    expect(remote.statusCode).toBe(403);
    expect(remote.json()).toMatchObject({ error: say('en', 'metrics.refused') });
    expect((await scrape({ 'x-forwarded-for': '203.0.113.7' })).statusCode).toBe(403);
    expect((await scrape({ authorization: 'Bearer wrong-token-0123456789' }, '203.0.113.7')).statusCode).toBe(403);
    const withToken = await scrape({ authorization: `Bearer ${TOKEN}` }, '203.0.113.7');
    expect(withToken.statusCode).toBe(200);
    expect(withToken.body).toContain('tarmac_payments_pending');
  });
});
