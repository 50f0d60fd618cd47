import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogMessages } from '@tarmac/shared';
import { createTestApp, createUser, json, type TestApp } from '../testing/test-app.js';
import { daysFromNow, flightPayload, makeCrew, makeFlight, makeLocation, makePilot, pngDataUrl } from '../testing/factories.js';
import { english } from '../testing/english.js';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createUser>>;
let passenger: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { role: 'admin' });
  passenger = await createUser(t);
});
afterAll(() => t?.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers: Record<string, string> = admin.auth) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

describe('who may change the catalogue', () => {
  const writes: Array<[string, string]> = [
    ['POST', '/api/upload-domestic-flight'],
    ['POST', '/api/upload-international-flight'],
    ['POST', '/api/packages-data-upload'],
    ['POST', '/api/upload-pilot-information'],
    ['POST', '/api/upload-cabin-crew-information'],
    ['POST', '/api/upload-flight-information'],
    ['DELETE', '/api/delete-pilot-by-id?id=x'],
    ['PUT', '/api/pilots/00000000-0000-4000-8000-000000000000'],
    ['GET', '/api/show-pilot-list'],
    ['GET', '/api/show-cabin-crew-list'],
    ['GET', '/api/show-flight-information-list'],
  ];
  it.each(writes)('%s %s: 401 for a stranger, 403 for a passenger', async (method, url) => {
    const stranger = await call(method as 'POST', url, {}, { authorization: 'Bearer undefined' });
    expect(stranger.statusCode).toBe(401);
    const denied = await call(method as 'POST', url, {}, passenger.auth);
    expect(denied.statusCode).toBe(403);
  });

  it('lets anyone read the location lists (the search panel needs them)', async () => {
    await makeLocation(t, admin.auth);
    const res = await call('GET', '/api/show-domestic-flight', undefined, { authorization: 'Bearer undefined' });
    expect(res.statusCode).toBe(200);
    expect(Array.isArray(json(res))).toBe(true);
  });
});

describe('locations', () => {
  it('creates, lists, updates and deletes in the contract’s shapes', async () => {
    const res = await call('POST', '/api/upload-international-flight', {
      flightLocationName: 'Dubai',
      tickitPrice: '18995',
      locationImage: await pngDataUrl('#f4a300', 60, 40),
      iataCode: 'dxb',
      timeZone: 'Asia/Dubai',
      latitude: 25.2532,
      longitude: 55.3657,
    });
    expect(res.statusCode).toBe(201);
    const body = json<{ message: string; data: Record<string, unknown> }>(res);
    expect(body.message).toBe(english(catalogMessages.internationalAdded));
    expect(body.data).toMatchObject({ flightLocationName: 'Dubai', tickitPrice: 18995, iataCode: 'DXB', timeZone: 'Asia/Dubai' });
    const image = await t.app.inject({ url: body.data.locationImage as string });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');

    const list = json<Array<{ _id: string; flightLocationName: string }>>(await call('GET', '/api/show-international-flight'));
    expect(list.at(-1)).toMatchObject({ _id: body.data._id, flightLocationName: 'Dubai' });
    // A domestic list never shows an international place.
    expect(json<Array<{ _id: string }>>(await call('GET', '/api/show-domestic-flight')).some((l) => l._id === body.data._id)).toBe(false);

    const id = body.data._id as string;
    const updated = await call('PUT', `/api/international-flights/${id}`, {
      flightLocationName: 'Dubai International',
      tickitPrice: 19995,
      locationImage: body.data.locationImage,
    });
    expect(updated.statusCode).toBe(200);
    expect(json<{ data: Record<string, unknown> }>(updated).data).toMatchObject({
      flightLocationName: 'Dubai International',
      tickitPrice: 19995,
      locationImage: body.data.locationImage,
    });
    expect((await call('PUT', `/api/domestic-flights/${id}`, { flightLocationName: 'X', tickitPrice: 1, locationImage: 'data:' })).statusCode).toBe(404);

    const del = await call('DELETE', `/api/delete-international-flight?id=${id}`);
    expect(del.statusCode).toBe(200);
    expect(json(del)).toEqual({ message: english(catalogMessages.locationDeleted), data: { _id: id } });
    expect((await call('DELETE', `/api/delete-international-flight?id=${id}`)).statusCode).toBe(404);
  });

  it('refuses a price that is not a whole amount, naming the field', async () => {
    for (const tickitPrice of ['12.5', '-3', 'abc', '', 1.5, null]) {
      const res = await call('POST', '/api/upload-domestic-flight', { flightLocationName: 'Nowhere', tickitPrice, locationImage: await pngDataUrl() });
      expect(res.statusCode, String(tickitPrice)).toBe(400);
      expect(json<{ fieldErrors: object }>(res).fieldErrors).toHaveProperty('tickitPrice');
    }
  });

  it('refuses an SVG image and a missing image', async () => {
    const svg = `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64')}`;
    const bad = await call('POST', '/api/upload-domestic-flight', { flightLocationName: 'Svgland', tickitPrice: 1, locationImage: svg });
    expect(bad.statusCode).toBe(400);
    const missing = await call('POST', '/api/upload-domestic-flight', { flightLocationName: 'Svgland', tickitPrice: 1 });
    expect(missing.statusCode).toBe(400);
    expect(json<{ fieldErrors: object }>(missing).fieldErrors).toHaveProperty('locationImage');
    const names = json<Array<{ flightLocationName: string }>>(await call('GET', '/api/show-domestic-flight')).map((l) => l.flightLocationName);
    expect(names).not.toContain('Svgland');
  });

  it('answers 409 for a name that is taken in either list, whatever its case', async () => {
    const place = await makeLocation(t, admin.auth, 'domestic');
    const res = await call('POST', '/api/upload-international-flight', {
      flightLocationName: place.flightLocationName.toUpperCase(),
      tickitPrice: 1,
      locationImage: await pngDataUrl(),
    });
    expect(res.statusCode).toBe(409);
  });

  it('refuses to delete a location that flights use, and keeps it', async () => {
    const flight = await makeFlight(t, admin.auth);
    const from = json<Array<{ _id: string; flightLocationName: string }>>(await call('GET', '/api/show-domestic-flight')).find(
      (l) => l.flightLocationName === flight.flightFromCurrentLocation,
    )!;
    const res = await call('DELETE', `/api/delete-domestic-flight?id=${from._id}`);
    expect(res.statusCode).toBe(409);
    expect(json(res).error).toBe('This location is used by 1 scheduled flight; delete or change those flights first.');
    expect((await call('GET', `/api/domestic-flights/${from._id}`)).statusCode).toBe(200);
  });
});

describe('packages', () => {
  it('creates with a tier (read from the name for legacy clients), updates and deletes', async () => {
    const legacy = await call('POST', '/api/packages-data-upload', { packageName: 'Gold Saver', bagWeight: '30', packageFacility1: 'Lounge' });
    expect(legacy.statusCode).toBe(201);
    expect(json<{ message: string; data: object }>(legacy)).toMatchObject({
      message: english(catalogMessages.packageAdded),
      data: { packageName: 'Gold Saver', tier: 'gold', bagWeight: 30, packagesPrice: 0, packageFacility1: 'Lounge', packageFacility2: '' },
    });
    const noTier = await call('POST', '/api/packages-data-upload', { packageName: 'Mystery', bagWeight: 10 });
    expect(noTier.statusCode).toBe(400);
    expect(json<{ fieldErrors: object }>(noTier).fieldErrors).toHaveProperty('tier');
    const missing = await call('POST', '/api/packages-data-upload', { packageName: '', bagWeight: 'heavy' });
    expect(Object.keys(json<{ fieldErrors: object }>(missing).fieldErrors).sort()).toEqual(['bagWeight', 'packageName']);

    const id = json<{ data: { _id: string } }>(legacy).data._id;
    const updated = await call('PUT', `/api/packages/${id}`, { packageName: 'Gold Plus', tier: 'gold', bagWeight: 35, packagesPrice: '500' });
    expect(json<{ data: object }>(updated).data).toMatchObject({ packageName: 'Gold Plus', bagWeight: 35, packagesPrice: 500 });
    const del = await call('DELETE', `/api/packages-data-delete?id=${id}`);
    expect(del.statusCode).toBe(200);
    expect(json(del).message).toBe(english(catalogMessages.packageDeleted));
    expect(json<Array<{ _id: string }>>(await call('GET', '/api/packages-data-show')).some((p) => p._id === id)).toBe(false);
  });
});

describe('pilots and cabin crew', () => {
  it('creates, lists oldest first, updates and deletes', async () => {
    const a = await makePilot(t, admin.auth, 'Capt. Arif Hossain');
    const b = await makePilot(t, admin.auth, 'Capt. Rumana Afroz');
    const list = json<Array<{ _id: string }>>(await call('GET', '/api/show-pilot-list')).map((p) => p._id);
    expect(list.indexOf(a._id)).toBeLessThan(list.indexOf(b._id));
    const upd = await call('PUT', `/api/pilots/${a._id}`, { pilotName: 'Capt. Arif H.' });
    expect(json<{ data: object }>(upd).data).toMatchObject({ pilotName: 'Capt. Arif H.' });
    expect((await call('DELETE', `/api/delete-pilot-by-id?id=${b._id}`)).statusCode).toBe(200);

    const crew = await makeCrew(t, admin.auth, 'Shirin Akter');
    expect((await call('PUT', `/api/cabin-crew/${crew._id}`, { cabinCrewName: 'Shirin A.' })).statusCode).toBe(200);
    const del = await call('DELETE', `/api/delete-cabin-crewby-id?id=${crew._id}`);
    expect(del.statusCode).toBe(200);
    expect(json(del)).toEqual({ message: english(catalogMessages.cabinCrewDeleted), data: { _id: crew._id } });
  });

  it('refuses to delete a pilot or crew member assigned to a flight', async () => {
    const flight = await makeFlight(t, admin.auth);
    const pilotId = (flight.pilotsOfPlaneId as { _id: string })._id;
    const crewId = (flight.cabinCrewId as { _id: string })._id;
    const pilotRes = await call('DELETE', `/api/delete-pilot-by-id?id=${pilotId}`);
    expect(pilotRes.statusCode).toBe(409);
    expect(json(pilotRes).error).toBe('This pilot is assigned to 1 flight; assign someone else to it first.');
    expect((await call('DELETE', `/api/delete-cabin-crewby-id?id=${crewId}`)).statusCode).toBe(409);
    expect((await call('GET', `/api/pilots/${pilotId}`)).statusCode).toBe(200);
  });
});

describe('flight information', () => {
  it('creates a flight with a default seat capacity and lists it with pilot and crew names', async () => {
    const from = await makeLocation(t, admin.auth);
    const to = await makeLocation(t, admin.auth);
    const pilot = await makePilot(t, admin.auth, 'Capt. Kamal');
    const crew = await makeCrew(t, admin.auth, 'Nadia');
    const day = daysFromNow(5);
    const res = await call('POST', '/api/upload-flight-information', {
      planeNumber: 'S2-AKB',
      flightNumber: 'tk201',
      flightFromCurrentLocation: from.flightLocationName.toLowerCase(),
      flightToDestinationLocation: to.flightLocationName,
      platinumpackagesPrice: '15995',
      goldPackagesPrice: 12995,
      silverPackagesPrice: '9995',
      flightDepartingDate: day,
      flightDepartingTime: '07:30',
      flightArrivalDate: day,
      flightArrivalTime: '08:25',
      pilotsOfPlaneId: pilot._id,
      cabinCrewId: crew._id,
    });
    expect(res.statusCode).toBe(201);
    const data = json<{ message: string; data: Record<string, unknown> }>(res);
    expect(data.message).toBe(english(catalogMessages.flightAdded));
    expect(data.data).toMatchObject({
      flightNumber: 'TK201',
      flightFromCurrentLocation: from.flightLocationName,
      seatCapacity: 180,
      seatsLeft: 180,
      platinumpackagesPrice: 15995,
      pilotsOfPlaneId: { _id: pilot._id, pilotName: 'Capt. Kamal' },
      cabinCrewId: { _id: crew._id, cabinCrewName: 'Nadia' },
    });
    const list = json<Array<Record<string, unknown>>>(await call('GET', '/api/show-flight-information-list'));
    expect(list.find((f) => f._id === data.data._id)).toEqual(data.data);

    const again = await call('POST', '/api/upload-flight-information', { ...flightPayload(data.data), flightNumber: 'TK201' });
    expect(again.statusCode).toBe(409);
  });

  it('refuses the same place twice, unknown places, a missing pilot, and an arrival before departure', async () => {
    const base = await makeFlight(t, admin.auth);
    const payload = flightPayload(base);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ flightToDestinationLocation: String(payload.flightFromCurrentLocation).toUpperCase() }, 'flightToDestinationLocation'],
      [{ flightFromCurrentLocation: 'Atlantis' }, 'flightFromCurrentLocation'],
      [{ pilotsOfPlaneId: '00000000-0000-4000-8000-000000000000' }, 'pilotsOfPlaneId'],
      [{ flightArrivalTime: '08:00' }, 'flightArrivalTime'],
      [{ flightDepartingDate: '2026-02-30' }, 'flightDepartingDate'],
      [{ flightDepartingTime: '25:00' }, 'flightDepartingTime'],
      [{ seatCapacity: 0 }, 'seatCapacity'],
      [{ seatCapacity: 851 }, 'seatCapacity'],
    ];
    for (const [change, field] of cases) {
      const res = await call('POST', '/api/upload-flight-information', { ...payload, flightNumber: 'TK9', ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(json<{ fieldErrors: object }>(res).fieldErrors, JSON.stringify(change)).toHaveProperty(field);
    }
  });

  it('schedules a flight without pilot and cabin crew, assigns them later and unassigns them again', async () => {
    const from = await makeLocation(t, admin.auth);
    const to = await makeLocation(t, admin.auth);
    const day = daysFromNow(6);
    const body = {
      planeNumber: 'S2-AKC',
      flightNumber: 'TK777',
      flightFromCurrentLocation: from.flightLocationName,
      flightToDestinationLocation: to.flightLocationName,
      platinumpackagesPrice: 15000,
      goldPackagesPrice: 12000,
      silverPackagesPrice: 9000,
      flightDepartingDate: day,
      flightDepartingTime: '07:30',
      flightArrivalDate: day,
      flightArrivalTime: '08:25',
    };
    const res = await call('POST', '/api/upload-flight-information', body);
    expect(res.statusCode).toBe(201);
    const flight = json<{ data: Record<string, unknown> }>(res).data;
    expect(flight).toMatchObject({ pilotsOfPlaneId: null, cabinCrewId: null });

    const pilot = await makePilot(t, admin.auth, 'Capt. Later');
    const assigned = await call('PUT', `/api/flight-information/${flight._id}`, { ...body, pilotsOfPlaneId: pilot._id, cabinCrewId: '' });
    expect(assigned.statusCode).toBe(200);
    expect(json<{ data: object }>(assigned).data).toMatchObject({ pilotsOfPlaneId: { _id: pilot._id, pilotName: 'Capt. Later' }, cabinCrewId: null });

    const cleared = await call('PUT', `/api/flight-information/${flight._id}`, { ...body, pilotsOfPlaneId: null, cabinCrewId: null });
    expect(json<{ data: object }>(cleared).data).toMatchObject({ pilotsOfPlaneId: null, cabinCrewId: null });
    const listed = json<Array<Record<string, unknown>>>(await call('GET', '/api/show-flight-information-list')).find((f) => f._id === flight._id);
    expect(listed).toMatchObject({ pilotsOfPlaneId: null, cabinCrewId: null });
  });

  it('updates a flight and deletes it', async () => {
    const flight = await makeFlight(t, admin.auth);
    const res = await call('PUT', `/api/flight-information/${flight._id}`, { ...flightPayload(flight), seatCapacity: 70, silverPackagesPrice: 8000 });
    expect(res.statusCode).toBe(200);
    expect(json<{ data: object }>(res).data).toMatchObject({ seatCapacity: 70, seatsLeft: 70, silverPackagesPrice: 8000 });
    const del = await call('DELETE', `/api/delete-flight-information?id=${flight._id}`);
    expect(del.statusCode).toBe(200);
    expect(json(del).message).toBe(english(catalogMessages.flightInfoDeleted));
    expect((await call('GET', `/api/flight-information/${flight._id}`)).statusCode).toBe(404);
  });
});

describe('saved travellers and admins', () => {
  it('keeps each user’s travellers to themselves', async () => {
    const other = await createUser(t);
    const res = await call('POST', '/api/travellers', { name: 'Abdul Karim', primaryMobile: '01711000000', bloodGroup: 'B+', weightKg: '72' }, passenger.auth);
    expect(res.statusCode).toBe(201);
    const id = json<{ data: { _id: string; weightKg: number } }>(res).data;
    expect(id.weightKg).toBe(72);
    expect(json<unknown[]>(await call('GET', '/api/travellers', undefined, passenger.auth))).toHaveLength(1);
    expect(json<unknown[]>(await call('GET', '/api/travellers', undefined, other.auth))).toHaveLength(0);
    expect((await call('GET', `/api/travellers/${id._id}`, undefined, other.auth)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/travellers?id=${id._id}`, undefined, other.auth)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/travellers?id=${id._id}`, undefined, passenger.auth)).statusCode).toBe(200);
  });

  it('lets an admin create another admin, and nobody else', async () => {
    const payload = { name: 'Second Admin', email: `second-${Date.now()}@tarmac.test`, password: 'long-enough-pw' };
    expect((await call('POST', '/api/admins', payload, passenger.auth)).statusCode).toBe(403);
    const res = await call('POST', '/api/admins', payload);
    expect(res.statusCode).toBe(201);
    expect(json<{ data: { role: string } }>(res).data.role).toBe('admin');
    const admins = json<Array<{ email: string; role: string }>>(await call('GET', '/api/admins'));
    expect(admins.every((a) => a.role === 'admin')).toBe(true);
    expect(admins.map((a) => a.email)).toContain(payload.email);
    expect((await call('POST', '/api/admins', payload)).statusCode).toBe(409);
  });
});
