import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Booking, ContactMessage, Flight, PassengerSummary, User } from '@tarmac/shared';
import { createTestApp, createUser, json, type TestApp } from '../testing/test-app.js';
import { daysFromNow, holdAndPay, makeFlight, makeLocation, makePackage } from '../testing/factories.js';

/** Paged, searchable, sortable lists: every page put together is the legacy list, in the asked order. */

let t: TestApp;
let admin: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  t = await createTestApp({ HOLD_MAX_PER_ACCOUNT: '100' });
  admin = await createUser(t, { role: 'admin', name: 'Zed Admin' });
});
afterAll(() => t?.close());

const get = (url: string) => t.app.inject({ url, headers: admin.auth });

/** Reads every page of `limit` rows of a list and checks X-Total-Count on each. */
async function allPages<T>(path: string, params: Record<string, string>, limit: number): Promise<{ rows: T[]; total: number }> {
  const rows: T[] = [];
  let total = -1;
  for (let offset = 0; ; offset += limit) {
    const res = await get(`${path}?${new URLSearchParams({ ...params, limit: String(limit), offset: String(offset) })}`);
    expect(res.statusCode, res.body).toBe(200);
    const count = Number(res.headers['x-total-count']);
    if (total === -1) total = count;
    expect(count).toBe(total);
    const page = json<T[]>(res);
    expect(page.length).toBeLessThanOrEqual(limit);
    rows.push(...page);
    if (page.length < limit) break;
  }
  return { rows, total };
}

const ids = (rows: Array<{ _id: string }>) => rows.map((r) => r._id);

describe('the flight list', () => {
  let made: Flight[];
  let places: { rajshahi: string; saidpur: string };
  beforeAll(async () => {
    const from = await makeLocation(t, admin.auth, 'domestic', { flightLocationName: 'Rajshahi Paging' });
    const to = await makeLocation(t, admin.auth, 'domestic', { flightLocationName: 'Saidpur Paging' });
    places = { rajshahi: from._id, saidpur: to._id };
    made = [];
    for (let i = 0; i < 13; i++) {
      const day = daysFromNow(3 + ((i * 7) % 11));
      made.push(
        (await makeFlight(t, admin.auth, {
          flightNumber: `PG${String((i * 37) % 100).padStart(2, '0')}${i}`,
          flightFromCurrentLocation: i % 3 === 0 ? to.flightLocationName : from.flightLocationName,
          flightToDestinationLocation: i % 3 === 0 ? from.flightLocationName : to.flightLocationName,
          flightDepartingDate: day,
          flightArrivalDate: day,
          silverPackagesPrice: 5000 + ((i * 1234) % 4000),
          // Some not rostered yet: the page writes them as null, as the full list does.
          ...(i % 4 === 1 ? { pilotsOfPlaneId: undefined } : {}),
          ...(i % 5 === 2 ? { cabinCrewId: undefined } : {}),
        })) as unknown as Flight,
      );
    }
    // Two more flights on other routes, which the search must leave out.
    await makeFlight(t, admin.auth, { flightNumber: 'OT1' });
    await makeFlight(t, admin.auth, { flightNumber: 'OT2' });
  });

  it('answers the whole bare array without paging parameters, and no count header', async () => {
    const res = await get('/api/show-flight-information-list');
    expect(res.headers['x-total-count']).toBeUndefined();
    expect(json<Flight[]>(res)).toHaveLength(15);
  });

  it('pages through the legacy order: all pages together equal the full list', async () => {
    const full = json<Flight[]>(await get('/api/show-flight-information-list'));
    const paged = await allPages<Flight>('/api/show-flight-information-list', {}, 4);
    expect(paged.total).toBe(full.length);
    expect(paged.rows).toEqual(full);
    expect(full.filter((f) => f.pilotsOfPlaneId === null)).toHaveLength(3);
    expect(full.filter((f) => f.cabinCrewId === null && f.pilotsOfPlaneId !== null)).toHaveLength(3);
  });

  it('sorts by a column either way, as the full list sorted independently', async () => {
    const full = json<Flight[]>(await get('/api/show-flight-information-list'));
    const byPrice = [...full].sort((a, b) => a.silverPackagesPrice - b.silverPackagesPrice || (a._id < b._id ? -1 : 1));
    expect(ids((await allPages<Flight>('/api/show-flight-information-list', { sort: 'silverPackagesPrice' }, 5)).rows)).toEqual(ids(byPrice));
    const byNumberDesc = [...full].sort((a, b) => (a.flightNumber < b.flightNumber ? 1 : a.flightNumber > b.flightNumber ? -1 : a._id < b._id ? 1 : -1));
    expect(ids((await allPages<Flight>('/api/show-flight-information-list', { sort: '-flightNumber' }, 6)).rows)).toEqual(ids(byNumberDesc));
  });

  it('searches every word in number, places and date, ignoring case', async () => {
    const full = json<Flight[]>(await get('/api/show-flight-information-list'));
    const expected = full.filter((f) => f.flightFromCurrentLocation === 'Saidpur Paging');
    const res = await allPages<Flight>('/api/show-flight-information-list', { q: 'saidpur  RAJSHAHI', sort: 'createdAt' }, 3);
    expect(res.total).toBe(13);
    const found = await allPages<Flight>('/api/show-flight-information-list', { q: `pg ${expected[0]!.flightNumber.toLowerCase()}` }, 3);
    expect(ids(found.rows)).toEqual([expected[0]!._id]);
    // A % is a character to find, not a wildcard.
    expect((await allPages<Flight>('/api/show-flight-information-list', { q: '%' }, 3)).total).toBe(0);
    expect(made).toHaveLength(13);
  });

  it('filters by departure days and route, soonest departure first, every page by number (issue 35)', async () => {
    const full = json<Flight[]>(await get('/api/show-flight-information-list'));
    const [first, last] = [daysFromNow(5), daysFromNow(9)];
    const expected = full
      .filter((f) => f.flightFromCurrentLocation === 'Rajshahi Paging' && f.flightToDestinationLocation === 'Saidpur Paging')
      .filter((f) => f.flightDepartingDate >= first && f.flightDepartingDate <= last)
      .sort((a, b) => `${a.flightDepartingDate} ${a.flightDepartingTime}`.localeCompare(`${b.flightDepartingDate} ${b.flightDepartingTime}`) || (a._id < b._id ? -1 : 1));
    expect(expected.length).toBeGreaterThan(2);
    const filters = { dateFrom: first, dateTo: last, fromId: places.rajshahi, toId: places.saidpur, sort: 'departsAt' };
    const paged = await allPages<Flight>('/api/show-flight-information-list', filters, 2);
    expect(paged.total).toBe(expected.length);
    expect(ids(paged.rows)).toEqual(ids(expected));
    // The last page straight away, by its number.
    const lastPage = Math.ceil(expected.length / 2);
    const jumped = await get(`/api/show-flight-information-list?${new URLSearchParams({ ...filters, limit: '2', offset: String((lastPage - 1) * 2) })}`);
    expect(ids(json<Flight[]>(jumped))).toEqual(ids(expected.slice((lastPage - 1) * 2)));
    // One end of the route alone: every flight from Saidpur.
    const fromSaidpur = await allPages<Flight>('/api/show-flight-information-list', { fromId: places.saidpur, sort: '-departsAt' }, 5);
    expect(fromSaidpur.total).toBe(full.filter((f) => f.flightFromCurrentLocation === 'Saidpur Paging').length);
    expect(fromSaidpur.rows.every((f) => f.flightFromCurrentLocation === 'Saidpur Paging')).toBe(true);
    // A cursor made under other filters is refused rather than misread.
    const withCursor = await get(`/api/show-flight-information-list?${new URLSearchParams({ ...filters, limit: '1' })}`);
    const after = /after=([^&>]+)/.exec(String(withCursor.headers.link))?.[1];
    expect(after).toBeDefined();
    expect((await get(`/api/show-flight-information-list?limit=1&sort=departsAt&after=${after}`)).statusCode).toBe(400);
  });

  it('refuses a backwards day range and a place that is not an id, naming the field', async () => {
    const backwards = await get(`/api/show-flight-information-list?limit=5&dateFrom=${daysFromNow(9)}&dateTo=${daysFromNow(5)}`);
    expect(backwards.statusCode).toBe(400);
    expect(json<{ error: string }>(backwards).error).toContain('The last day cannot be before the first day.');
    const badPlace = await get('/api/show-flight-information-list?limit=5&fromId=Dhaka');
    expect(badPlace.statusCode).toBe(400);
    const badDay = await get('/api/show-flight-information-list?limit=5&dateFrom=2026-02-30');
    expect(badDay.statusCode).toBe(400);
  });

  it('refuses an unknown sort column and a bad limit with sentences', async () => {
    const badSort = await get('/api/show-flight-information-list?sort=password');
    expect(badSort.statusCode).toBe(400);
    expect(json<{ error: string }>(badSort).error).toContain('cannot be sorted by password');
    const badLimit = await get('/api/show-flight-information-list?limit=0');
    expect(badLimit.statusCode).toBe(400);
    expect(json<{ error: string }>(badLimit).error).toContain('The limit must be at least 1.');
    expect((await get('/api/show-flight-information-list?limit=501')).statusCode).toBe(400);
  });

  it('shows a renamed pilot and a new crew on the next page read, as the full list does', async () => {
    const newest = async () => json<Flight[]>(await get('/api/show-flight-information-list?limit=1&sort=-createdAt'))[0]!;
    const flight = (await makeFlight(t, admin.auth, { flightNumber: 'NM1' })) as unknown as Flight;
    const first = await newest();
    expect(first._id).toBe(flight._id);
    const pilotId = first.pilotsOfPlaneId!._id;
    const renamed = await t.app.inject({ method: 'PUT', url: `/api/pilots/${pilotId}`, headers: admin.auth, payload: { pilotName: 'Capt. Renamed Paging' } });
    expect(renamed.statusCode).toBe(200);
    expect((await newest()).pilotsOfPlaneId).toEqual({ _id: pilotId, pilotName: 'Capt. Renamed Paging' });
    const full = json<Flight[]>(await get('/api/show-flight-information-list'));
    expect(full.find((f) => f._id === flight._id)).toEqual(await newest());
  });
});

describe('users, contact messages, bookings and passengers', () => {
  beforeAll(async () => {
    for (const name of ['Carla', 'alice', 'Bashir', 'Dina', 'Emon']) await createUser(t, { name });
    for (const [i, username] of ['Rina', 'Arif', 'Mou'].entries()) {
      const res = await t.app.inject({ method: 'POST', url: '/api/contact-messages', payload: { username, phone: `0171100000${i}`, message: `Hello number ${i}` } });
      expect(res.statusCode).toBe(201);
    }
    const silver = await makePackage(t, admin.auth, 'silver');
    const flight = await makeFlight(t, admin.auth, { silverPackagesPrice: 7000 });
    for (const [i, name] of ['Kamal', 'Jamal', 'Nila'].entries()) {
      const who = await createUser(t, { name });
      const passengers = Array.from({ length: i + 1 }, (_, n) => ({ name: `${name} ${n}` }));
      if (i === 1) {
        await t.app.inject({ method: 'POST', url: '/api/bookings', headers: who.auth, payload: { legs: [{ flightId: flight._id, packageId: silver._id }], passengers } });
      } else {
        await holdAndPay(t, who.auth, { legs: [{ flightId: flight._id, packageId: silver._id }], passengers });
      }
    }
  });

  it('pages and sorts users like the full list sorted by name', async () => {
    const full = json<User[]>(await get('/api/user-list'));
    expect((await allPages<User>('/api/user-list', {}, 3)).rows).toEqual(full);
    const byName = [...full].sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
    expect(ids((await allPages<User>('/api/user-list', { sort: 'name' }, 4)).rows)).toEqual(ids(byName));
    const found = await allPages<User>('/api/user-list', { q: 'ALICE' }, 4);
    expect(found.rows.map((u) => u.name)).toEqual(['alice']);
  });

  it('pages and searches contact messages', async () => {
    const full = json<ContactMessage[]>(await get('/api/contact-messages'));
    expect(full).toHaveLength(3);
    expect((await allPages<ContactMessage>('/api/contact-messages', {}, 2)).rows).toEqual(full);
    expect((await allPages<ContactMessage>('/api/contact-messages', { sort: '-username' }, 2)).rows.map((m) => m.username)).toEqual(['Rina', 'Mou', 'Arif']);
    expect((await allPages<ContactMessage>('/api/contact-messages', { q: 'number 2' }, 2)).rows.map((m) => m.username)).toEqual(['Mou']);
  });

  it('pages bookings and passengers, keeping the bookings filters', async () => {
    const full = json<Booking[]>(await get('/api/admin/bookings'));
    expect(full).toHaveLength(3);
    expect((await allPages<Booking>('/api/admin/bookings', {}, 2)).rows).toEqual(full);
    const byTotal = [...full].sort((a, b) => b.total - a.total);
    expect(ids((await allPages<Booking>('/api/admin/bookings', { sort: '-total' }, 2)).rows)).toEqual(ids(byTotal));
    const ticketed = await allPages<Booking>('/api/admin/bookings', { status: 'ticketed', q: 'nila' }, 2);
    expect(ticketed.rows.map((b) => b.passengers.length)).toEqual([3]);

    const passengers = json<PassengerSummary[]>(await get('/api/admin/passengers'));
    expect(passengers.map((p) => p.name).sort()).toEqual(['Kamal', 'Nila']);
    expect((await allPages<PassengerSummary>('/api/admin/passengers', { sort: '-name' }, 1)).rows.map((p) => p.name)).toEqual(['Nila', 'Kamal']);
    expect((await allPages<PassengerSummary>('/api/admin/passengers', { q: 'kamal' }, 5)).rows.map((p) => p.name)).toEqual(['Kamal']);
  });

  it('reaches every booking, past the 500 newest that the legacy list answers', async () => {
    const before = Number((await get('/api/admin/bookings?limit=1')).headers['x-total-count']);
    // Many old guest orders, written straight to the table: only the count and the last page matter here.
    await t.database.db.execute(sql`
      insert into bookings (pnr, contact_email, travellers, total, status, pay_by, created_at)
      select 'Z' || lpad(i::text, 5, '0'), 'old@example.com', 1, 1000, 'expired', now() - interval '400 days', now() - make_interval(days => 400, secs => i)
      from generate_series(1, 520) as i`);
    expect(json<Booking[]>(await get('/api/admin/bookings'))).toHaveLength(500);
    const last = await get(`/api/admin/bookings?limit=50&offset=${before + 500}`);
    expect(Number(last.headers['x-total-count'])).toBe(before + 520);
    expect(json<Booking[]>(last).map((b) => b.pnr)).toEqual(Array.from({ length: 20 }, (_, k) => `Z${String(501 + k).padStart(5, '0')}`));
    expect(json<Booking[]>(await get('/api/admin/bookings?limit=5&q=Z00520')).map((b) => b.pnr)).toEqual(['Z00520']);
  });
});
