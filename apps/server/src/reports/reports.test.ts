import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, type Booking, type LoadFactorReport, type SalesDay } from '@tarmac/shared';
import { createTestApp, createUser, json, type TestApp } from '../testing/test-app.js';
import { cancelWithQuote, daysFromNow, holdAndPay, makeFlight, makeLocation, makePackage } from '../testing/factories.js';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createUser>>;
const bookings: Booking[] = [];
const flights: Array<{ _id: string; flightNumber: string; seatCapacity: number }> = [];
/** Today in the airline's zone (UTC+6, no daylight saving). */
const today = new Date(Date.now() + 6 * 3_600_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp({ HOLD_MAX_PER_ACCOUNT: '100' });
  admin = await createUser(t, { role: 'admin' });
  const silver = await makePackage(t, admin.auth, 'silver');
  const gold = await makePackage(t, admin.auth, 'gold');
  const a = await makeLocation(t, admin.auth, 'domestic', { flightLocationName: 'Report A' });
  const b = await makeLocation(t, admin.auth, 'domestic', { flightLocationName: 'Report B' });
  const routes: Array<[typeof a, typeof a]> = [
    [a, b],
    [a, b],
    [b, a],
  ];
  for (const [i, [from, to]] of routes.entries()) {
    const day = daysFromNow(5 + i);
    flights.push(
      (await makeFlight(t, admin.auth, {
        flightFromCurrentLocation: from.flightLocationName,
        flightToDestinationLocation: to.flightLocationName,
        flightDepartingDate: day,
        flightArrivalDate: day,
        silverPackagesPrice: 4000 + i * 100,
        goldPackagesPrice: 6000 + i * 100,
        seatCapacity: 10,
      })) as unknown as { _id: string; flightNumber: string; seatCapacity: number },
    );
  }
  const buyers = await Promise.all([createUser(t), createUser(t), createUser(t)]);
  const book = async (who: (typeof buyers)[number], legs: Array<[number, { _id: string }]>, people: number) =>
    holdAndPay(t, who.auth, { legs: legs.map(([f, p]) => ({ flightId: flights[f]!._id, packageId: p._id })), passengers: Array.from({ length: people }, (_, n) => ({ name: `P${n}` })) });
  bookings.push(await book(buyers[0]!, [[0, silver]], 2));
  bookings.push(await book(buyers[1]!, [[0, gold], [2, silver]], 3));
  bookings.push(await book(buyers[2]!, [[1, gold]], 1));
  // An adult and a child: the child's fare is less, so what is paid is not travellers × package price (issue 35).
  const bornAgo = (years: number) => new Date(Date.now() - years * 365 * 86_400_000).toISOString().slice(0, 10);
  bookings.push(
    await holdAndPay(t, buyers[1]!.auth, {
      legs: [{ flightId: flights[1]!._id, packageId: silver._id }],
      passengers: [
        { title: 'Mrs', firstName: 'Report', lastName: 'Parent', type: 'adult' },
        { title: 'Mstr', firstName: 'Report', lastName: 'Child', type: 'child', dateOfBirth: bornAgo(6) },
      ],
    }),
  );
  // Held only: neither a sale nor a seat sold.
  const held = await t.app.inject({ method: 'POST', url: '/api/bookings', headers: buyers[2]!.auth, payload: { legs: [{ flightId: flights[1]!._id, packageId: silver._id }], passengers: [{ name: 'H' }] } });
  expect(held.statusCode).toBe(201);
  // Paid, then cancelled: a sale of today, a refund of today, no seat sold.
  const cancelled = await book(buyers[0]!, [[1, silver]], 2);
  const res = await cancelWithQuote(t, buyers[0]!.auth, cancelled.pnr);
  expect(res.statusCode, res.body).toBe(200);
  bookings.push(json<{ data: Booking }>(res).data);
});
afterAll(() => t?.close());

const get = (url: string) => t.app.inject({ url, headers: admin.auth });

describe('reports', () => {
  it('sums today’s sales, seats and refunds as the bookings say', async () => {
    const res = await get(`/api/admin/reports/sales?from=${addDays(today, -1)}&to=${addDays(today, 1)}`);
    expect(res.statusCode, res.body).toBe(200);
    const days = json<SalesDay[]>(res);
    expect(days.map((d) => d.day)).toEqual([addDays(today, -1), today, addDays(today, 1)]);
    const ticketedToday = bookings; // every booking in the list was paid (ticketed) today
    expect(days[1]).toEqual({
      day: today,
      bookings: ticketedToday.length,
      seats: ticketedToday.reduce((n, b) => n + b.travellers * b.legs.length, 0),
      revenue: ticketedToday.reduce((n, b) => n + b.total, 0),
      refunds: bookings.flatMap((b) => b.refunds).filter((r) => r.status !== 'failed').reduce((n, r) => n + r.amount, 0),
    });
    expect(days[1]!.refunds).toBeGreaterThan(0);
    expect(days[0]).toEqual({ day: addDays(today, -1), bookings: 0, seats: 0, revenue: 0, refunds: 0 });
  });

  it('gives each flight and route its seats sold over capacity, from the ticketed bookings', async () => {
    const report = json<LoadFactorReport>(await get(`/api/admin/reports/load-factor?from=${daysFromNow(0)}&to=${daysFromNow(30)}`));
    const sold = (flightId: string) =>
      bookings.filter((b) => b.status === 'ticketed' && b.legs.some((l) => l.flightId === flightId)).reduce((n, b) => n + b.travellers, 0);
    for (const f of flights) {
      const row = report.flights.find((r) => r.flightId === f._id)!;
      expect(row).toMatchObject({ flightNumber: f.flightNumber, seatsSold: sold(f._id), capacity: 10, loadFactor: sold(f._id) / 10 });
    }
    const ab = report.routes.find((r) => r.from === 'Report A' && r.to === 'Report B')!;
    expect(ab).toMatchObject({ flights: 2, capacity: 20, seatsSold: sold(flights[0]!._id) + sold(flights[1]!._id) });
    // Revenue is money (issue 35): what was paid less what was refunded, a booking's shared over its legs by package price.
    const money = (b: Booking) => b.payments.filter((p) => p.status === 'paid').reduce((n, p) => n + p.amount, 0) - b.refunds.reduce((n, r) => n + r.amount, 0);
    const shareOn = (b: Booking, flightIds: string[]) => {
      const whole = b.legs.reduce((n, l) => n + l.packagePrice, 0);
      let upto = 0;
      let share = 0;
      for (const l of b.legs) {
        const before = upto;
        upto += l.packagePrice;
        if (flightIds.includes(l.flightId)) share += Math.floor((money(b) * upto) / whole) - Math.floor((money(b) * before) / whole);
      }
      return share;
    };
    const revenueAB = bookings.reduce((n, b) => n + shareOn(b, [flights[0]!._id, flights[1]!._id]), 0);
    expect(ab.revenue).toBe(revenueAB);
    const faresBooked = bookings
      .filter((b) => b.status === 'ticketed')
      .flatMap((b) => b.legs.filter((l) => l.flightId === flights[0]!._id || l.flightId === flights[1]!._id).map((l) => l.packagePrice * b.travellers))
      .reduce((n, x) => n + x, 0);
    expect(ab.revenue).not.toBe(faresBooked);
    // Every route together: all that was paid less all that was refunded.
    expect(report.routes.reduce((n, r) => n + r.revenue, 0)).toBe(bookings.reduce((n, b) => n + money(b), 0));
  });

  it('downloads the same figures as CSV', async () => {
    const json_ = json<SalesDay[]>(await get(`/api/admin/reports/sales?from=${today}&to=${today}`));
    const res = await get(`/api/admin/reports/sales?from=${today}&to=${today}&format=csv`);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="sales-${today}-${today}.csv"`);
    const d = json_[0]!;
    expect(res.body).toBe(`day,bookings,seats,revenue,refunds,seatRevenue,bagRevenue,mealRevenue\r\n${d.day},${d.bookings},${d.seats},${d.revenue},${d.refunds},${d.serviceRevenue?.seat ?? 0},${d.serviceRevenue?.bag ?? 0},${d.serviceRevenue?.meal ?? 0}\r\n`);
    const routes = await get(`/api/admin/reports/load-factor?from=${daysFromNow(0)}&to=${daysFromNow(30)}&format=csv&by=route`);
    expect(routes.body.split('\r\n')[0]).toBe('from,to,flights,seatsSold,capacity,loadFactor,revenue');
    expect(routes.body).toContain('Report A,Report B,2,');
    // Summed by the database, the same figures as the report's routes.
    const report = json<LoadFactorReport>(await get(`/api/admin/reports/load-factor?from=${daysFromNow(0)}&to=${daysFromNow(30)}`));
    const line = (r: LoadFactorReport['routes'][number]) => [r.from, r.to, r.flights, r.seatsSold, r.capacity, r.loadFactor, r.revenue].join(',');
    expect(routes.body).toBe(['from,to,flights,seatsSold,capacity,loadFactor,revenue', ...report.routes.map(line)].map((l) => `${l}\r\n`).join(''));
  });

  it('refuses a reversed or too long period, and passengers', async () => {
    expect((await get(`/api/admin/reports/sales?from=${today}&to=${addDays(today, -1)}`)).statusCode).toBe(400);
    expect((await get(`/api/admin/reports/sales?from=2020-01-01&to=2026-01-01`)).statusCode).toBe(400);
    expect((await get(`/api/admin/reports/sales?from=${today}`)).statusCode).toBe(400);
    const passenger = await createUser(t);
    expect((await t.app.inject({ url: `/api/admin/reports/sales?from=${today}&to=${today}`, headers: passenger.auth })).statusCode).toBe(403);
  });
});
