import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { addDays, isoWeekday, type Booking, type FlightResult, type Schedule, type SchedulePreview } from '@tarmac/shared';
import { flights } from '../db/schema.js';
import { createTestApp, createUser, json, type TestApp } from '../testing/test-app.js';
import { daysFromNow, makeFlight, makeLocation, makePackage, makePilot } from '../testing/factories.js';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createUser>>;
let passenger: Awaited<ReturnType<typeof createUser>>;
let places: Array<{ flightLocationName: string }>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { role: 'admin' });
  passenger = await createUser(t);
  places = [];
  for (const [name, timeZone] of [
    ['Dhaka', 'Asia/Dhaka'],
    ['Chattogram', 'Asia/Dhaka'],
    ['Sylhet', 'Asia/Dhaka'],
    ['Dubai', 'Asia/Dubai'],
  ] as const) {
    places.push(await makeLocation(t, admin.auth, name === 'Dubai' ? 'international' : 'domestic', { flightLocationName: name, timeZone }));
  }
});
afterAll(() => t?.close());

const post = (payload: object, auth = admin.auth) => t.app.inject({ method: 'POST', url: '/api/schedules', headers: auth, payload });
const flightsOf = (flightNumber: string) => t.database.db.select().from(flights).where(eq(flights.flightNumber, flightNumber)).orderBy(flights.departingDate);
const flightCount = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(flights))[0]!.n;

const season = (extra: Record<string, unknown> = {}) => ({
  flightNumber: 'BG101',
  planeNumber: 'S2-AJA',
  from: 'Dhaka',
  to: 'Chattogram',
  departTime: '07:30',
  arriveTime: '08:25',
  arriveDayOffset: 0,
  daysOfWeek: [1, 2, 3, 4, 5, 6, 7],
  startDate: daysFromNow(3),
  endDate: daysFromNow(92),
  prices: { platinum: 15000, gold: 12000, silver: 9000 },
  seatCapacity: 150,
  ...extra,
});

describe('seasonal schedules', () => {
  it('creates a season of 90 days on each of 3 routes, one call per route, every flight searchable', async () => {
    const before = await flightCount();
    const routes = [
      { flightNumber: 'BG101', from: 'Dhaka', to: 'Chattogram' },
      { flightNumber: 'BG201', from: 'Dhaka', to: 'Sylhet' },
      { flightNumber: 'BG301', from: 'Dhaka', to: 'Dubai', departTime: '22:00', arriveTime: '01:30', arriveDayOffset: 1 },
    ];
    for (const route of routes) {
      const res = await post(season(route));
      expect(res.statusCode, res.body).toBe(201);
      const schedule = json<{ message: string; data: Schedule }>(res);
      expect(schedule.data).toMatchObject({ flightNumber: route.flightNumber, from: 'Dhaka', to: route.to, flightCount: 90, futureFlightCount: 90, seatCapacity: 150 });
      expect(schedule.message).toBe(`Season created: 90 flights of ${route.flightNumber}.`);
    }
    expect((await flightCount()) - before).toBe(270);

    const dubai = await flightsOf('BG301');
    expect(dubai).toHaveLength(90);
    expect(dubai[0]).toMatchObject({ departingDate: daysFromNow(3), departingTime: '22:00', arrivalDate: addDays(daysFromNow(3), 1), arrivalTime: '01:30', seatsLeft: 150 });
    // 22:00 in Dhaka (UTC+6) is 16:00 UTC.
    expect(dubai[0]!.departsAt.toISOString()).toBe(`${daysFromNow(3)}T16:00:00.000Z`);

    const day = daysFromNow(45);
    const search = await t.app.inject({
      url: `/api/show-search-flight-result?${new URLSearchParams({ travelType: 'oneWay', flightFromCurrentLocation: 'dhaka', flightToDestinationLocation: 'sylhet', flightDepartingDate: day })}`,
    });
    expect(json<{ results: FlightResult[] }>(search).results.map((r) => r.flightNumber)).toContain('BG201');
  });

  it('flies only on the chosen days of the week', async () => {
    const start = daysFromNow(10);
    const res = await post(season({ flightNumber: 'BG401', to: 'Sylhet', daysOfWeek: [5, 1, 3, 3], startDate: start, endDate: addDays(start, 13) }));
    expect(res.statusCode, res.body).toBe(201);
    expect(json<{ data: Schedule }>(res).data.daysOfWeek).toEqual([1, 3, 5]);
    const made = await flightsOf('BG401');
    expect(made).toHaveLength(6);
    expect(made.every((f) => [1, 3, 5].includes(isoWeekday(f.departingDate)))).toBe(true);
  });

  it('previews the flights and clashes of a dry run without writing anything', async () => {
    const before = await flightCount();
    const start = daysFromNow(20);
    const res = await post(season({ flightNumber: 'BG101', dryRun: true, startDate: start, endDate: addDays(start, 6), daysOfWeek: [1, 2, 3, 4, 5, 6, 7] }));
    expect(res.statusCode).toBe(200);
    const preview = json<{ data: SchedulePreview }>(res).data;
    expect(preview.flights).toHaveLength(7);
    expect(preview.flights[0]).toEqual({ departingDate: start, departingTime: '07:30', arrivalDate: start, arrivalTime: '08:25' });
    // BG101 already flies every day of this week (the first test's season).
    expect(preview.clashes).toEqual(Array.from({ length: 7 }, (_, i) => addDays(start, i)));
    const fresh = json<{ data: SchedulePreview }>(await post(season({ flightNumber: 'BG999', dryRun: true, startDate: start, endDate: addDays(start, 6) }))).data;
    expect(fresh.clashes).toEqual([]);
    expect(await flightCount()).toBe(before);
  });

  it('refuses a season whose flight number already flies on some of its days: 409 naming the days, nothing written', async () => {
    const d1 = daysFromNow(50);
    const d2 = daysFromNow(52);
    await makeFlight(t, admin.auth, { flightNumber: 'BG777', flightDepartingDate: d1, flightArrivalDate: d1 });
    await makeFlight(t, admin.auth, { flightNumber: 'BG777', flightDepartingDate: d2, flightArrivalDate: d2 });
    const before = await flightCount();
    const schedulesBefore = json<Schedule[]>(await t.app.inject({ url: '/api/schedules', headers: admin.auth })).length;
    const res = await post(season({ flightNumber: 'bg777', startDate: daysFromNow(40), endDate: daysFromNow(60) }));
    expect(res.statusCode).toBe(409);
    expect(json<{ error: string }>(res).error).toBe(`Flight BG777 already flies on ${d1}, ${d2}; choose another flight number or other days.`);
    expect(await flightCount()).toBe(before);
    expect(json<Schedule[]>(await t.app.inject({ url: '/api/schedules', headers: admin.auth }))).toHaveLength(schedulesBefore);
  });

  it('refuses bad seasons with sentences, and anyone but an admin', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ daysOfWeek: [] }, 'daysOfWeek'],
      [{ daysOfWeek: [8] }, 'daysOfWeek.0'],
      [{ endDate: daysFromNow(1), startDate: daysFromNow(5) }, 'endDate'],
      [{ endDate: daysFromNow(500) }, 'endDate'],
      [{ to: 'Atlantis' }, 'to'],
      [{ to: 'dhaka' }, 'to'],
      [{ arriveTime: '07:00' }, 'arriveTime'],
      [{ startDate: daysFromNow(-3) }, 'startDate'],
      [{ pilotsOfPlaneId: '00000000-0000-4000-8000-000000000000' }, 'pilotsOfPlaneId'],
      [{ seatCapacity: 0 }, 'seatCapacity'],
      [{ prices: { platinum: 1, gold: -2, silver: 1 } }, 'prices.gold'],
    ];
    for (const [change, field] of cases) {
      const res = await post(season({ flightNumber: 'BG888', ...change }));
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(json<{ fieldErrors: object }>(res).fieldErrors, JSON.stringify(change)).toHaveProperty([field]);
    }
    expect((await post(season({ flightNumber: 'BG889' }), passenger.auth)).statusCode).toBe(403);
    expect((await post(season({ flightNumber: 'BG889' }), { authorization: 'Bearer nope' })).statusCode).toBe(401);
  });

  it('changes the times and prices of a season’s future flights at once, keeping the seats sold', async () => {
    const pilot = await makePilot(t, admin.auth);
    const start = daysFromNow(5);
    const made = json<{ data: Schedule }>(await post(season({ flightNumber: 'BG501', to: 'Sylhet', startDate: start, endDate: addDays(start, 9), pilotsOfPlaneId: pilot._id }))).data;
    const silver = await makePackage(t, admin.auth, 'silver');
    const [first] = await flightsOf('BG501');
    const held = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: passenger.auth,
      payload: { legs: [{ flightId: first!.id, packageId: silver._id }], passengers: [{ name: 'Rumana' }, { name: 'Tarek' }] },
    });
    expect(held.statusCode, held.body).toBe(201);
    const booking = json<{ data: Booking }>(held).data;

    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/schedules/${made._id}`,
      headers: admin.auth,
      payload: { departTime: '09:00', arriveTime: '09:55', prices: { silver: 9900 } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const answer = json<{ message: string; data: { schedule: Schedule; updatedFlights: number } }>(res);
    expect(answer.data.updatedFlights).toBe(10);
    expect(answer.data.schedule).toMatchObject({ departTime: '09:00', arriveTime: '09:55', prices: { platinum: 15000, gold: 12000, silver: 9900 } });

    const after = await flightsOf('BG501');
    expect(after.map((f) => [f.departingTime, f.arrivalTime, f.silverPrice, f.goldPrice, f.pilotId])).toEqual(after.map(() => ['09:00', '09:55', 9900, 12000, pilot._id]));
    expect(after[0]!.departsAt.toISOString()).toBe(`${start}T03:00:00.000Z`);
    // The two seats sold stay sold; the booking keeps what it was charged.
    expect(after[0]!.seatsLeft).toBe(148);
    expect(after.slice(1).every((f) => f.seatsLeft === 150)).toBe(true);
    const again = json<Booking>(await t.app.inject({ url: `/api/bookings/${booking.pnr}`, headers: passenger.auth }));
    expect(again.total).toBe(booking.total);
    expect(again.status).toBe('held');

    const bad = await t.app.inject({ method: 'PATCH', url: `/api/schedules/${made._id}`, headers: admin.auth, payload: {} });
    expect(bad.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'PATCH', url: `/api/schedules/${made._id}`, headers: passenger.auth, payload: { departTime: '10:00' } })).statusCode).toBe(403);
  });
});
