import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/open.js';
import { createTestApp, createUser, json, type TestApp } from '../testing/test-app.js';
import { createPostgresDatabase } from '../testing/test-database.js';
import { flightPayload, makeFlight, makeLocation, makePackage } from '../testing/factories.js';

/**
 * The location lists, places, packages and recent search rows are cached in memory. A change made through one
 * app process must show in every other at once: on PostgreSQL, two app instances on one database stand for two
 * processes.
 */
const serverUrl = process.env.DATABASE_URL;
let one: TestApp;
let two: TestApp;
let drop: () => Promise<void> = async () => {};

beforeAll(async () => {
  if (serverUrl) {
    const db = await createPostgresDatabase(serverUrl);
    drop = db.drop;
    one = await createTestApp({}, () => openDatabase({ databaseUrl: db.url, poolSize: 3 }));
    two = await createTestApp({}, () => openDatabase({ databaseUrl: db.url, poolSize: 3 }));
  } else {
    one = await createTestApp();
    two = one;
  }
});
afterAll(async () => {
  await one?.close();
  if (two !== one) await two?.close();
  await drop();
});

async function eventually<T>(read: () => Promise<T>, ok: (v: T) => boolean): Promise<T> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const v = await read();
    if (ok(v) || Date.now() > deadline) return v;
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The first one-way search result on `flight`'s route and day, as the second process answers it. */
async function firstResultInTwo(flight: Record<string, unknown>): Promise<Record<string, unknown> | undefined> {
  const query = new URLSearchParams({
    travelType: 'oneWay',
    flightFromCurrentLocation: String(flight.flightFromCurrentLocation),
    flightToDestinationLocation: String(flight.flightToDestinationLocation),
    flightDepartingDate: String(flight.flightDepartingDate),
  });
  return json<{ results: Array<Record<string, unknown>> }>(await two.app.inject({ url: `/api/show-search-flight-result?${query}` })).results[0];
}

describe('catalogue caches', () => {
  it('show a location added, renamed or deleted in another process', async () => {
    const admin = await createUser(one, { role: 'admin' });
    const names = async () => json<Array<{ flightLocationName: string }>>(await two.app.inject({ url: '/api/show-domestic-flight' })).map((l) => l.flightLocationName);
    await names(); // fill the cache of the second process
    const place = await makeLocation(one, admin.auth, 'domestic', { flightLocationName: 'Cached Town' });
    expect(await eventually(names, (n) => n.includes('Cached Town'))).toContain('Cached Town');

    await one.app.inject({ method: 'PUT', url: `/api/domestic-flights/${place._id}`, headers: admin.auth, payload: { flightLocationName: 'Renamed Town', tickitPrice: 5, locationImage: place.locationImage } });
    expect(await eventually(names, (n) => n.includes('Renamed Town') && !n.includes('Cached Town'))).toContain('Renamed Town');

    await one.app.inject({ method: 'DELETE', url: `/api/delete-domestic-flight?id=${place._id}`, headers: admin.auth });
    expect(await eventually(names, (n) => !n.includes('Renamed Town'))).not.toContain('Renamed Town');
  });

  it('price search results with packages added in another process', async () => {
    const admin = await createUser(one, { role: 'admin' });
    const flight = await makeFlight(one, admin.auth);
    const search = () => firstResultInTwo(flight);
    expect(await eventually(search, (r) => r !== undefined)).toBeDefined();
    const pkg = await makePackage(one, admin.auth, 'gold', { packageName: 'Gold Cached' });
    const found = await eventually(search, (r) => r?.['Gold Cached'] !== undefined);
    expect(found?.[pkg.packageName]).toBe(flight.goldPackagesPrice);
  });
});

describe('flights a hold prices', () => {
  it('carry the price and status changed in another process', async () => {
    const admin = await createUser(one, { role: 'admin' });
    const passenger = await createUser(one);
    const silver = await makePackage(one, admin.auth, 'silver');
    const flight = await makeFlight(one, admin.auth);
    const hold = () =>
      two.app.inject({
        method: 'POST',
        url: '/api/bookings',
        headers: passenger.auth,
        payload: { legs: [{ flightId: flight._id, packageId: silver._id }], passengers: [{ name: 'Price Watcher' }] },
      });
    const holdThenCancel = async () => {
      const res = await hold();
      if (res.statusCode === 201) {
        const { pnr } = json<{ data: { pnr: string } }>(res).data;
        expect((await two.app.inject({ method: 'POST', url: `/api/bookings/${pnr}/cancel`, headers: passenger.auth })).statusCode).toBe(200);
      }
      return res;
    };
    const total = async () => json<{ data: { total: number } }>(await holdThenCancel()).data.total;
    expect(await total()).toBe(flight.silverPackagesPrice); // the second process now knows the flight

    const changed = await one.app.inject({ method: 'PUT', url: `/api/flight-information/${flight._id}`, headers: admin.auth, payload: { ...flightPayload(flight), silverPackagesPrice: 7000 } });
    expect(changed.statusCode).toBe(200);
    expect(await eventually(total, (n) => n === 7000)).toBe(7000);

    const cancelled = await one.app.inject({ method: 'PATCH', url: `/api/flight-information/${flight._id}/status`, headers: admin.auth, payload: { status: 'cancelled', reason: 'Weather' } });
    expect(cancelled.statusCode).toBe(200);
    const refused = await eventually(holdThenCancel, (res) => res.statusCode === 409);
    expect(json(refused)).toEqual({ error: `Flight ${flight.flightNumber} on ${flight.flightDepartingDate} is cancelled; please choose another flight.` });
  });
});

describe('search rows', () => {
  it('show seats held and given back in another process', async () => {
    two.ctx.legCache.ttlMs = 60_000; // only the change notices can clear the second process's rows
    const admin = await createUser(one, { role: 'admin' });
    const passenger = await createUser(one);
    const silver = await makePackage(one, admin.auth, 'silver');
    const flight = await makeFlight(one, admin.auth);
    const seatsLeft = async () => (await firstResultInTwo(flight))?.seatsLeft as number | undefined;
    const before = await eventually(seatsLeft, (n) => n !== undefined);
    expect(await seatsLeft()).toBe(before); // the second process now answers from its rows

    const held = await one.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: passenger.auth,
      payload: { legs: [{ flightId: flight._id, packageId: silver._id }], passengers: [{ name: 'Seat Watcher' }, { name: 'Seat Watcher Two' }] },
    });
    expect(held.statusCode).toBe(201);
    expect(await eventually(seatsLeft, (n) => n === before! - 2)).toBe(before! - 2);

    const { pnr } = json<{ data: { pnr: string } }>(held).data;
    const cancelled = await one.app.inject({ method: 'POST', url: `/api/bookings/${pnr}/cancel`, headers: passenger.auth });
    expect(cancelled.statusCode).toBe(200);
    expect(await eventually(seatsLeft, (n) => n === before)).toBe(before);
  });
});
