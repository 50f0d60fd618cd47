import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, createUser, json, type TestApp } from '../testing/test-app.js';
import { holdAndPay, makeFlight, makePackage } from '../testing/factories.js';
import { english } from '../testing/english.js';
import { z } from 'zod';
import { contactMessageSchema, passengerSummary, userSchema } from '@tarmac/shared';

/**
 * Keyset paging (API.md "Back office at scale"): a page answers `Link: <…?after=CURSOR&…>; rel="next"` while more
 * rows follow, and following the links reads the same rows as the offsets do; a cursor that was edited, or made
 * for another order, search or filter, is a 400 with one sentence.
 */

let t: TestApp;
let admin: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  t = await createTestApp({ HOLD_MAX_PER_ACCOUNT: '100' });
  admin = await createUser(t, { role: 'admin', name: 'Keyset Admin' });
  // Users with names that tie (the id breaks ties) and differ only in case.
  // Written straight to the table (no password to hash): only their names, roles and order matter here.
  const names = ['Rahim', 'rahim', 'Karim', 'Rahim', 'Abul', 'Babul', 'Rahim', 'Selina', 'anwar', 'Zeba', 'Second Admin', 'Third Admin'];
  for (const [i, name] of names.entries()) {
    await t.database.db.execute(sql`insert into users (name, email, password_hash, role, created_at)
      values (${name}, ${`keyset${i}@example.com`}, 'x', ${name.endsWith('Admin') ? 'admin' : 'passenger'}, now() - make_interval(secs => ${i % 4}))`);
  }
  for (let i = 0; i < 7; i++) {
    const res = await t.app.inject({ method: 'POST', url: '/api/contact-messages', payload: { username: `Writer ${i % 3}`, phone: `0171200000${i}`, message: `Message ${i}` } });
    expect(res.statusCode).toBe(201);
  }
  const silver = await makePackage(t, admin.auth, 'silver');
  const flight = await makeFlight(t, admin.auth, { silverPackagesPrice: 5000 });
  for (let i = 0; i < 3; i++) await makeFlight(t, admin.auth, { flightNumber: `KS${i}` });
  for (const [i, name] of ['Tania', 'Shuvo', 'Mitu', 'Rony', 'Lima'].entries()) {
    const who = await createUser(t, { name });
    await holdAndPay(t, who.auth, { legs: [{ flightId: flight._id, packageId: silver._id }], passengers: Array.from({ length: (i % 3) + 1 }, (_, n) => ({ name: `${name} ${n}` })) });
  }
  // Guests' holds, whose e-mail (the contact's) sorts among the accounts' e-mails.
  for (const email of ['aaa.guest@example.com', 'mmm.guest@example.com', 'zzz.guest@example.com', 'mmm.guest@example.com']) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: { legs: [{ flightId: flight._id, packageId: silver._id }], contact: { email, phone: '+880 1711 000000' }, passengers: [{ title: 'Ms', firstName: 'Nadia', lastName: 'Karim', type: 'adult' }] },
    });
    expect(res.statusCode, res.body).toBe(201);
  }
}, 180_000);
afterAll(() => t?.close());

const get = (url: string) => t.app.inject({ url, headers: admin.auth });

/** The address in a `Link: <…>; rel="next"` header, or null. */
function nextLink(link: string | string[] | number | undefined): string | null {
  const match = /^<([^>]+)>; rel="next"$/.exec(String(link ?? ''));
  return match ? match[1]! : null;
}

/** Every row of a list, by following the next links from the first page. */
async function followLinks(first: string): Promise<Array<{ _id: string }>> {
  const rows: Array<{ _id: string }> = [];
  let url: string | null = first;
  for (let pages = 0; url && pages < 100; pages++) {
    const res = await get(url);
    expect(res.statusCode, res.body).toBe(200);
    rows.push(...json<Array<{ _id: string }>>(res));
    url = nextLink(res.headers.link);
  }
  return rows;
}

/** Every row of a list, by offsets. */
async function byOffsets(path: string, params: Record<string, string>, limit: number): Promise<Array<{ _id: string }>> {
  const rows: Array<{ _id: string }> = [];
  for (let offset = 0; ; offset += limit) {
    const page = json<Array<{ _id: string }>>(await get(`${path}?${new URLSearchParams({ ...params, limit: String(limit), offset: String(offset) })}`));
    rows.push(...page);
    if (page.length < limit) return rows;
  }
}

const LISTS: Array<[string, Record<string, string>]> = [
  ['/api/user-list', {}],
  ['/api/user-list', { sort: 'name' }],
  ['/api/user-list', { sort: '-name', q: 'a' }],
  ['/api/user-list', { sort: '-createdAt' }],
  ['/api/admins', { sort: 'email' }],
  ['/api/contact-messages', { sort: '-username' }],
  ['/api/contact-messages', { q: 'writer' }],
  ['/api/admin/bookings', {}],
  ['/api/admin/bookings', { sort: 'total' }],
  ['/api/admin/bookings', { status: 'ticketed', sort: '-travellers' }],
  ['/api/admin/bookings', { sort: 'userEmail' }],
  ['/api/admin/bookings', { sort: '-userEmail', q: 'a' }],
  ['/api/admin/bookings', { status: 'held', sort: 'userEmail' }],
  ['/api/admin/passengers', {}],
  ['/api/admin/passengers', { sort: '-travelCount' }],
  ['/api/admin/passengers', { sort: 'totalDistanceKm' }],
  ['/api/admin/audit', {}],
  ['/api/admin/audit', { entity: 'booking' }],
  ['/api/show-flight-information-list', { sort: '-departsAt' }],
  ['/api/show-flight-information-list', { sort: 'flightFromCurrentLocation' }],
  ['/api/schedules', {}],
];

describe('keyset paging', () => {
  it.each(LISTS)('%s %o: the next links read the same rows as the offsets, and the last page has none', async (path, params) => {
    const limit = 2;
    const expected = await byOffsets(path, params, limit);
    const followed = await followLinks(`${path}?${new URLSearchParams({ ...params, limit: String(limit) })}`);
    expect(followed.map((r) => r._id)).toEqual(expected.map((r) => r._id));
    const all = await get(`${path}?${new URLSearchParams({ ...params, limit: '500' })}`);
    expect(all.headers.link).toBeUndefined();
    expect(Number(all.headers['x-total-count'])).toBe(expected.length);
    expect(all.headers['x-total-count-estimated']).toBeUndefined();
  });

  it.each(['userEmail', '-userEmail'])('sorts the bookings by e-mail (%s): the account’s, else the guest contact’s, ties by id', async (sort) => {
    const rows = (await followLinks(`/api/admin/bookings?limit=2&sort=${sort}`)) as unknown as Array<{ _id: string; userEmail: string; guest: boolean }>;
    const keys = rows.map((b) => `${b.userEmail} ${b._id}`);
    const ordered = [...keys].sort();
    expect(keys).toEqual(sort.startsWith('-') ? ordered.reverse() : ordered);
    expect(new Set(rows.map((b) => b.guest))).toEqual(new Set([true, false]));
  });

  it('keeps the query in the next link, with the cursor in place of the offset', async () => {
    const res = await get('/api/user-list?limit=3&offset=0&sort=name&q=rahim');
    const next = nextLink(res.headers.link)!;
    const params = new URL(next, 'http://localhost').searchParams;
    expect(new URL(next, 'http://localhost').pathname).toBe('/api/user-list');
    expect(Object.fromEntries(params)).toMatchObject({ limit: '3', sort: 'name', q: 'rahim' });
    expect(params.has('offset')).toBe(false);
    expect(params.get('after')).toMatch(/^[A-Za-z0-9_-]+$/);
    const second = json<Array<{ name: string }>>(await get(next));
    expect(second.map((u) => u.name.toLowerCase())).toEqual(['rahim']);
  });

  it('refuses an edited cursor, and one made for another order, search or filter, with one sentence (English and Bangla)', async () => {
    const next = nextLink((await get('/api/user-list?limit=2&sort=name')).headers.link)!;
    const cursor = new URL(next, 'http://localhost').searchParams.get('after')!;
    const edited = Buffer.from(Buffer.from(cursor, 'base64url').toString().replace(/"[^"]*"/, '"x"')).toString('base64url');
    const sentence = english('http.badCursor');
    for (const url of [
      `/api/user-list?limit=2&sort=name&after=${edited}`,
      `/api/user-list?limit=2&sort=name&after=nonsense`,
      `/api/user-list?limit=2&sort=-name&after=${cursor}`,
      `/api/user-list?limit=2&sort=name&q=rahim&after=${cursor}`,
      `/api/contact-messages?limit=2&sort=name&after=${cursor}`,
      `/api/admins?limit=2&sort=name&after=${cursor}`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(json<{ error: string }>(res).error, url).toContain(url.startsWith('/api/contact') ? 'cannot be sorted by name' : sentence);
    }
    const bookingsNext = nextLink((await get('/api/admin/bookings?limit=1&status=ticketed')).headers.link)!;
    const bookingsCursor = new URL(bookingsNext, 'http://localhost').searchParams.get('after')!;
    expect((await get(`/api/admin/bookings?limit=1&status=held&after=${bookingsCursor}`)).statusCode).toBe(400);
    expect((await get(`/api/admin/bookings?limit=1&status=ticketed&after=${bookingsCursor}`)).statusCode).toBe(200);
    const bangla = await t.app.inject({ url: `/api/user-list?limit=2&after=nonsense`, headers: { ...admin.auth, 'accept-language': 'bn' } });
    expect(bangla.statusCode).toBe(400);
    expect(json<{ error: string }>(bangla).error).toContain('পাতার ঠিকানাটি আর বৈধ নয়');
  });

  it('finds a booking by its reference, a passenger’s name and the account’s e-mail; the gate’s day by date', async () => {
    const [booking] = json<Array<{ pnr: string; userEmail: string; passengers: Array<{ name: string }> }>>(await get('/api/admin/bookings?limit=1&status=ticketed'));
    const find = async (q: string) => json<Array<{ pnr: string }>>(await get(`/api/admin/bookings?${new URLSearchParams({ limit: '50', q })}`)).map((b) => b.pnr);
    expect(await find(booking!.pnr.toLowerCase())).toEqual([booking!.pnr]);
    expect(await find(booking!.passengers[0]!.name)).toContain(booking!.pnr);
    expect(await find(booking!.userEmail.toUpperCase())).toContain(booking!.pnr);
    const flights = json<Array<{ flightDepartingDate: string }>>(await get('/api/show-flight-information-list?limit=1'));
    const day = flights[0]!.flightDepartingDate;
    const sameDay = json<Array<{ flightDepartingDate: string }>>(await get(`/api/show-flight-information-list?limit=500&q=${day}`));
    expect(sameDay.length).toBeGreaterThan(0);
    expect(sameDay.every((f) => f.flightDepartingDate === day)).toBe(true);
  });

  it.each([
    ['/api/user-list', userSchema],
    ['/api/admins', userSchema],
    ['/api/contact-messages', contactMessageSchema],
    ['/api/admin/passengers', passengerSummary],
  ] as const)('%s without paging streams the bytes the zod serializer wrote for the whole array', async (path, item) => {
    const res = await get(path);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    const rows = JSON.parse(res.body) as unknown[];
    expect(rows.length).toBeGreaterThan(0);
    expect(res.body).toBe(JSON.stringify(z.array(item).encode(rows as never)));
  });

  it('says an estimated total above 10,000 matching rows', async () => {
    await t.database.db.execute(sql`
      insert into contact_messages (username, phone, email, message, created_at)
      select 'Bulk ' || i, '01700000000', '', 'bulk message ' || i, now() - make_interval(secs => i) from generate_series(1, 10050) as i`);
    await t.database.db.execute(sql`analyze contact_messages`);
    const res = await get('/api/contact-messages?limit=5');
    expect(res.headers['x-total-count-estimated']).toBe('true');
    expect(Number(res.headers['x-total-count'])).toBeGreaterThan(10_000);
    const few = await get('/api/contact-messages?limit=5&q=writer');
    expect(few.headers['x-total-count-estimated']).toBeUndefined();
    expect(Number(few.headers['x-total-count'])).toBe(7);
  });
});
