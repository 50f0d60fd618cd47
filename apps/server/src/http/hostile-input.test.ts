import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { createTestApp, createUser, type TestApp } from '../testing/test-app.js';

/**
 * Property: whatever arrives — random, missing, oversized, wrongly typed or hostile values — every JSON
 * endpoint answers below 500 with `{error}` for a refusal, and a refused write leaves the database as it was.
 */
let t: TestApp;
let admin: Awaited<ReturnType<typeof createUser>>;
const tables = ['users', 'images', 'locations', 'packages', 'pilots', 'cabin_crew', 'flights', 'travellers', 'bookings', 'booking_legs', 'booking_passengers', 'tickets', 'cancellation_quotes', 'contact_messages', 'subscriptions', 'password_resets', 'cabin_layouts', 'planes', 'seat_assignments', 'flight_check_in'];

async function counts(): Promise<string> {
  const parts = tables.map((name) => `(select count(*) from ${name})`).join(', ');
  const res = await t.database.db.execute(sql.raw(`select json_build_array(${parts}) as c`));
  return JSON.stringify((res as unknown as { rows: unknown[] }).rows[0]);
}

beforeAll(async () => {
  t = await createTestApp({ RATE_SIGNIN_PER_IP: '100000', RATE_RESET_PER_IP: '100000', RATE_RESET_PER_EMAIL: '100000', RATE_MANAGE_PER_IP: '100000', RATE_MANAGE_PER_PNR: '100000' });
  admin = await createUser(t, { role: 'admin' });
});
afterAll(() => t?.close());

const hostileString = fc.oneof(
  fc.constantFrom(
    "' OR 1=1 --",
    "'; DROP TABLE users; --",
    '<script>alert(1)</script>',
    '"><img src=x onerror=alert(1)>',
    '../../etc/passwd',
    '\u0000',
    '𝕋𝕒𝕣𝕞𝕒𝕔 ✈️ ঢাকা',
    'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
    'data:image/png;base64,iVBORw0KGgo=',
    '9'.repeat(400),
    '-1',
    '1e309',
    'NaN',
    'undefined',
  ),
  fc.string({ maxLength: 300 }),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
);
const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    fc.integer(),
    fc.double(),
    fc.constantFrom(Number.MAX_SAFE_INTEGER, -1, 1e308, 0, true, false, null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.string({ maxLength: 12 }), tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** Objects with the endpoint's real field names (so validation goes deep), filled with hostile values. */
const bodyFor = (fields: string[]) =>
  fc.oneof(
    fc.record(Object.fromEntries(fields.map((f) => [f, hostileValue])), { requiredKeys: [] }),
    hostileValue,
    fc.constant({ a: { b: { c: { d: { e: { f: { g: { h: { i: { j: {} } } } } } } } } } }),
  );

const jsonEndpoints: Array<[string, string, string[]]> = [
  ['POST', '/api/signup', ['name', 'email', 'password', 'role']],
  ['POST', '/api/signin', ['email', 'password']],
  ['PUT', '/api/forgot-password-sys-to-sent-email', ['email']],
  ['PUT', '/api/update-password', ['token', 'email', 'password']],
  ['PATCH', '/api/user-update', ['_id', 'name', 'bloodGroup', 'profileImage', 'personalPhoneNumber', 'nationalId']],
  ['PATCH', '/api/users/00000000-0000-4000-8000-000000000000/role', ['role']],
  ['POST', '/api/admins', ['name', 'email', 'password']],
  ['POST', '/api/upload-domestic-flight', ['flightLocationName', 'tickitPrice', 'locationImage', 'iataCode', 'timeZone', 'latitude']],
  ['POST', '/api/upload-international-flight', ['flightLocationName', 'tickitPrice', 'locationImage']],
  ['POST', '/api/packages-data-upload', ['packageName', 'tier', 'bagWeight', 'packagesPrice', 'packageFacility1']],
  ['POST', '/api/upload-pilot-information', ['pilotName']],
  ['POST', '/api/upload-cabin-crew-information', ['cabinCrewName']],
  [
    'POST',
    '/api/upload-flight-information',
    ['planeNumber', 'flightNumber', 'flightFromCurrentLocation', 'flightToDestinationLocation', 'goldPackagesPrice', 'flightDepartingDate', 'flightDepartingTime', 'pilotsOfPlaneId', 'seatCapacity'],
  ],
  ['PUT', '/api/pilots/00000000-0000-4000-8000-000000000000', ['pilotName']],
  ['POST', '/api/travellers', ['name', 'email', 'primaryMobile', 'weightKg', 'bloodGroup']],
  ['POST', '/api/show-multi-city-flight-result', ['trip1', 'trip2', 'trip3', 'trip4', 'travellers']],
  ['POST', '/api/bookings', ['legs', 'passengers', 'contact']],
  ['POST', '/api/manage-booking', ['pnr', 'lastName']],
  ['POST', '/api/bookings/ABCDEF/cancel', ['quoteId']],
  ['PATCH', '/api/flight-information/00000000-0000-4000-8000-000000000000/status', ['status', 'estimatedDate', 'estimatedTime', 'reason']],
  ['POST', '/api/bookings/ABCDEF/rebook', ['legIndex', 'flightId']],
  ['POST', '/api/contact-messages', ['username', 'phone', 'email', 'message']],
  ['POST', '/api/subscriptions', ['email']],
  ['POST', '/api/bookings/ABCDEF/check-in', ['legIndex', 'passengers']],
  ['POST', '/api/admin/flights/00000000-0000-4000-8000-000000000000/board', ['bcbp']],
  ['PUT', '/api/admin/flights/00000000-0000-4000-8000-000000000000/gate', ['gate']],
  ['POST', '/api/admin/cabin-layouts', ['name', 'rows', 'letters', 'extraLegroomRows', 'exitRows', 'blockedSeats', 'planeNumbers']],
];

describe('hostile input', () => {
  it.each(jsonEndpoints)('%s %s never fails on the server and refuses without writing', async (method, url, fields) => {
    await fc.assert(
      fc.asyncProperty(bodyFor(fields), async (body) => {
        const before = await counts();
        const res = await t.app.inject({
          method: method as 'POST',
          url,
          headers: { ...admin.auth, 'content-type': 'application/json' },
          payload: JSON.stringify(body),
        });
        expect(res.statusCode, res.body).toBeLessThan(500);
        if (res.statusCode >= 400) {
          const answer = res.json() as { error?: unknown };
          expect(typeof answer.error).toBe('string');
          expect(String(answer.error).length).toBeGreaterThan(3);
          expect(await counts()).toBe(before);
        }
      }),
      { numRuns: 40 },
    );
  });

  const queries: Array<[string, string[]]> = [
    ['/api/show-search-flight-result', ['travelType', 'flightFromCurrentLocation', 'flightToDestinationLocation', 'flightDepartingDate', 'flightReturningDate', 'travellers']],
    ['/api/fare-calendar', ['from', 'to', 'date', 'days', 'travellers']],
    ['/api/flight-status', ['flightNumber', 'date']],
    ['/api/user-details', ['id']],
    ['/api/admin/bookings', ['status', 'pnr', 'email', 'flightId', 'from', 'to']],
    ['/api/delete-pilot-by-id', ['id']],
    ['/api/bookings/ABCDEF/boarding-pass.pdf', ['leg', 'passenger']],
  ];
  it.each(queries)('GET/DELETE %s with hostile query strings never fails on the server', async (path, keys) => {
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.constantFrom(...keys), hostileString, { maxKeys: keys.length }), async (query) => {
        const url = `${path}?${new URLSearchParams(query)}`;
        const method = path.includes('delete') ? 'DELETE' : 'GET';
        const res = await t.app.inject({ method, url, headers: admin.auth });
        expect(res.statusCode, `${url} ${res.body}`).toBeLessThan(500);
        if (res.statusCode >= 400) expect(typeof (res.json() as { error?: unknown }).error).toBe('string');
      }),
      { numRuns: 40 },
    );
  });

  it('refuses a body that is not JSON, a huge body, and a wrong content type with a 4xx sentence', async () => {
    const notJson = await t.app.inject({ method: 'POST', url: '/api/signin', headers: { 'content-type': 'application/json' }, payload: '{"email":' });
    expect(notJson.statusCode).toBe(400);
    const huge = await t.app.inject({ method: 'POST', url: '/api/contact-messages', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ message: 'x'.repeat(8_000_000) }) });
    expect(huge.statusCode).toBe(413);
    expect((huge.json() as { error: string }).error).toBe('The request is too large.');
    const form = await t.app.inject({ method: 'POST', url: '/api/signin', headers: { 'content-type': 'text/plain' }, payload: 'email=a' });
    expect(form.statusCode).toBe(415);
    expect((form.json() as { error: string }).error).toMatch(/JSON/);
  });
});
