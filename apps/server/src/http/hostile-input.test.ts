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
let agent: Awaited<ReturnType<typeof createUser>>;
const tables = ['users', 'images', 'locations', 'packages', 'pilots', 'cabin_crew', 'flights', 'travellers', 'bookings', 'booking_legs', 'booking_passengers', 'tickets', 'cancellation_quotes', 'contact_messages', 'subscriptions', 'password_resets', 'cabin_layouts', 'planes', 'seat_assignments', 'flight_check_in'];

async function counts(): Promise<string> {
  const parts = tables.map((name) => `(select count(*) from ${name})`).join(', ');
  const res = await t.database.db.execute(sql.raw(`select json_build_array(${parts}) as c`));
  return JSON.stringify((res as unknown as { rows: unknown[] }).rows[0]);
}

beforeAll(async () => {
  t = await createTestApp({ RATE_SIGNIN_PER_IP: '100000', RATE_RESET_PER_IP: '100000', RATE_RESET_PER_EMAIL: '100000', RATE_MANAGE_PER_IP: '100000', RATE_MANAGE_PER_PNR: '100000', RATE_CONTACT_PER_IP: '100000' });
  admin = await createUser(t, { role: 'admin' });
  // The agency's own calls answer its agents only (an admin is refused before the input is read).
  const agency = await t.app.inject({ method: 'POST', url: '/api/admin/agencies', headers: admin.auth, payload: { name: 'Hostile Travels', registrationNumber: 'TA-HOSTILE-1', creditLimit: 0, commissionPercent: 5 } });
  agent = await createUser(t, { role: 'agent', agencyId: agency.json<{ data: { _id: string } }>().data._id });
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

  /**
   * Every numeric field of every route with a body or a query (read from the OpenAPI document, so a new route is
   * covered without being listed here) gets the largest numbers. Each is refused at once, by the field's own check:
   * no refinement loops over a number its field refused (a cabin of a million rows took 5.8 s; more ran out of memory).
   */
  it('refuses the largest numbers in every numeric field at once, naming the field', async () => {
    type JsonSchema = { type?: string | string[]; maximum?: number; properties?: Record<string, JsonSchema>; items?: JsonSchema; anyOf?: JsonSchema[]; oneOf?: JsonSchema[]; allOf?: JsonSchema[] };
    type Operation = { requestBody?: { content: Record<string, { schema: JsonSchema }> }; parameters?: { in: string; name: string; schema: JsonSchema }[] };
    const numericFields = (schema: JsonSchema, path: string[], out: { path: string[]; maximum: number }[] = []) => {
      const types = ([] as string[]).concat(schema.type ?? []);
      if (types.includes('number') || types.includes('integer')) out.push({ path, maximum: schema.maximum ?? Infinity });
      for (const sub of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) numericFields(sub, path, out);
      for (const [key, sub] of Object.entries(schema.properties ?? {})) numericFields(sub, [...path, key], out);
      if (schema.items) numericFields(schema.items, [...path, '0'], out);
      return out;
    };
    /** A body holding `value` at `path` ('0' is an array's first item). */
    const holding = (base: Record<string, unknown>, path: string[], value: unknown): Record<string, unknown> => {
      const build = (rest: string[]): unknown => (rest.length === 0 ? value : rest[0] === '0' ? [build(rest.slice(1))] : { [rest[0]!]: build(rest.slice(1)) });
      return { ...base, ...(build(path) as Record<string, unknown>) };
    };
    // Where every other field must be right for the cross-field checks to run at all.
    const validBase: Record<string, Record<string, unknown>> = {
      '/api/admin/cabin-layouts': { name: 'Huge', rows: 10, letters: 'ABC-DEF' },
      '/api/admin/cabin-layouts/{id}': { name: 'Huge', rows: 10, letters: 'ABC-DEF' },
    };
    const doc = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    // A million first: without the guard it fails on time (seconds); the larger ones would exhaust memory.
    const largest = [1_000_000, Number.MAX_SAFE_INTEGER, 1e308];
    let tried = 0;
    for (const [route, operations] of Object.entries(doc.paths)) {
      const url = route.replace('{pnr}', 'ABCDEF').replace(/\{\w+\}/g, '00000000-0000-4000-8000-000000000000');
      for (const [method, op] of Object.entries(operations)) {
        const body = op.requestBody?.content['application/json']?.schema;
        const cases = [
          ...(body ? numericFields(body, []).map((f) => ({ ...f, where: 'body' as const })) : []),
          ...(op.parameters ?? []).filter((p) => p.in === 'query').flatMap((p) => numericFields(p.schema, [p.name]).map((f) => ({ ...f, where: 'query' as const }))),
        ];
        // The agency's own calls are an agent's; every other, the admin's (who may call them all).
        const caller = route === '/api/agency' || route.startsWith('/api/agency/') ? agent : admin;
        for (const field of cases) {
          for (const value of largest) {
            const started = Date.now();
            const res =
              field.where === 'body'
                ? await t.app.inject({ method: method.toUpperCase() as 'POST', url, headers: { ...caller.auth, 'content-type': 'application/json' }, payload: JSON.stringify(holding(validBase[route] ?? {}, field.path, value)) })
                : await t.app.inject({ method: method.toUpperCase() as 'GET', url: `${url}?${new URLSearchParams({ [field.path[0]!]: String(value) })}`, headers: caller.auth });
            const what = `${method.toUpperCase()} ${route} ${field.path.join('.')}=${value}`;
            // A hang guard, not a benchmark: the answer takes milliseconds.
            expect(Date.now() - started, what).toBeLessThan(2000);
            if (value > field.maximum) {
              expect(res.statusCode, `${what}: ${res.body}`).toBe(400);
              const answer = res.json() as { error: string; fieldErrors?: Record<string, string[]> };
              expect(Object.keys(answer.fieldErrors ?? {}), `${what}: ${res.body}`).toContain(field.path.join('.'));
            } else {
              // A number the field allows (a page offset of a million) is answered, or refused for another reason.
              expect(res.statusCode, `${what}: ${res.body}`).toBeLessThan(500);
            }
            tried++;
          }
        }
      }
    }
    // The cabin's rows, the prices, the travellers, the pages…: the document really listed the numeric fields.
    expect(tried).toBeGreaterThan(150);
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
