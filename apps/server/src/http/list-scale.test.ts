import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { users } from '../db/schema.js';
import { createTestApp, createUser, type TestApp } from '../testing/test-app.js';
import { daysFromNow, makeFlight, makePackage } from '../testing/factories.js';

/**
 * Every list and export over tables of 100,000 rows, with a bound on the heap each call may add while it
 * answers: a list that read a whole table into the process (as the passengers and users lists once did) would
 * pass the bound many times over (the first test shows that it does), and fail.
 */

const ROWS = 100_000;
/** What one call may add to the heap at its peak (a page, or a streamed batch and what is not yet collected). */
const PAGE_HEAP_MB = 24;
const STREAM_HEAP_MB = 64;

let t: TestApp;
let admin: Awaited<ReturnType<typeof createUser>>;
let agent: Awaited<ReturnType<typeof createUser>>;
let base: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { role: 'admin', name: 'Scale Admin' });
  const silver = await makePackage(t, admin.auth, 'silver');
  const flight = await makeFlight(t, admin.auth, { silverPackagesPrice: 5000 });
  const db = t.database.db;
  // One travel agency sold them all, and its wallet has as many entries (issue 32's lists).
  const agency = await t.app.inject({ method: 'POST', url: '/api/admin/agencies', headers: admin.auth, payload: { name: 'Scale Travels', registrationNumber: 'TA-SCALE-1', creditLimit: 0, commissionPercent: 5 } });
  const agencyId = agency.json<{ data: { _id: string } }>().data._id;
  agent = await createUser(t, { role: 'agent', name: 'Scale Agent', agencyId });
  // Written set-based (what seed:scale does at full size): accounts, each with one ticketed booking of one
  // passenger on one leg, sold by the agency, and the booking's audit entry.
  await db.execute(sql`insert into users (name, email, password_hash, personal_phone_number, created_at)
    select 'Scale Person ' || i, 'scale' || i || '@example.com', 'not-a-hash', '0171' || lpad(i::text, 7, '0'), now() - make_interval(secs => i)
    from generate_series(1, ${ROWS}) as i`);
  await db.execute(sql`insert into bookings (pnr, user_id, contact_email, travellers, total, status, pay_by, ticketed_at, created_at, agency_id)
    select 'S' || lpad(upper(to_hex(n)), 5, '0'), u.id, u.email, 1, 5000, 'ticketed', now(), now() - make_interval(hours => n % 8000), now() - make_interval(hours => n % 8000), ${agencyId}::uuid
    from (select id, email, (row_number() over (order by created_at))::int as n from users where email like 'scale%') as u`);
  await db.execute(sql`insert into booking_passengers (booking_id, passenger_index, name, first_name, last_name)
    select b.id, 0, 'Traveller ' || b.pnr, 'Traveller', b.pnr from bookings b where b.pnr like 'S%'`);
  await db.execute(sql`insert into booking_legs (booking_id, leg_index, flight_id, package_id, package_name, package_price)
    select b.id, 0, ${flight._id}::uuid, ${silver._id}::uuid, 'Silver', 5000 from bookings b where b.pnr like 'S%'`);
  await db.execute(sql`insert into audit_log (actor_email, entity, entity_id, action, at)
    select 'system', 'booking', b.id::text, 'ticketed', b.created_at from bookings b where b.pnr like 'S%'`);
  await db.execute(sql`insert into agency_ledger (agency_id, kind, amount, reference, actor_name, created_at)
    select ${agencyId}, 'deposit', 1000 + i, 'SCALE-' || i, 'Admin', now() - make_interval(secs => ${ROWS} - i) from generate_series(1, ${ROWS}) as i`);
  await db.execute(sql`analyze`);
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
}, 300_000);
afterAll(() => t?.close());

/**
 * Calls `path` over HTTP as the admin, reading the answer as it arrives and throwing it away, and samples the
 * heap meanwhile: the status, the headers, the bytes, and the most the heap grew above where it started.
 */
function measure(path: string, auth: Record<string, string> = admin.auth): Promise<{ status: number; headers: http.IncomingHttpHeaders; bytes: number; first: string; grewMb: number }> {
  const start = process.memoryUsage().heapUsed;
  let peak = start;
  const sample = setInterval(() => (peak = Math.max(peak, process.memoryUsage().heapUsed)), 2);
  return new Promise((resolve, reject) => {
    const req = http.get(`${base}${path}`, { headers: { ...auth, 'accept-encoding': 'identity' } }, (res) => {
      let bytes = 0;
      let first = '';
      res.on('data', (chunk: Buffer) => {
        if (first.length < 200) first += chunk.toString('utf8', 0, Math.min(chunk.length, 200));
        bytes += chunk.length;
        peak = Math.max(peak, process.memoryUsage().heapUsed);
      });
      res.on('end', () => {
        clearInterval(sample);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes, first, grewMb: (peak - start) / 1_048_576 });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

describe(`lists over ${ROWS.toLocaleString('en-US')} rows`, () => {
  it('streams the whole legacy user array within a bounded heap, where reading the table whole would not be', async () => {
    const streamed = await measure('/api/user-list');
    expect(streamed.status).toBe(200);
    expect(streamed.first.startsWith('[{"_id":"')).toBe(true);
    expect(streamed.bytes).toBeGreaterThan(ROWS * 200);
    expect(streamed.grewMb).toBeLessThan(STREAM_HEAP_MB);
    // What the bound guards against: the same rows read whole into the process.
    const before = process.memoryUsage().heapUsed;
    const whole = await t.database.db.select().from(users);
    const wholeMb = (process.memoryUsage().heapUsed - before) / 1_048_576;
    expect(whole.length).toBeGreaterThan(ROWS);
    expect(wholeMb).toBeGreaterThan(STREAM_HEAP_MB);
  });

  it.each([
    ['/api/admin/passengers?limit=50', 'passengers, page 1'],
    ['/api/admin/passengers?limit=50&q=person%2099999', 'passengers, a name searched'],
    ['/api/user-list?limit=50&sort=name', 'users by name'],
    ['/api/user-list?limit=50&q=scale77777%40', 'users, an e-mail searched'],
    ['/api/admin/bookings?limit=50', 'bookings, page 1'],
    ['/api/admin/bookings?limit=50&offset=90000', 'bookings at offset 90,000'],
    ['/api/admin/bookings?limit=50&q=S0A0A0', 'bookings, a reference searched'],
    ['/api/admin/bookings?limit=50&q=traveller%20S0B0B0', 'bookings, a passenger searched'],
    ['/api/admin/bookings?limit=50&q=traveller', 'bookings, a word every passenger shares'],
    ['/api/admin/bookings?limit=50&sort=pnr', 'bookings by reference'],
    ['/api/admin/audit?limit=50', 'audit, page 1'],
    [`/api/admin/reports/sales?from=${daysFromNow(-340)}&to=${daysFromNow(0)}&format=csv`, 'sales CSV of 340 days'],
  ])('%s (%s) answers within a bounded heap', async (path) => {
    const res = await measure(path);
    expect(res.status).toBe(200);
    expect(res.grewMb).toBeLessThan(PAGE_HEAP_MB);
  });

  it.each([
    ['/api/agency/bookings?limit=50', 'an agency’s bookings, page 1'],
    ['/api/agency/bookings?limit=50&q=traveller%20S0B0B0', 'an agency’s bookings, a passenger searched'],
    ['/api/agency/ledger?limit=50', 'an agency’s wallet entries, page 1'],
  ])('%s (%s) answers within a bounded heap', async (path) => {
    const res = await measure(path, agent.auth);
    expect(res.status).toBe(200);
    expect(res.grewMb).toBeLessThan(PAGE_HEAP_MB);
    expect(res.headers['x-total-count-estimated'] === 'true' || Number(res.headers['x-total-count']) <= 10_000).toBe(true);
  });

  it('streams an agency’s whole wallet within a bounded heap', async () => {
    const streamed = await measure('/api/agency/ledger', agent.auth);
    expect(streamed.status).toBe(200);
    expect(streamed.first.startsWith('[{"_id":')).toBe(true);
    expect(streamed.bytes).toBeGreaterThan(ROWS * 100);
    expect(streamed.grewMb).toBeLessThan(STREAM_HEAP_MB);
  });

  it('pages a word every booking shares in the list’s order, as the unsearched list does, with an estimated total', async () => {
    const page = async (url: string) => {
      const res = await t.app.inject({ url, headers: admin.auth });
      expect(res.statusCode, res.body).toBe(200);
      const next = /^<([^>]+)>; rel="next"$/.exec(String(res.headers.link ?? ''))?.[1] ?? null;
      return { pnrs: res.json<Array<{ pnr: string }>>().map((b) => b.pnr), next, headers: res.headers };
    };
    const plain = await page('/api/admin/bookings?limit=50');
    const common = await page('/api/admin/bookings?limit=50&q=traveller');
    expect(common.pnrs).toEqual(plain.pnrs);
    expect(common.headers['x-total-count-estimated']).toBe('true');
    expect(Number(common.headers['x-total-count'])).toBeGreaterThan(10_000);
    expect((await page(common.next!)).pnrs).toEqual((await page(plain.next!)).pnrs);
    // With a rare word beside it, the matches are gathered by the trigram indexes and counted exactly.
    const both = await page('/api/admin/bookings?limit=50&q=traveller%20s0b0b0');
    expect(both.pnrs).toEqual(['S0B0B0']);
    expect(both.headers['x-total-count']).toBe('1');
    expect(both.next).toBeNull();
  });

  it('pages forward through the cursor, with an estimated total above 10,000 and an exact one below', async () => {
    const first = await measure('/api/admin/bookings?limit=50');
    expect(first.headers['x-total-count-estimated']).toBe('true');
    expect(Number(first.headers['x-total-count'])).toBeGreaterThan(10_000);
    const next = /^<([^>]+)>; rel="next"$/.exec(String(first.headers.link))![1]!;
    const second = await measure(next);
    expect(second.status).toBe(200);
    expect(second.grewMb).toBeLessThan(PAGE_HEAP_MB);
    const found = await measure('/api/admin/bookings?limit=50&q=S0A0A0');
    expect(found.headers['x-total-count']).toBe('1');
    expect(found.headers['x-total-count-estimated']).toBeUndefined();
  });
});
