import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogMessages } from '@tarmac/shared';
import { daysFromNow, makeFlight, makePackage, pngDataUrl } from '../testing/factories.js';
import { startSmtpServer } from '../testing/smtp.js';
import { createTestApp, createUser, uniqueEmail, type TestApp } from '../testing/test-app.js';
import { english } from '../testing/english.js';

/**
 * The product's original client, replayed over a real socket with its exact headers on every call of SPEC.md §7:
 * `Content-Type: application/json; charset=UTF-8` on everything (GETs and body-less DELETEs too), `Authorization:
 * Bearer undefined` when signed out, and bodies as it builds them from its forms (prices and weights as strings,
 * `email: null` when the reset link named none). Each call is checked the way that client reads its answer.
 */
const site = 'http://tarmac.test';
const partner = 'https://partner.example';
const JSON_TYPE = 'application/json; charset=UTF-8';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let base: string;
let adminToken: string | undefined;

interface Answer {
  status: number;
  body: unknown;
}

/** One call as the original client makes it; `token` undefined is a signed-out client ("Bearer undefined"). */
async function call(method: string, path: string, options: { token?: string; body?: unknown; noAuth?: boolean } = {}): Promise<Answer> {
  const headers: Record<string, string> = { 'Content-Type': JSON_TYPE, Origin: partner };
  // The search panel's two location reads carry no token at all; every other call carries one, even signed out.
  if (!options.noAuth) headers.Authorization = `Bearer ${options.token}`;
  const res = await fetch(`${base}${path}`, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
  const text = await res.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  return { status: res.status, body };
}

const asAdmin = (method: string, path: string, body?: unknown) => call(method, path, { token: adminToken, body });

/** An image URL as answers give it: absolute on PUBLIC_URL, and loadable by a page of another allowed origin. */
async function expectShownElsewhere(url: unknown) {
  expect(url).toEqual(expect.stringMatching(new RegExp(`^${site}/api/images/[0-9a-f]{32}\\.webp$`)));
  const res = await fetch(`${base}${new URL(url as string).pathname}`, { headers: { Origin: partner } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('image/webp');
  expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  expect(res.headers.get('cache-control')).toMatch(/max-age=31536000/);
  expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(0);
}

/** A delete as the client checks it: exactly 200 with `{message, data: {_id}}`; and after a reload it stays gone. */
async function expectDeleted(path: string, listPath: string, id: string, message: string) {
  const res = await asAdmin('DELETE', `${path}?id=${encodeURIComponent(id)}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body).toEqual({ message, data: { _id: id } });
  const list = await asAdmin('GET', listPath);
  expect(list.status).toBe(200);
  expect((list.body as { _id: string }[]).map((row) => row._id)).not.toContain(id);
  expect((await asAdmin('DELETE', `${path}?id=${encodeURIComponent(id)}`)).status).toBe(404);
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: site, CORS_ORIGINS: partner });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe('the original client, signed out', () => {
  it('reads both location lists with and without "Bearer undefined"', async () => {
    for (const path of ['/api/show-domestic-flight', '/api/show-international-flight']) {
      for (const noAuth of [true, false]) {
        const res = await call('GET', path, { noAuth });
        expect(res.status).toBe(200);
        expect(Array.isArray(res.body)).toBe(true);
      }
    }
  });

  it('signs up, signs in, and resets a password from a link that names no e-mail', async () => {
    const email = uniqueEmail('legacy');
    const signup = await call('POST', '/api/signup', { body: { name: 'Rahim Uddin', email, password: 'first-password-1', role: 'passenger' } });
    expect(signup.status, JSON.stringify(signup.body)).toBe(201);
    expect(signup.body).toMatchObject({ message: expect.any(String) });

    const signin = await call('POST', '/api/signin', { body: { email, password: 'first-password-1' } });
    expect(signin.status).toBe(200);
    expect(signin.body).toMatchObject({ token: expect.any(String), user: { _id: expect.any(String), name: 'Rahim Uddin', role: 'passenger' } });

    const forgot = await call('PUT', '/api/forgot-password-sys-to-sent-email', { body: { email } });
    expect(forgot.status).toBe(200);
    expect(forgot.body).toMatchObject({ message: expect.any(String) });
    const token = /change-password\?token=([A-Za-z0-9_-]+)/.exec((await smtp.waitFor(email)).text)?.[1];
    expect(token).toBeTruthy();
    const update = await call('PUT', '/api/update-password', { body: { password: 'second-password-2', token, email: null } });
    expect(update.status, JSON.stringify(update.body)).toBe(200);
    expect(update.body).toMatchObject({ message: expect.any(String) });
    expect((await call('POST', '/api/signin', { body: { email, password: 'second-password-2' } })).status).toBe(200);
    // A reused link: status 400 with the error the page shows.
    const again = await call('PUT', '/api/update-password', { body: { password: 'third-password-3', token, email: null } });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ error: expect.any(String) });
  });

  it('is refused the back office with 401, never a 400 about its headers', async () => {
    expect((await call('GET', '/api/user-list')).status).toBe(401);
    expect((await call('DELETE', '/api/delete-pilot-by-id?id=00000000-0000-4000-8000-000000000000')).status).toBe(401);
  });
});

describe('the original client, as an admin', () => {
  const ids: Record<string, string> = {};
  const names = { from: `Legacyport ${Date.now().toString(36)}`, to: `Oldtown ${Date.now().toString(36)}`, abroad: `Faraway ${Date.now().toString(36)}` };
  const day = daysFromNow(12);

  beforeAll(async () => {
    const admin = await createUser(t, { role: 'admin' });
    const signin = await call('POST', '/api/signin', { body: { email: admin.email, password: admin.password } });
    adminToken = (signin.body as { token: string }).token;
    ids.admin = admin.id;
  });

  it('adds domestic and international locations with string prices and inline images, shown from any allowed origin', async () => {
    const image = await pngDataUrl('#0a7d4f', 48, 32);
    for (const [kind, name, price, message] of [
      ['domestic', names.from, '9995', english(catalogMessages.domesticAdded)],
      ['domestic', names.to, '11995', english(catalogMessages.domesticAdded)],
      ['international', names.abroad, '18995', english(catalogMessages.internationalAdded)],
    ] as const) {
      const res = await asAdmin('POST', `/api/upload-${kind}-flight`, { flightLocationName: name, tickitPrice: price, locationImage: image });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const { data } = res.body as { message: string; data: { _id: string; tickitPrice: number; locationImage: string } };
      expect(res.body).toMatchObject({ message });
      expect(data.tickitPrice).toBe(Number(price));
      await expectShownElsewhere(data.locationImage);
      ids[name] = data._id;
    }
    const domestic = await call('GET', '/api/show-domestic-flight', { noAuth: true });
    const listed = (domestic.body as { _id: string; flightLocationName: string; locationImage: string }[]).filter((l) => [ids[names.from], ids[names.to]].includes(l._id));
    expect(listed.map((l) => l.flightLocationName)).toEqual([names.from, names.to]);
    for (const l of listed) await expectShownElsewhere(l.locationImage);
  });

  it('adds a package, a pilot, cabin crew and a flight with the fields its forms send', async () => {
    const pack = await asAdmin('POST', '/api/packages-data-upload', { packageName: 'Silver Package', bagWeight: '20', packageFacility1: 'Meal on board', packageFacility2: 'Free seat choice' });
    expect(pack.status, JSON.stringify(pack.body)).toBe(201);
    expect(pack.body).toMatchObject({ message: english(catalogMessages.packageAdded), data: { packageName: 'Silver Package', bagWeight: 20 } });
    ids.package = (pack.body as { data: { _id: string } }).data._id;

    const pilot = await asAdmin('POST', '/api/upload-pilot-information', { pilotName: 'Capt. Legacy' });
    expect(pilot.status).toBe(201);
    expect(pilot.body).toMatchObject({ message: english(catalogMessages.pilotAdded), data: { pilotName: 'Capt. Legacy' } });
    ids.pilot = (pilot.body as { data: { _id: string } }).data._id;

    const crew = await asAdmin('POST', '/api/upload-cabin-crew-information', { cabinCrewName: 'Crew Legacy' });
    expect(crew.status).toBe(201);
    expect(crew.body).toMatchObject({ message: english(catalogMessages.cabinCrewAdded), data: { cabinCrewName: 'Crew Legacy' } });
    ids.crew = (crew.body as { data: { _id: string } }).data._id;

    for (const flightNumber of ['LG101', 'LG102']) {
      const flight = await asAdmin('POST', '/api/upload-flight-information', {
        planeNumber: 'S2-AJB',
        flightNumber,
        flightFromCurrentLocation: names.from.toLowerCase(),
        flightToDestinationLocation: names.to.toLowerCase(),
        platinumpackagesPrice: '15000',
        goldPackagesPrice: '12000',
        silverPackagesPrice: '9995',
        flightDepartingDate: day,
        flightDepartingTime: flightNumber === 'LG101' ? '09:00' : '15:00',
        flightArrivalDate: day,
        flightArrivalTime: flightNumber === 'LG101' ? '10:00' : '16:00',
        pilotsOfPlaneId: ids.pilot,
        cabinCrewId: ids.crew,
      });
      expect(flight.status, JSON.stringify(flight.body)).toBe(201);
      expect(flight.body).toMatchObject({ message: english(catalogMessages.flightAdded), data: { flightNumber, silverPackagesPrice: 9995 } });
      ids[flightNumber] = (flight.body as { data: { _id: string } }).data._id;
    }

    for (const [path, id] of [
      ['/api/packages-data-show', ids.package],
      ['/api/show-pilot-list', ids.pilot],
      ['/api/show-cabin-crew-list', ids.crew],
      ['/api/show-flight-information-list', ids.LG101],
    ] as const) {
      const list = await asAdmin('GET', path);
      expect(list.status).toBe(200);
      expect((list.body as { _id: string }[]).map((row) => row._id)).toContain(id);
    }
  });

  it('finds the flights one way and multi-city, signed out', async () => {
    const query = new URLSearchParams({
      travelType: 'oneWay',
      flightFromCurrentLocation: names.from.toLowerCase(),
      flightToDestinationLocation: names.to.toLowerCase(),
      flightDepartingDate: day,
      flightReturningDate: '',
    });
    const oneWay = await call('GET', `/api/show-search-flight-result?${query}`);
    expect(oneWay.status, JSON.stringify(oneWay.body)).toBe(200);
    expect((oneWay.body as { results: { flightNumber: string }[] }).results.map((r) => r.flightNumber).sort()).toEqual(['LG101', 'LG102']);

    const leg = { flightFromCurrentLocation: names.from.toLowerCase(), flightToDestinationLocation: names.to.toLowerCase(), flightDepartingDate: day };
    const multi = await call('POST', '/api/show-multi-city-flight-result', { body: { trip1: [leg] } });
    expect(multi.status, JSON.stringify(multi.body)).toBe(200);
    expect((multi.body as { trip1: { results: { flightNumber: string }[] } }).trip1.results.map((r) => r.flightNumber).sort()).toEqual(['LG101', 'LG102']);
  });

  it('lists users, reads one, and updates a profile whose picture then shows from any allowed origin', async () => {
    const users = await asAdmin('GET', '/api/user-list');
    expect(users.status).toBe(200);
    expect((users.body as { _id: string }[]).map((u) => u._id)).toContain(ids.admin);

    const details = await asAdmin('GET', `/api/user-details?id=${ids.admin}`);
    expect(details.status).toBe(200);
    expect(details.body).toMatchObject({ _id: ids.admin, role: 'admin', profileImage: '' });

    const updated = await asAdmin('PATCH', '/api/user-update', { _id: ids.admin, name: 'Legacy Admin', bloodGroup: 'AB+', profileImage: await pngDataUrl('#c0392b', 40, 40) });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body).toMatchObject({ name: 'Legacy Admin', bloodGroup: 'AB+' });
    await expectShownElsewhere((updated.body as { profileImage: string }).profileImage);
    const reread = await asAdmin('GET', `/api/user-details?id=${ids.admin}`);
    expect((reread.body as { profileImage: string }).profileImage).toBe((updated.body as { profileImage: string }).profileImage);
  });

  it('deletes a flight, a pilot, cabin crew, a package and locations: 200 each, and gone on reload', async () => {
    await expectDeleted('/api/delete-flight-information', '/api/show-flight-information-list', ids.LG101!, english(catalogMessages.flightInfoDeleted));
    await expectDeleted('/api/delete-flight-information', '/api/show-flight-information-list', ids.LG102!, english(catalogMessages.flightInfoDeleted));
    await expectDeleted('/api/delete-pilot-by-id', '/api/show-pilot-list', ids.pilot!, english(catalogMessages.pilotDeleted));
    await expectDeleted('/api/delete-cabin-crewby-id', '/api/show-cabin-crew-list', ids.crew!, english(catalogMessages.cabinCrewDeleted));
    await expectDeleted('/api/packages-data-delete', '/api/packages-data-show', ids.package!, english(catalogMessages.packageDeleted));
    await expectDeleted('/api/delete-domestic-flight', '/api/show-domestic-flight', ids[names.from]!, english(catalogMessages.locationDeleted));
    await expectDeleted('/api/delete-domestic-flight', '/api/show-domestic-flight', ids[names.to]!, english(catalogMessages.locationDeleted));
    await expectDeleted('/api/delete-international-flight', '/api/show-international-flight', ids[names.abroad]!, english(catalogMessages.locationDeleted));
  });
});

describe('a JSON content type with no body', () => {
  beforeAll(async () => {
    adminToken ??= (await createUser(t, { role: 'admin' })).token;
  });

  it('still leaves a call that needs a body refused with 400, naming the missing body and its fields', async () => {
    const pilot = await asAdmin('POST', '/api/upload-pilot-information');
    expect(pilot.status).toBe(400);
    expect(pilot.body).toEqual({ error: 'The request body is empty; send a JSON object.', fieldErrors: { pilotName: ['The pilot name is required.'] } });
    const signin = await call('POST', '/api/signin');
    expect(signin.status).toBe(400);
    expect(signin.body).toMatchObject({ error: 'The request body is empty; send a JSON object.', fieldErrors: { email: expect.any(Array), password: expect.any(Array) } });
  });

  it('is read as no body whatever the spelling of the type, and a body that is not JSON is still refused', async () => {
    for (const type of ['application/json', 'APPLICATION/JSON; CHARSET=UTF-8', 'application/json;charset=utf-8']) {
      const res = await fetch(`${base}/api/delete-pilot-by-id?id=00000000-0000-4000-8000-000000000000`, {
        method: 'DELETE',
        headers: { 'Content-Type': type, Authorization: `Bearer ${adminToken}` },
      });
      // No such pilot: the delete was read, not refused for its (missing) body.
      expect(res.status, type).toBe(404);
    }
    const broken = await fetch(`${base}/api/upload-pilot-information`, {
      method: 'POST',
      headers: { 'Content-Type': JSON_TYPE, Authorization: `Bearer ${adminToken}` },
      body: '{"pilotName":',
    });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ error: 'The request body is not valid JSON.' });
  });
});

describe('a body-less POST with a JSON content type', () => {
  it('asks for a cancellation quote: 200 with the quote, since a quote is not a created resource', async () => {
    const admin = await createUser(t, { role: 'admin' });
    const silver = await makePackage(t, admin.auth, 'silver');
    const flight = await makeFlight(t, admin.auth);
    const traveller = await createUser(t);
    const booked = await call('POST', '/api/bookings', { token: traveller.token, body: { legs: [{ flightId: flight._id, packageId: silver._id }], passengers: [{ name: 'Quote Asker' }] } });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const { pnr } = (booked.body as { data: { pnr: string } }).data;

    const quote = await call('POST', `/api/bookings/${pnr}/cancellation-quote`, { token: traveller.token });
    expect(quote.status, JSON.stringify(quote.body)).toBe(200);
    expect(quote.body).toMatchObject({ message: expect.any(String), data: { quoteId: expect.any(String), refundAmount: expect.any(Number) } });
  });
});
