import { sql } from 'drizzle-orm';
import { REPORT_TIME_ZONE, type FlightLoad, type LoadFactorReport, type RouteLoad, type SalesDay } from '@tarmac/shared';
import type { Db } from '../db/open.js';
import { rowsOf } from '../db/rows.js';
import { flightFigures, flights as flightsTable, locations, refunds, salesDays } from '../db/schema.js';

const ratio = (sold: number, capacity: number) => (capacity > 0 ? Math.round((sold / capacity) * 10_000) / 10_000 : 0);

/**
 * Sales per day of the period (days in the airline's zone, every day listed): bookings ticketed that day, their
 * seats (travellers × active legs) and totals (revenue), from the figures the order's transitions keep per day
 * (sales_days, one row a day), and the refunds started that day (pending or done).
 */
export async function salesReport(db: Db, from: string, to: string): Promise<SalesDay[]> {
  // Refunds: the period as two instants (its first day's midnight and the midnight after its last day, in the
  // airline's zone), read from refunds_created_idx alone (it holds the status and amount summed).
  const start = sql`(${from}::date::timestamp at time zone ${REPORT_TIME_ZONE})`;
  const end = sql`((${to}::date + 1)::timestamp at time zone ${REPORT_TIME_ZONE})`;
  const result = await db.execute(sql`
    with days as (
      select d::date as day from generate_series(${from}::date, ${to}::date, interval '1 day') as d
    ), refunded as (
      select (r.created_at at time zone ${REPORT_TIME_ZONE})::date as day, sum(r.amount)::bigint as refunds
      from ${refunds} r
      where r.created_at >= ${start} and r.created_at < ${end} and r.status <> 'failed'
      group by 1
    )
    select to_char(days.day, 'YYYY-MM-DD') as day, coalesce(s.bookings, 0) as bookings, coalesce(s.seats, 0) as seats,
           coalesce(s.revenue, 0)::float8 as revenue, coalesce(refunded.refunds, 0)::float8 as refunds
    from days left join ${salesDays} s on s.day = days.day left join refunded on refunded.day = days.day
    order by days.day`);
  // Services issued per day and kind (their own index on issued_at reads the period alone).
  const services = rowsOf<{ day: string; kind: 'seat' | 'bag' | 'meal' | 'assistance'; revenue: number }>(
    await db.execute(sql`
      select to_char((s.issued_at at time zone ${REPORT_TIME_ZONE})::date, 'YYYY-MM-DD') as day, s.kind, sum(s.price)::float8 as revenue
      from booking_services s
      where s.issued_at is not null and s.issued_at >= ${start} and s.issued_at < ${end}
      group by 1, 2`),
  );
  return rowsOf<SalesDay>(result).map((r) => {
    const perKind = { seat: 0, bag: 0, meal: 0, assistance: 0 };
    const sold = services.filter((s) => s.day === r.day);
    for (const s of sold) perKind[s.kind] += Number(s.revenue);
    // Only on days that issued services: other days read as before.
    return { day: r.day, bookings: Number(r.bookings), seats: Number(r.seats), revenue: Number(r.revenue), refunds: Number(r.refunds), ...(sold.length ? { serviceRevenue: perKind } : {}) };
  });
}

/**
 * Load factor of the flights departing in the period (their local dates) and of their routes: seats of ticketed
 * bookings over seat capacity, and the money they brought (paid less refunded, a booking's shared over its legs), from
 * the figures the order's transitions keep per flight and package (flight_figures). The period's flights are read in
 * the report's order from flights_report_idx alone (no table rows, no sort); each one's figures by their primary
 * key, so the work follows the period's flights, not the history's figures.
 */
export async function loadFactorReport(db: Db, from: string, to: string): Promise<LoadFactorReport> {
  const result = await db.execute(sql`
    select f.id as "flightId", f.flight_number as "flightNumber", to_char(f.departing_date, 'YYYY-MM-DD') as "departingDate",
           fl.name as "from", tl.name as "to", f.seat_capacity as capacity,
           coalesce(x.seats, 0)::int as "seatsSold", coalesce(x.revenue, 0)::float8 as revenue
    from ${flightsTable} f
    join ${locations} fl on fl.id = f.from_id
    join ${locations} tl on tl.id = f.to_id
    left join lateral (
      select sum(ff.seats_sold) as seats, sum(ff.revenue) as revenue from ${flightFigures} ff where ff.flight_id = f.id
    ) x on true
    where f.departing_date between ${from}::date and ${to}::date
    order by f.departing_date, f.departs_at, f.flight_number`);
  const rows = rowsOf<Omit<FlightLoad, 'loadFactor'> & { revenue: number }>(result);
  const flights: FlightLoad[] = [];
  const byRoute = new Map<string, RouteLoad>();
  for (const r of rows) {
    const capacity = Number(r.capacity);
    const seatsSold = Number(r.seatsSold);
    // Built field by field (the route answers these objects as they are), in the order the answer always had.
    flights.push({ flightId: r.flightId, flightNumber: r.flightNumber, departingDate: r.departingDate, from: r.from, to: r.to, capacity, seatsSold, loadFactor: ratio(seatsSold, capacity) });
    const key = `${r.from}\u0000${r.to}`;
    let route = byRoute.get(key);
    if (!route) byRoute.set(key, (route = { from: r.from, to: r.to, flights: 0, seatsSold: 0, capacity: 0, loadFactor: 0, revenue: 0 }));
    route.flights += 1;
    route.seatsSold += seatsSold;
    route.capacity += capacity;
    route.revenue += Number(r.revenue);
  }
  for (const route of byRoute.values()) route.loadFactor = ratio(route.seatsSold, route.capacity);
  const routes = [...byRoute.values()].sort((a, b) => b.revenue - a.revenue || b.seatsSold - a.seatsSold);
  return { flights, routes };
}

/**
 * The load factor of the period's routes only (what the route CSV downloads), summed by the database: a year's
 * tens of thousands of flights never come to the process. The same figures as `loadFactorReport`'s routes. A year
 * holds a third of the flights ever flown, so the figures are summed per flight in one pass over their primary key
 * and joined by hash (tens of thousands of probes by key would cost more); the flights come from flights_report_idx.
 * Routes of equal revenue and seats come by name.
 */
export async function routeLoadReport(db: Db, from: string, to: string): Promise<RouteLoad[]> {
  const result = await db.execute(sql`
    select fl.name as "from", tl.name as "to", count(*)::int as flights, coalesce(sum(x.seats), 0)::int as "seatsSold",
           sum(f.seat_capacity)::int as capacity, coalesce(sum(x.revenue), 0)::float8 as revenue
    from ${flightsTable} f
    join ${locations} fl on fl.id = f.from_id
    join ${locations} tl on tl.id = f.to_id
    left join (
      select ff.flight_id, sum(ff.seats_sold) as seats, sum(ff.revenue) as revenue from ${flightFigures} ff group by ff.flight_id
    ) x on x.flight_id = f.id
    where f.departing_date between ${from}::date and ${to}::date
    group by fl.name, tl.name
    order by fl.name, tl.name`);
  return rowsOf<RouteLoad>(result)
    .map((r) => ({ from: r.from, to: r.to, flights: Number(r.flights), seatsSold: Number(r.seatsSold), capacity: Number(r.capacity), loadFactor: ratio(Number(r.seatsSold), Number(r.capacity)), revenue: Number(r.revenue) }))
    .sort((a, b) => b.revenue - a.revenue || b.seatsSold - a.seatsSold);
}

/** One CSV field: quoted when it needs it; a formula-looking text is defused. */
const cell = (v: unknown) => {
  let s = v === null || v === undefined ? '' : String(v);
  if (typeof v === 'string' && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

/** RFC 4180 CSV, line by line (each with its CRLF): a header row, then the rows, so an export streams as it is written. */
export function* csvLines<T extends Record<string, unknown>>(columns: readonly (keyof T & string)[], rows: Iterable<T>): Generator<string> {
  yield `${columns.join(',')}\r\n`;
  for (const r of rows) yield `${columns.map((c) => cell(r[c])).join(',')}\r\n`;
}
