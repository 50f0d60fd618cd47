import { sql, type SQL } from 'drizzle-orm';
import { REPORT_TIME_ZONE } from '@tarmac/shared';
import type { Db } from '../db/open.js';
import { rowsOf } from '../db/rows.js';
import { fareClassSales, flightFigures, salesDays } from '../db/schema.js';

/**
 * The SQL of the kept report figures (flight_figures, sales_days): what one booking counts for in them, adding a
 * difference, and the recount from scratch (what the figures must always equal). What a booking counts for:
 *
 * - per flight and package: for a booking ever ticketed, each leg's share of what was paid for the booking less what
 *   was refunded (issue 35: revenue is money, not fares booked: a child's or an infant's fare, a promo code, extras
 *   and a cancellation's kept fee all count as paid), shared over its legs by package price (`legShares`); an active
 *   leg (not cancelled alone) of a `ticketed` booking also sells `travellers` seats;
 * - per day: a booking ever ticketed counts on the day it was ticketed (in the airline's zone), once, with
 *   `travellers × active legs` seats and its `total`, whatever became of it afterwards;
 * - per flight, package and booking class (fare_class_sales, issue 31): a leg sold in a class counts `travellers`
 *   seats while the booking is held or ticketed and the leg is not cancelled alone, and an open change offer priced
 *   in a class counts its seats on its new flight. The hold function adds its own legs (bookings/sql/hold.sql) and
 *   expiry takes them off (`releaseClassSales`); every other transition keeps them by difference, like the rest.
 */

/** One figure a booking counts for: a flight and package (`flight`), a sales day (`day`), or a booking class (`class`). */
export interface Figure {
  kind: 'flight' | 'day' | 'class';
  /** The flight's id, or the day (YYYY-MM-DD). */
  key: string;
  /** The package's name ('' for a day; the package's id for a class). */
  pkg: string;
  /** The booking class ('' but for a class). */
  fareClass: string;
  bookings: number;
  seats: number;
  revenue: number;
}

const activeLegs = (booking: ReturnType<typeof sql>) =>
  sql`(select count(*) from booking_legs l where l.booking_id = ${booking} and l.cancelled_at is null)`;

/**
 * Each leg of the bookings `which` names (ever ticketed) with its seats sold and its share of the booking's money:
 * paid payments less refunds (any refund, open or failed: money owed back), split over the legs in proportion to
 * their package prices, rounded so that the shares add up to the whole (each leg takes the floor of the running
 * share up to it, less the floor of the running share before it).
 */
const legShares = (which: SQL) => sql`
  with money as (
    select b.id, b.status, b.travellers,
           coalesce((select sum(p.amount) from payments p where p.booking_id = b.id and p.status = 'paid'), 0)
             - coalesce((select sum(r.amount) from refunds r where r.booking_id = b.id), 0) as net
    from bookings b
    where ${which} and b.ticketed_at is not null
  ), legs as (
    select l.flight_id, l.package_name, l.package_price::numeric as price, m.net::numeric as net,
           case when m.status = 'ticketed' and l.cancelled_at is null then m.travellers else 0 end as seats,
           sum(l.package_price::numeric) over (partition by l.booking_id order by l.leg_index) as upto,
           sum(l.package_price::numeric) over (partition by l.booking_id) as whole
    from booking_legs l join money m on m.id = l.booking_id
  )
  select flight_id, package_name, seats,
         (case when whole > 0 then floor(net * upto / whole) - floor(net * (upto - price) / whole) else 0 end)::bigint as revenue
  from legs`;

/** The seats the bookings `which` names sell per flight, package and booking class (see above). */
const classSeats = (which: SQL) => sql`
  select l.flight_id, l.package_id, l.fare_class, b.travellers as seats
  from booking_legs l join bookings b on b.id = l.booking_id
  where ${which} and b.status in ('held', 'ticketed') and l.cancelled_at is null and l.fare_class is not null
  union all
  select o.to_flight_id, o.package_id, o.fare_class, o.seats
  from change_offers o join bookings b on b.id = o.booking_id
  where ${which} and o.status = 'open' and o.fare_class is not null`;

/** What the booking counts for now, in the caller's transaction. */
export async function figuresOf(tx: Db, bookingId: string): Promise<Figure[]> {
  const rows = rowsOf<Figure>(
    await tx.execute(sql`
      select 'flight' as kind, s.flight_id::text as key, s.package_name as pkg, '' as "fareClass", 0 as bookings, s.seats, s.revenue
      from (${legShares(sql`b.id = ${bookingId}::uuid`)}) as s
      union all
      select 'day', to_char((b.ticketed_at at time zone ${REPORT_TIME_ZONE})::date, 'YYYY-MM-DD'), '', '', 1, b.travellers * ${activeLegs(sql`b.id`)}, b.total
      from bookings b
      where b.id = ${bookingId}::uuid and b.ticketed_at is not null
      union all
      select 'class', c.flight_id::text, c.package_id::text, c.fare_class, 0, c.seats, 0
      from (${classSeats(sql`b.id = ${bookingId}::uuid`)}) as c`),
  );
  return rows.map((r) => ({ kind: r.kind, key: r.key, pkg: r.pkg, fareClass: r.fareClass, bookings: Number(r.bookings), seats: Number(r.seats), revenue: Number(r.revenue) }));
}

/**
 * Adds `changes` (differences, each figure once) to the kept figures: flights first, then classes, then days, each
 * in key order, so two transactions never wait for each other's rows the other way round. (A class's counters
 * change only where the flight's row is locked: by the seats the same transition takes or gives back.)
 */
export async function addFigures(tx: Db, changes: readonly Figure[]): Promise<void> {
  const order = (a: Figure, b: Figure) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.pkg < b.pkg ? -1 : a.pkg > b.pkg ? 1 : a.fareClass < b.fareClass ? -1 : a.fareClass > b.fareClass ? 1 : 0);
  const flights = changes.filter((c) => c.kind === 'flight').sort(order);
  const classes = changes.filter((c) => c.kind === 'class').sort(order);
  const days = changes.filter((c) => c.kind === 'day').sort(order);
  if (flights.length) {
    await tx.execute(sql`insert into ${flightFigures} as f (flight_id, package_name, seats_sold, revenue)
      values ${sql.join(
        flights.map((c) => sql`(${c.key}::uuid, ${c.pkg}, ${c.seats}, ${c.revenue})`),
        sql`, `,
      )}
      on conflict (flight_id, package_name) do update set seats_sold = f.seats_sold + excluded.seats_sold, revenue = f.revenue + excluded.revenue`);
  }
  if (classes.length) {
    await tx.execute(sql`insert into ${fareClassSales} as s (flight_id, package_id, fare_class, seats)
      values ${sql.join(
        classes.map((c) => sql`(${c.key}::uuid, ${c.pkg}::uuid, ${c.fareClass}, ${c.seats})`),
        sql`, `,
      )}
      on conflict (flight_id, package_id, fare_class) do update set seats = s.seats + excluded.seats`);
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
  select s.flight_id, s.package_name, sum(s.seats)::int as seats_sold, sum(s.revenue)::bigint as revenue
  from (${legShares(sql`true`)}) as s
  group by s.flight_id, s.package_name`;

export const recountDaysSql = sql`
  select (b.ticketed_at at time zone ${REPORT_TIME_ZONE})::date as day, count(*)::int as bookings,
         sum(b.travellers * coalesce(legs.n, 0))::int as seats, sum(b.total)::bigint as revenue
  from bookings b
  left join (select booking_id, count(*)::int as n from booking_legs where cancelled_at is null group by booking_id) legs on legs.booking_id = b.id
  where b.ticketed_at is not null
  group by 1`;

export const recountClassesSql = sql`
  select c.flight_id, c.package_id, c.fare_class, sum(c.seats)::int as seats
  from (${classSeats(sql`true`)}) as c
  group by c.flight_id, c.package_id, c.fare_class`;

/**
 * The expired holds `bookingIds` sell no more in their classes (expiry's set-based share of what `figuresOf` keeps:
 * a hold's legs are never cancelled alone and it has no change offers). After their seats went back, so under the
 * flights' locks.
 */
export async function releaseClassSales(tx: Db, bookingIds: readonly string[]): Promise<void> {
  if (bookingIds.length === 0) return;
  await tx.execute(sql`
    update ${fareClassSales} as s set seats = s.seats - g.seats
    from (select l.flight_id, l.package_id, l.fare_class, sum(b.travellers)::int as seats
          from booking_legs l join bookings b on b.id = l.booking_id
          where b.id = any(${`{${bookingIds.join(',')}}`}::uuid[]) and l.fare_class is not null and l.cancelled_at is null
          group by 1, 2, 3) as g
    where s.flight_id = g.flight_id and s.package_id = g.package_id and s.fare_class = g.fare_class`);
}

/** Writes the figures again from the bookings (after a bulk load that bypassed the order's transitions: seed:scale). */
export async function recountFigures(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from ${flightFigures}`);
    await tx.execute(sql`delete from ${salesDays}`);
    await tx.execute(sql`delete from ${fareClassSales}`);
    await tx.execute(sql`insert into ${flightFigures} (flight_id, package_name, seats_sold, revenue) ${recountFlightsSql}`);
    await tx.execute(sql`insert into ${salesDays} (day, bookings, seats, revenue) ${recountDaysSql}`);
    await tx.execute(sql`insert into ${fareClassSales} (flight_id, package_id, fare_class, seats) ${recountClassesSql}`);
  });
}
