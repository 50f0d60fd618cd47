import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database } from '../open.js';
import { rowsOf } from '../rows.js';
import { openTestDatabase } from '../../testing/test-database.js';
import { seedDemoCatalogue } from './index.js';
import { seedScale } from './scale.js';
import { recountDaysSql, recountFlightsSql } from '../../reports/figures.repo.js';

/**
 * `seed:scale` writes history set-based, around the order's one owner (bookings/lifecycle.ts): the database it makes
 * must still keep every rule of the order (API.md "One owner of an order's life"), checked here over a small one.
 */
let database: Database;
/** Every index and constraint of the schema (name and definition) as the migrations made them, before the seed. */
let schemaBefore: { name: string; definition: string }[];
const schemaShape = async () =>
  rowsOf<{ name: string; definition: string }>(
    await database.db.execute(sql`select indexname as name, indexdef as definition from pg_indexes where schemaname = current_schema()
      union all
      select t.relname || '.' || k.conname, pg_get_constraintdef(k.oid) || case when k.convalidated then '' else ' (not validated)' end
      from pg_constraint k join pg_class t on t.oid = k.conrelid join pg_namespace n on n.oid = t.relnamespace where n.nspname = current_schema()
      order by 1, 2`),
  );

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoCatalogue(database.db);
  schemaBefore = await schemaShape();
  await seedScale(database.db, { years: 1, daysBack: 60, airports: 4, bookings: 3_000, users: 400 }, { info: () => {} });
}, 300_000);
afterAll(() => database?.close());

const count = async (query: ReturnType<typeof sql>) => Number(rowsOf<{ n: number }>(await database.db.execute(query))[0]?.n ?? 0);

describe('a database seed:scale made', () => {
  it('has the schema the migrations made: the indexes and foreign keys set aside for the load are all made again, the same', async () => {
    expect(schemaBefore.filter((r) => r.definition.startsWith('FOREIGN KEY')).length).toBeGreaterThan(15);
    expect(schemaBefore.filter((r) => r.definition.startsWith('CREATE INDEX')).length).toBeGreaterThan(50);
    expect(await schemaShape()).toEqual(schemaBefore);
    expect(rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from pg_tables where tablename like 'scale\_%'`))[0]?.n).toBe(0);
  });

  it('holds the history asked for, in the states years of sales leave', async () => {
    expect(await count(sql`select count(*)::int as n from bookings`)).toBe(3_000);
    expect(await count(sql`select count(*)::int as n from users where email like 'scale.user%'`)).toBe(400);
    const states = rowsOf<{ status: string; n: number }>(await database.db.execute(sql`select status, count(*)::int as n from bookings group by status`));
    const of = (s: string) => states.find((r) => r.status === s)?.n ?? 0;
    expect(of('ticketed')).toBeGreaterThan(2_000);
    for (const s of ['cancelled', 'expired', 'held']) expect(of(s), s).toBeGreaterThan(0);
    expect(await count(sql`select count(*)::int as n from seat_assignments where boarded_at is not null`)).toBeGreaterThan(1_000);
  });

  it('keeps seats adding up on every flight: held + ticketed + left = capacity', async () => {
    expect(
      await count(sql`select count(*)::int as n from flights f
        left join (select l.flight_id, sum(b.travellers)::int as taken from booking_legs l join bookings b on b.id = l.booking_id
                   where b.status in ('held', 'ticketed') group by l.flight_id) s on s.flight_id = f.id
        where f.seat_capacity <> f.seats_left + coalesce(s.taken, 0)`),
    ).toBe(0);
  });

  it('counts the reports’ kept figures from what it wrote: seats sold per flight, sales per day', async () => {
    expect(await count(sql`select count(*)::int as n from flight_figures`)).toBeGreaterThan(0);
    expect(
      await count(sql`select count(*)::int as n from (${recountFlightsSql}) r full join flight_figures f using (flight_id, package_name)
        where r.seats_sold is distinct from f.seats_sold or r.revenue is distinct from f.revenue`),
    ).toBe(0);
    expect(
      await count(sql`select count(*)::int as n from (${recountDaysSql}) r full join sales_days d using (day)
        where r.bookings is distinct from d.bookings or r.seats is distinct from d.seats or r.revenue is distinct from d.revenue`),
    ).toBe(0);
  });

  it('keeps the money adding up: a paid payment per paid booking, refunds within it, cancelled paid bookings refunded', async () => {
    expect(await count(sql`select count(*)::int as n from bookings b where b.ticketed_at is not null
      and (select count(*) from payments p where p.booking_id = b.id and p.status = 'paid' and p.amount = b.total) <> 1`)).toBe(0);
    expect(await count(sql`select count(*)::int as n from payments p where (select coalesce(sum(r.amount), 0) from refunds r where r.payment_id = p.id) > p.amount`)).toBe(0);
    expect(await count(sql`select count(*)::int as n from bookings b where b.status = 'cancelled' and b.ticketed_at is not null
      and not exists (select 1 from refunds r where r.booking_id = b.id)`)).toBe(0);
    expect(await count(sql`select count(*)::int as n from bookings b where b.status in ('held', 'expired') and exists (select 1 from payments p where p.booking_id = b.id)`)).toBe(0);
  });

  it('tickets every passenger of a paid booking on every leg, and checks in only ticketed bookings on flights flown', async () => {
    expect(await count(sql`select count(*)::int as n from bookings b where b.ticketed_at is not null
      and (select count(*) from tickets t where t.booking_id = b.id) <> b.travellers * (select count(*) from booking_legs l where l.booking_id = b.id)`)).toBe(0);
    expect(await count(sql`select count(*)::int as n from seat_assignments a join bookings b on b.id = a.booking_id join flights f on f.id = a.flight_id
      where b.status <> 'ticketed' or f.departs_at > now()`)).toBe(0);
  });

  it('writes each booking’s events ending in its state, never after a departure for a hold, with an audit entry each', async () => {
    expect(await count(sql`select count(*)::int as n from bookings b where b.status <> (select e.to_status from booking_events e where e.booking_id = b.id order by e.at desc, e.to_status = b.status desc limit 1)`)).toBe(0);
    expect(await count(sql`select count(*)::int as n from bookings b where b.status = 'held'
      and (b.pay_by <= now() or b.pay_by > (select min(f.departs_at) from booking_legs l join flights f on f.id = l.flight_id where l.booking_id = b.id))`)).toBe(0);
    expect(await count(sql`select count(*)::int as n from booking_events`)).toBe(await count(sql`select count(*)::int as n from audit_log where entity = 'booking'`));
  });
});
