import { sql } from 'drizzle-orm';
import { REPORT_TIME_ZONE } from '@tarmac/shared';
import type { Db } from '../db/open.js';
import { rowsOf } from '../db/rows.js';
import { flightFigures, salesDays } from '../db/schema.js';

/**
 * The SQL of the kept report figures (flight_figures, sales_days): what one booking counts for in them, adding a
 * difference, and the recount from scratch (what the figures must always equal). What a booking counts for:
 *
 * - per flight and package: for a `ticketed` booking, each active leg (not cancelled alone) sells `travellers`
 *   seats for `travellers × package price`;
 * - per day: a booking ever ticketed counts on the day it was ticketed (in the airline's zone), once, with
 *   `travellers × active legs` seats and its `total`, whatever became of it afterwards.
 */

/** One figure a booking counts for: a flight and package (`flight`), or a sales day (`day`). */
export interface Figure {
  kind: 'flight' | 'day';
  /** The flight's id, or the day (YYYY-MM-DD). */
  key: string;
  /** The package's name ('' for a day). */
  pkg: string;
  bookings: number;
  seats: number;
  revenue: number;
}

const activeLegs = (booking: ReturnType<typeof sql>) =>
  sql`(select count(*) from booking_legs l where l.booking_id = ${booking} and l.cancelled_at is null)`;

/** What the booking counts for now, in the caller's transaction. */
export async function figuresOf(tx: Db, bookingId: string): Promise<Figure[]> {
  const rows = rowsOf<Figure>(
    await tx.execute(sql`
      select 'flight' as kind, l.flight_id::text as key, l.package_name as pkg, 0 as bookings, b.travellers as seats, b.travellers * l.package_price as revenue
      from bookings b join booking_legs l on l.booking_id = b.id
      where b.id = ${bookingId}::uuid and b.status = 'ticketed' and l.cancelled_at is null
      union all
      select 'day', to_char((b.ticketed_at at time zone ${REPORT_TIME_ZONE})::date, 'YYYY-MM-DD'), '', 1, b.travellers * ${activeLegs(sql`b.id`)}, b.total
      from bookings b
      where b.id = ${bookingId}::uuid and b.ticketed_at is not null`),
  );
  return rows.map((r) => ({ kind: r.kind, key: r.key, pkg: r.pkg, bookings: Number(r.bookings), seats: Number(r.seats), revenue: Number(r.revenue) }));
}

/**
 * Adds `changes` (differences, each figure once) to the kept figures: flights first, then days, each in key order,
 * so two transactions never wait for each other's rows the other way round.
 */
export async function addFigures(tx: Db, changes: readonly Figure[]): Promise<void> {
  const order = (a: Figure, b: Figure) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.pkg < b.pkg ? -1 : a.pkg > b.pkg ? 1 : 0);
  const flights = changes.filter((c) => c.kind === 'flight').sort(order);
  const days = changes.filter((c) => c.kind === 'day').sort(order);
  if (flights.length) {
    await tx.execute(sql`insert into ${flightFigures} as f (flight_id, package_name, seats_sold, revenue)
      values ${sql.join(
        flights.map((c) => sql`(${c.key}::uuid, ${c.pkg}, ${c.seats}, ${c.revenue})`),
        sql`, `,
      )}
      on conflict (flight_id, package_name) do update set seats_sold = f.seats_sold + excluded.seats_sold, revenue = f.revenue + excluded.revenue`);
  }
  if (days.length) {
    await tx.execute(sql`insert into ${salesDays} as d (day, bookings, seats, revenue)
      values ${sql.join(
        days.map((c) => sql`(${c.key}::date, ${c.bookings}, ${c.seats}, ${c.revenue})`),
        sql`, `,
      )}
      on conflict (day) do update set bookings = d.bookings + excluded.bookings, seats = d.seats + excluded.seats, revenue = d.revenue + excluded.revenue`);
  }
}

/** Every figure as the bookings say it now (reads every ticketed booking: for the seed, the migration and tests). */
export const recountFlightsSql = sql`
  select l.flight_id, l.package_name, sum(b.travellers)::int as seats_sold, sum(b.travellers * l.package_price)::bigint as revenue
  from booking_legs l join bookings b on b.id = l.booking_id
  where b.status = 'ticketed' and l.cancelled_at is null
  group by l.flight_id, l.package_name`;

export const recountDaysSql = sql`
  select (b.ticketed_at at time zone ${REPORT_TIME_ZONE})::date as day, count(*)::int as bookings,
         sum(b.travellers * coalesce(legs.n, 0))::int as seats, sum(b.total)::bigint as revenue
  from bookings b
  left join (select booking_id, count(*)::int as n from booking_legs where cancelled_at is null group by booking_id) legs on legs.booking_id = b.id
  where b.ticketed_at is not null
  group by 1`;

/** Writes the figures again from the bookings (after a bulk load that bypassed the order's transitions: seed:scale). */
export async function recountFigures(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from ${flightFigures}`);
    await tx.execute(sql`delete from ${salesDays}`);
    await tx.execute(sql`insert into ${flightFigures} (flight_id, package_name, seats_sold, revenue) ${recountFlightsSql}`);
    await tx.execute(sql`insert into ${salesDays} (day, bookings, seats, revenue) ${recountDaysSql}`);
  });
}
