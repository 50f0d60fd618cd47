import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { addDays, type AuditEntry, type Booking } from '@tarmac/shared';
import { expireHolds } from '../bookings/lifecycle.js';
import { auditLog } from '../db/schema.js';
import { createTestApp, createUser, json, type TestApp } from '../testing/test-app.js';
import { cancelWithQuote, completeTestPayment, daysFromNow, makeFlight, makeLocation, makePackage, makePilot, startPaymentOf } from '../testing/factories.js';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createUser>>;
let passenger: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  t = await createTestApp({ HOLD_MAX_PER_ACCOUNT: '100' });
  admin = await createUser(t, { role: 'admin', email: `audit-admin-${Date.now()}@tarmac.test` });
  passenger = await createUser(t, { email: `audit-passenger-${Date.now()}@tarmac.test` });
});
afterAll(() => t?.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object, headers: Record<string, string> = admin.auth) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const audit = async (query: Record<string, string>) => {
  const res = await call('GET', `/api/admin/audit?${new URLSearchParams(query)}`);
  expect(res.statusCode, res.body).toBe(200);
  return { rows: json<AuditEntry[]>(res), total: Number(res.headers['x-total-count']) };
};

describe('the audit log', () => {
  it('records creating, renaming and deleting a pilot with the admin and the changed fields; a refused delete leaves no entry', async () => {
    const pilot = await makePilot(t, admin.auth, 'Capt. Audit');
    expect((await call('PUT', `/api/pilots/${pilot._id}`, { pilotName: 'Capt. Audited' })).statusCode).toBe(200);
    const flight = await makeFlight(t, admin.auth, { pilotsOfPlaneId: pilot._id });
    // In use: refused with its sentence, nothing recorded.
    const refused = await call('DELETE', `/api/delete-pilot-by-id?id=${pilot._id}`);
    expect(refused.statusCode).toBe(409);
    expect(json<{ error: string }>(refused).error).toBe('This pilot is assigned to 1 flight; assign someone else to it first.');
    expect((await call('DELETE', `/api/delete-flight-information?id=${flight._id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/delete-pilot-by-id?id=${pilot._id}`)).statusCode).toBe(200);

    const { rows } = await audit({ entity: 'pilot', entityId: pilot._id });
    expect(rows.map((r) => r.action)).toEqual(['delete', 'update', 'create']);
    expect(rows.every((r) => r.actorEmail === admin.email && r.actorId === admin.id)).toBe(true);
    expect(rows[2]).toMatchObject({ before: null, after: { pilotName: 'Capt. Audit' } });
    expect(rows[1]).toMatchObject({ before: { pilotName: 'Capt. Audit' }, after: { pilotName: 'Capt. Audited' } });
    expect(rows[0]).toMatchObject({ before: { pilotName: 'Capt. Audited' }, after: null });
    const flightEntries = (await audit({ entity: 'flight', entityId: flight._id })).rows;
    expect(flightEntries.map((r) => r.action)).toEqual(['delete', 'create']);
  });

  it('records a flight update with only the fields that changed', async () => {
    const flight = await makeFlight(t, admin.auth);
    const body = {
      planeNumber: flight.planeNumber,
      flightNumber: flight.flightNumber,
      flightFromCurrentLocation: flight.flightFromCurrentLocation,
      flightToDestinationLocation: flight.flightToDestinationLocation,
      platinumpackagesPrice: flight.platinumpackagesPrice,
      goldPackagesPrice: flight.goldPackagesPrice,
      silverPackagesPrice: 7777,
      flightDepartingDate: flight.flightDepartingDate,
      flightDepartingTime: flight.flightDepartingTime,
      flightArrivalDate: flight.flightArrivalDate,
      flightArrivalTime: flight.flightArrivalTime,
      pilotsOfPlaneId: null,
      cabinCrewId: (flight.cabinCrewId as { _id: string })._id,
    };
    expect((await call('PUT', `/api/flight-information/${flight._id}`, body)).statusCode).toBe(200);
    const [entry] = (await audit({ entity: 'flight', entityId: flight._id })).rows;
    expect(entry!.action).toBe('update');
    expect(Object.keys(entry!.after!).sort()).toEqual(['pilotsOfPlaneId', 'silverPackagesPrice']);
    expect(entry).toMatchObject({ before: { silverPackagesPrice: 9995 }, after: { silverPackagesPrice: 7777, pilotsOfPlaneId: null } });
  });

  it('records locations, packages, seasons, roles and new admins', async () => {
    const place = await makeLocation(t, admin.auth, 'international', { flightLocationName: 'Doha Audit' });
    const silver = await makePackage(t, admin.auth, 'silver');
    await makeLocation(t, admin.auth, 'domestic', { flightLocationName: 'Audit Home' });
    const season = await call('POST', '/api/schedules', {
      flightNumber: 'AU100',
      planeNumber: 'S2-AUD',
      from: 'Audit Home',
      to: 'Doha Audit',
      departTime: '10:00',
      arriveTime: '13:00',
      daysOfWeek: [2],
      startDate: daysFromNow(5),
      endDate: daysFromNow(30),
      prices: { platinum: 3, gold: 2, silver: 1 },
      seatCapacity: 100,
    });
    expect(season.statusCode, season.body).toBe(201);
    const seasonId = json<{ data: { _id: string } }>(season).data._id;
    expect((await call('PATCH', `/api/schedules/${seasonId}`, { prices: { silver: 5 } })).statusCode).toBe(200);
    expect((await call('PATCH', `/api/users/${passenger.id}/role`, { role: 'admin' })).statusCode).toBe(200);
    expect((await call('PATCH', `/api/users/${passenger.id}/role`, { role: 'passenger' })).statusCode).toBe(200);
    const newAdmin = await call('POST', '/api/admins', { name: 'Audit Second', email: `audit-second-${Date.now()}@tarmac.test`, password: 'long-enough-pw' });
    expect(newAdmin.statusCode).toBe(201);

    expect((await audit({ entity: 'international-location', entityId: place._id })).rows[0]).toMatchObject({ action: 'create', after: { flightLocationName: 'Doha Audit' } });
    expect((await audit({ entity: 'package', entityId: silver._id })).rows[0]).toMatchObject({ action: 'create', after: { packageName: silver.packageName } });
    const seasonRows = (await audit({ entity: 'schedule', entityId: seasonId })).rows;
    expect(seasonRows.map((r) => r.action)).toEqual(['update-future-flights', 'create']);
    expect(seasonRows[0]).toMatchObject({ before: { prices: { platinum: 3, gold: 2, silver: 1 } }, after: { prices: { platinum: 3, gold: 2, silver: 5 } } });
    const roles = (await audit({ entity: 'user', entityId: passenger.id })).rows;
    expect(roles.map((r) => [r.action, r.before, r.after])).toEqual([
      ['role', { role: 'admin' }, { role: 'passenger' }],
      ['role', { role: 'passenger' }, { role: 'admin' }],
    ]);
    expect((await audit({ entity: 'user', entityId: json<{ data: { _id: string } }>(newAdmin).data._id })).rows[0]!.action).toBe('create-admin');
  });

  it('records every state change of a booking: held, ticketed, cancelled, and expired by the system', async () => {
    const silver = await makePackage(t, admin.auth, 'silver');
    const flight = await makeFlight(t, admin.auth);
    const hold = async () => {
      const res = await call('POST', '/api/bookings', { legs: [{ flightId: flight._id, packageId: silver._id }], passengers: [{ name: 'Audit Traveller' }] }, passenger.auth);
      expect(res.statusCode, res.body).toBe(201);
      return json<{ data: Booking }>(res).data;
    };
    const paid = await hold();
    const { paymentId } = await startPaymentOf(t, passenger.auth, paid.pnr);
    await completeTestPayment(t, paymentId, 'paid');
    expect((await cancelWithQuote(t, passenger.auth, paid.pnr)).statusCode).toBe(200);
    const paidRows = (await audit({ entity: 'booking', entityId: paid._id })).rows.reverse();
    expect(paidRows.map((r) => [r.before?.status ?? null, r.after?.status])).toEqual([
      [null, 'held'],
      ['held', 'ticketed'],
      ['ticketed', 'cancelled'],
    ]);
    expect(paidRows[0]!.actorEmail).toBe(passenger.email);
    expect(paidRows[1]).toMatchObject({ actorEmail: 'system', actorId: null, before: { status: 'held' }, after: { status: 'ticketed', reason: 'Paid.' } });

    // Named and found by PNR (issue 35), in any case; another booking's PNR finds none of these.
    expect(paidRows.every((r) => r.pnr === paid.pnr)).toBe(true);
    const byPnr = await audit({ pnr: paid.pnr.toLowerCase() });
    expect(byPnr.total).toBe(3);
    expect(byPnr.rows.map((r) => r._id)).toEqual(paidRows.map((r) => r._id).reverse());
    expect((await audit({ pnr: 'ZZZZZZ' })).total).toBe(0);
    const badPnr = await call('GET', '/api/admin/audit?pnr=not-a-pnr');
    expect(badPnr.statusCode).toBe(400);
    // Entries of other things carry no PNR.
    expect((await audit({ entity: 'flight', entityId: flight._id })).rows.every((r) => r.pnr === null)).toBe(true);

    const lapsed = await hold();
    expect(await expireHolds(t.ctx, new Date(Date.now() + 3_600_000), { bookingIds: [lapsed._id] })).toEqual([lapsed._id]);
    const [expired] = (await audit({ entity: 'booking', entityId: lapsed._id })).rows;
    expect(expired).toMatchObject({ actorEmail: 'system', actorId: null, before: { status: 'held' }, after: { status: 'expired' } });
  });

  it('filters by actor and days, pages newest first, and no one can change or delete an entry', async () => {
    const mine = await audit({ actor: admin.email.toUpperCase(), limit: '3' });
    expect(mine.rows).toHaveLength(3);
    expect(mine.total).toBeGreaterThan(10);
    expect(mine.rows.every((r) => r.actorEmail === admin.email)).toBe(true);
    const sorted = [...mine.rows].sort((a, b) => b.at.localeCompare(a.at));
    expect(mine.rows.map((r) => r._id)).toEqual(sorted.map((r) => r._id));
    const today = new Date().toISOString().slice(0, 10);
    expect((await audit({ from: addDays(today, 1) })).total).toBe(0);
    expect((await audit({ to: addDays(today, -1) })).total).toBe(0);
    expect((await audit({ from: today, to: today })).total).toBe((await audit({})).total);
    expect((await call('GET', '/api/admin/audit?entity=spaceship')).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/audit', undefined, passenger.auth)).statusCode).toBe(403);

    // The API offers no way to write the log but the changes themselves.
    const auditRoutes = t.app.routeTable.filter((r) => r.url.includes('audit'));
    expect(auditRoutes.map((r) => r.method)).toEqual(['GET']);
    // And the database itself refuses to change or delete an entry.
    const before = (await audit({})).total;
    await expect(t.database.db.update(auditLog).set({ actorEmail: 'someone-else' })).rejects.toThrow();
    await expect(t.database.db.delete(auditLog)).rejects.toThrow();
    await expect(t.database.db.execute(sql`truncate audit_log`)).rejects.toThrow();
    expect((await audit({})).total).toBe(before);
    expect((await audit({ actor: 'someone-else' })).total).toBe(0);
  });
});
