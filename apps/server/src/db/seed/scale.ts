import { sql } from 'drizzle-orm';
import type { Db } from '../open.js';
import { hashPassword } from '../../accounts/passwords.js';
import { recountFigures } from '../../reports/figures.repo.js';
import { rowsOf } from '../rows.js';

/**
 * `npm run seed:scale`: years of history on the demo network, written set-based (insert … select over
 * generate_series), so two million bookings take minutes. Every row keeps the order's rules: a booking is held,
 * ticketed (paid, with a ticket per passenger and leg), cancelled (paid, then refunded in full) or expired; its
 * events and audit entries say so; flown passengers are checked in with a seat and boarded; and on every flight
 * seats held + seats ticketed + seats left = capacity.
 */
export interface ScaleOptions {
  years: number;
  bookings: number;
  users: number;
  /** Days of schedule before today (default: the years'); tests ask for a few. */
  daysBack?: number;
  /** Airports of the demo network flown between (default 8: 56 routes). */
  airports?: number;
}

export interface ScaleLog {
  info(message: string): void;
}

/** The embedded database keeps its whole history in one process's memory: above this, PostgreSQL is needed. */
export const PGLITE_SCALE_BOOKINGS_MAX = 200_000;

/** The password every generated account signs in with (the accounts share one hash: hashing 150,000 takes hours). */
export const SCALE_USER_PASSWORD = 'scale-password';

const FIRST_NAMES = ['Rahim', 'Karim', 'Nasrin', 'Farhana', 'Tanvir', 'Sabina', 'Arif', 'Mitu', 'Shuvo', 'Rony', 'Lima', 'Anwar', 'Selina', 'Jamal', 'Nila', 'Sumon', 'Rupa', 'Habib', 'Tania', 'Imran'];
const LAST_NAMES = ['Ahmed', 'Hossain', 'Islam', 'Rahman', 'Khan', 'Chowdhury', 'Sarker', 'Akter', 'Begum', 'Uddin', 'Miah', 'Das', 'Roy', 'Haque', 'Sultana', 'Karim', 'Bhuiyan', 'Talukder', 'Mondal', 'Sheikh'];
/**
 * The booking reference of the i-th booking: six letters and digits, a letter from Q on and five hex digits, so
 * that each 1,048,576 bookings take the next letter (lpad alone would cut the sixth digit and repeat references).
 */
const pnrOf = (i: ReturnType<typeof sql>) => sql`chr((81 + ${i} / 1048576)::int) || lpad(upper(to_hex(${i} % 1048576)), 5, '0')`;

/** The most bookings the references above tell apart (letters Q to Z). */
export const SCALE_BOOKINGS_MAX = 10 * 1_048_576;

/** A whole number written into the statement (validated by the CLI), so no parameter's type has to be guessed. */
const int = (n: number) => sql.raw(String(Math.trunc(n)));
const textArray = (values: string[]) => sql.raw(`array[${values.map((v) => `'${v}'`).join(',')}]`);

/**
 * Bulk tables the seed writes `on conflict do nothing`: their unique indexes decide what conflicts, so they stay. Any
 * other unique index is set aside too, and checks the whole table once when it is made again.
 */
const ARBITER_TABLES = ['users', 'flights'];

/**
 * The tables the seed fills in bulk. What PostgreSQL's manual advises for populating a database ("Populating a
 * Database": remove indexes, remove foreign key constraints) is done to them: their secondary indexes (not a primary
 * key, not one a constraint stands on) and their foreign keys are set aside before the load and
 * made again once after it. Kept up row by row, the trigram and other indexes of two million bookings outgrow the
 * server's shared buffers, and each foreign key checks and locks its referenced row for every row written.
 */
const BULK_TABLES = ['users', 'flights', 'bookings', 'booking_passengers', 'booking_legs', 'payments', 'tickets', 'refunds', 'booking_events', 'audit_log', 'seat_assignments'];

/** Memory for one step's sorts and hashes (the session's transaction only, as below). */
const STEP_MEMORY = '128MB';

/** Memory for building one index (this session's transaction only; the server's configuration is left alone). */
const INDEX_BUILD_MEMORY = '256MB';

/**
 * Writes down the bulk tables' secondary indexes and foreign keys (the statement that makes each again, as PostgreSQL
 * writes its definition) in the work table `scale_set_aside`, then drops them. The table outlives a seed that fails
 * half-way, so the next run (or this one's end) makes them again from it: the schema is the migrations' whatever
 * happens.
 */
async function setAside(db: Db, log: ScaleLog): Promise<void> {
  const tables = sql.join(BULK_TABLES.map((t) => sql`${t}`), sql`, `);
  await db.execute(sql`create table scale_set_aside as
    select 'index' as kind, c.relname::text as name, t.relname::text as on_table, pg_get_indexdef(i.indexrelid) as restore
    from pg_index i join pg_class c on c.oid = i.indexrelid join pg_class t on t.oid = i.indrelid join pg_namespace n on n.oid = t.relnamespace
    where n.nspname = current_schema() and t.relname in (${tables})
      and not i.indisprimary and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)
      and not (i.indisunique and t.relname in (${sql.join(ARBITER_TABLES.map((t) => sql`${t}`), sql`, `)}))
    union all
    select 'foreign key', k.conname::text, t.relname::text,
           'alter table ' || quote_ident(t.relname) || ' add constraint ' || quote_ident(k.conname) || ' ' || pg_get_constraintdef(k.oid)
    from pg_constraint k join pg_class t on t.oid = k.conrelid join pg_namespace n on n.oid = t.relnamespace
    where n.nspname = current_schema() and t.relname in (${tables}) and k.contype = 'f'`);
  const aside = rowsOf<{ kind: string; name: string; on_table: string }>(await db.execute(sql`select kind, name, on_table from scale_set_aside order by kind desc, name`));
  for (const { kind, name, on_table } of aside) {
    await db.execute(kind === 'index' ? sql`drop index ${sql.identifier(name)}` : sql`alter table ${sql.identifier(on_table)} drop constraint ${sql.identifier(name)}`);
  }
  log.info(`${aside.length} secondary indexes and foreign keys set aside for the load`);
}

/** Makes again every index, then every foreign key, `setAside` wrote down and not made since, then forgets the list. */
async function restoreSetAside(db: Db, log: ScaleLog): Promise<void> {
  const saved = rowsOf<{ exists: boolean }>(await db.execute(sql`select to_regclass('scale_set_aside') is not null as exists`));
  if (!saved[0]?.exists) return;
  const missing = rowsOf<{ kind: string; name: string; restore: string }>(
    await db.execute(sql`select s.kind, s.name, s.restore from scale_set_aside s
      where not exists (select 1 from pg_class c join pg_namespace n on n.oid = c.relnamespace where s.kind = 'index' and c.relname = s.name and n.nspname = current_schema())
        and not exists (select 1 from pg_constraint k join pg_class t on t.oid = k.conrelid join pg_namespace n on n.oid = t.relnamespace
                        where s.kind = 'foreign key' and k.conname = s.name and t.relname = s.on_table and n.nspname = current_schema())
      order by s.kind = 'index' desc, s.name`),
  );
  const started = performance.now();
  for (const { kind, name, restore } of missing) {
    const one = performance.now();
    await db.transaction(async (tx) => {
      await tx.execute(sql.raw(`set local maintenance_work_mem = '${INDEX_BUILD_MEMORY}'`));
      await tx.execute(sql.raw(`set local work_mem = '${STEP_MEMORY}'`));
      await tx.execute(sql.raw(restore));
    });
    log.info(`  ${kind} ${name} made (${((performance.now() - one) / 1000).toFixed(1)} s)`);
  }
  await db.execute(sql`drop table scale_set_aside`);
  log.info(`${missing.length} secondary indexes and foreign keys made again (${((performance.now() - started) / 1000).toFixed(1)} s)`);
}

/** Fills the database with the history `options` asks for, step by step, each step one statement or a few. */
export async function seedScale(db: Db, options: ScaleOptions, log: ScaleLog): Promise<void> {
  // Each step's sorts and hashes over millions of rows in memory rather than in files (this transaction only).
  const step = async (what: string, query: ReturnType<typeof sql>) => {
    const started = performance.now();
    await db.transaction(async (tx) => {
      await tx.execute(sql.raw(`set local work_mem = '${STEP_MEMORY}'`));
      await tx.execute(query);
    });
    log.info(`${what} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  };
  // Work tables (unlogged, dropped at the end): ordinary tables, so each statement may run on any connection.
  const dropWork = async () => {
    for (const table of ['scale_plan', 'scale_flights', 'scale_users', 'scale_routes']) await db.execute(sql.raw(`drop table if exists ${table}`));
  };
  await restoreSetAside(db, log);
  await dropWork();
  await setAside(db, log);
  const passwordHash = await hashPassword(SCALE_USER_PASSWORD);
  const daysBack = options.daysBack ?? options.years * 365;
  const airports = options.airports ?? 8;
  const firsts = textArray(FIRST_NAMES);
  const lasts = textArray(LAST_NAMES);

  await step(
    `${options.users.toLocaleString('en-US')} accounts`,
    sql`insert into users (name, email, password_hash, personal_phone_number, national_id, created_at, updated_at)
      select (${firsts})[1 + i % 20] || ' ' || (${lasts})[1 + (i / 20) % 20] || ' ' || i,
             'scale.user' || i || '@example.com', ${passwordHash}, '01' || lpad((700000000 + i)::text, 9, '0'), lpad(i::text, 10, '0'),
             now() - make_interval(days => ${int(options.years * 365)}) + make_interval(secs => i * ${int(Math.max(1, Math.floor((options.years * 365 * 86_400) / Math.max(1, options.users))))}),
             now()
      from generate_series(1, ${int(options.users)}) as i
      on conflict do nothing`,
  );

  // The routes: every pair of the demo network's first eight domestic airports; about 70 flights a day in all.
  await step(
    'routes',
    sql`create unlogged table scale_routes as
      select (row_number() over (order by a.name, b.name))::int as r, a.id as from_id, b.id as to_id
      from (select id, name from locations order by created_at, id limit ${int(airports)}) a
      join (select id, name from locations order by created_at, id limit ${int(airports)}) b on a.id <> b.id`,
  );
  await step(
    `${options.years} years of flights`,
    sql`insert into flights (plane_number, flight_number, from_id, to_id, platinum_price, gold_price, silver_price,
        departing_date, departing_time, arrival_date, arrival_time, departs_at, seat_capacity, seats_left, status, created_at, updated_at)
      select 'S2-' || lpad(((r.r * 3 + s) % 10)::text, 3, '0'), 'SC' || lpad((r.r * 10 + s)::text, 4, '0'), r.from_id, r.to_id,
             9000 + (r.r % 7) * 500, 7000 + (r.r % 7) * 400, 4500 + (r.r % 7) * 300,
             d::date, lpad((6 + s * 5)::text, 2, '0') || ':' || lpad(((r.r * 7) % 60)::text, 2, '0'),
             d::date, lpad((7 + s * 5)::text, 2, '0') || ':' || lpad(((r.r * 7) % 60)::text, 2, '0'),
             (d::date + make_interval(hours => 6 + s * 5, mins => (r.r * 7) % 60)) at time zone 'Asia/Dhaka',
             180, 180,
             case when (d::date + make_interval(hours => 7 + s * 5)) at time zone 'Asia/Dhaka' < now() then 'arrived' else 'scheduled' end,
             d::date - 120, d::date - 120
      from generate_series((current_date - ${int(daysBack)})::timestamp, (current_date + 90)::timestamp, interval '1 day') as d
      cross join scale_routes r
      cross join generate_series(0, 1) as s
      where (r.r + s + extract(doy from d)::int) % 4 <> 0
      on conflict do nothing`,
  );
  await step(
    'flights numbered',
    sql`create unlogged table scale_flights as
      select (row_number() over (order by f.departs_at, f.id))::int as n, f.id, f.departs_at, f.silver_price
      from flights f where f.flight_number like 'SC%'`,
  );
  await step('flights indexed', sql`create unique index on scale_flights (n)`);
  await step(
    'accounts numbered',
    sql`create unlogged table scale_users as
      select (row_number() over (order by id))::int as n, id, email from users where email like 'scale.user%'`,
  );
  await step('accounts indexed', sql`create unique index on scale_users (n)`);

  // One plan row per booking: its flights, travellers, owner and the state three years left it in.
  await step(
    `${options.bookings.toLocaleString('en-US')} bookings planned`,
    sql`create unlogged table scale_plan as
      with counts as (select (select count(*) from scale_flights)::int as nf, (select count(*) from scale_users)::int as nu),
      picked as (
        select i, gen_random_uuid() as id, (i::bigint * 2654435761 % 100)::int as h,
               1 + (i::bigint * 40503 % c.nf)::int as f1, c.nf, c.nu,
               1 + (i % 9 = 0)::int + (i % 4 = 0)::int + (i % 3 = 0)::int as travellers,
               case when i % 5 = 0 or c.nu = 0 then null else 1 + (i::bigint * 7919 % c.nu)::int end as u
        from generate_series(1, ${int(options.bookings)}) as i, counts c
      )
      select p.*, f.id as flight1, f.departs_at,
             case when p.i % 6 = 0 and p.f1 + 40 <= p.nf then (select id from scale_flights where n = p.f1 + 40) end as flight2,
             case when p.i % 6 = 0 and p.f1 + 40 <= p.nf then (select silver_price from scale_flights where n = p.f1 + 40) else 0 end as price2,
             f.silver_price as price1,
             case
               when f.departs_at < now() then case when p.h < 85 then 'ticketed' when p.h < 93 then 'cancelled' else 'expired' end
               when p.h < 72 then 'ticketed'
               when p.h < 80 and f.departs_at > now() + interval '2 days' then 'held'
               when p.h < 90 then 'cancelled'
               else 'expired'
             end as status,
             least(f.departs_at - make_interval(days => 1 + p.i % 60, mins => p.i % 1440), now() - interval '1 hour') as created_at
      from picked p join scale_flights f on f.n = p.f1`,
  );
  await step('plan indexed', sql`create unique index on scale_plan (i)`);

  // Bookings and the rows keyed by them are written in the order of their keys, so each primary key grows at its
  // end instead of at random pages of an index larger than the server's buffers.
  await step(
    'bookings',
    sql`insert into bookings (id, pnr, user_id, contact_email, contact_phone, status, travellers, total, created_at, pay_by, ticketed_at, expired_at, cancelled_at, guest_mailbox, guest_phone)
      select p.id, ${pnrOf(sql`p.i`)}, u.id, coalesce(u.email, 'guest' || p.i || '@example.com'), '01' || lpad((800000000 + p.i)::text, 9, '0'),
             p.status, p.travellers, p.travellers * (p.price1 + p.price2),
             case when p.status = 'held' then now() - make_interval(mins => p.i % 20) else p.created_at end,
             case when p.status = 'held' then least(now() + interval '25 minutes', p.departs_at) else p.created_at + interval '30 minutes' end,
             case when p.status in ('ticketed', 'cancelled') then p.created_at + interval '5 minutes' end,
             case when p.status = 'expired' then p.created_at + interval '30 minutes' end,
             case when p.status = 'cancelled' then least(p.created_at + interval '1 day', p.departs_at - interval '1 hour', now()) end,
             case when u.id is null then 'guest' || p.i || '@example.com' end,
             case when u.id is null then '01' || lpad((800000000 + p.i)::text, 9, '0') end
      from scale_plan p left join scale_users u on u.n = p.u
      order by p.id`,
  );
  await step(
    'passengers',
    sql`insert into booking_passengers (booking_id, passenger_index, name, first_name, last_name)
      select p.id, k, (${firsts})[1 + (p.i + k * 7) % 20] || ' ' || (${lasts})[1 + (p.i / 3 + k) % 20],
             (${firsts})[1 + (p.i + k * 7) % 20], (${lasts})[1 + (p.i / 3 + k) % 20]
      from scale_plan p cross join lateral generate_series(0, p.travellers - 1) as k
      order by p.id, k`,
  );
  await step(
    'legs',
    sql`insert into booking_legs (booking_id, leg_index, flight_id, package_id, package_name, package_price)
      select p.id, leg.idx, leg.flight, pk.id, pk.name, leg.price
      from scale_plan p
      cross join lateral (values (0, p.flight1, p.price1), (1, p.flight2, p.price2)) as leg(idx, flight, price)
      cross join (select id, name from packages where tier = 'silver' order by created_at limit 1) pk
      where leg.flight is not null
      order by p.id, leg.idx`,
  );
  await step(
    'payments',
    sql`insert into payments (id, booking_id, provider, status, amount, provider_ref, created_at, updated_at)
      select 'scale-pay-' || p.i, b.id, 'sslcommerz', 'paid', b.total, 'VAL' || p.i, b.ticketed_at, b.ticketed_at
      from scale_plan p join bookings b on b.id = p.id where b.ticketed_at is not null`,
  );
  await step(
    'tickets',
    sql`insert into tickets (booking_id, passenger_index, leg_index)
      select l.booking_id, bp.passenger_index, l.leg_index
      from scale_plan p join bookings b on b.id = p.id and b.ticketed_at is not null
      join booking_legs l on l.booking_id = b.id join booking_passengers bp on bp.booking_id = b.id`,
  );
  await step(
    'refunds',
    sql`insert into refunds (id, booking_id, payment_id, amount, status, reason, provider_ref, created_at, updated_at)
      select 'scale-refund-' || p.i, b.id, 'scale-pay-' || p.i, b.total, 'done', 'refundReason.cancelled', 'REF' || p.i, b.cancelled_at, b.cancelled_at
      from scale_plan p join bookings b on b.id = p.id where b.status = 'cancelled' and b.ticketed_at is not null`,
  );
  // Events, audit entries and seats have random keys (gen_random_uuid): each is drawn here and the rows written in its
  // order, so the primary key is built from its end rather than by inserts at random pages.
  await step(
    'events',
    sql`insert into booking_events (id, booking_id, from_status, to_status, at, reason)
      select gen_random_uuid(), b.id, e.from_status, e.to_status, e.at, e.reason
      from scale_plan p join bookings b on b.id = p.id
      cross join lateral (values (null, 'held', b.created_at, 'hold'), ('held', 'ticketed', b.ticketed_at, 'paid'),
        ('ticketed', 'cancelled', b.cancelled_at, 'cancelled by the owner'), ('held', 'expired', b.expired_at, 'not paid in time')) as e(from_status, to_status, at, reason)
      where e.at is not null
      order by 1`,
  );
  await step(
    'audit entries',
    sql`insert into audit_log (id, actor_id, actor_email, entity, entity_id, action, before, after, at)
      select gen_random_uuid(), null, 'system', 'booking', e.booking_id::text, 'status',
             case when e.from_status is null then null else jsonb_build_object('status', e.from_status) end, jsonb_build_object('status', e.to_status), e.at
      from booking_events e join scale_plan p on p.id = e.booking_id
      order by 1`,
  );
  // Flown passengers were checked in and boarded: one seat and one boarding sequence each, per flight.
  await step(
    'check-ins and boarding',
    sql`insert into seat_assignments (id, flight_id, booking_id, leg_index, passenger_index, seat, sequence, checked_in_at, boarded_at)
      select gen_random_uuid(), x.flight_id, x.booking_id, x.leg_index, x.passenger_index,
             (1 + (x.k - 1) / 6)::text || chr(65 + ((x.k - 1) % 6)::int), x.k, x.departs_at - interval '2 hours', x.departs_at - interval '20 minutes'
      from (
        select l.flight_id, l.booking_id, l.leg_index, bp.passenger_index, f.departs_at,
               (row_number() over (partition by l.flight_id order by l.booking_id, bp.passenger_index))::int as k
        from scale_plan p join bookings b on b.id = p.id and b.status = 'ticketed'
        join booking_legs l on l.booking_id = b.id join flights f on f.id = l.flight_id and f.departs_at < now()
        join booking_passengers bp on bp.booking_id = b.id
      ) as x
      order by 1`,
  );
  await step(
    'flights checked in',
    sql`insert into flight_check_in (flight_id, last_sequence)
      select flight_id, max(sequence) from seat_assignments group by flight_id
      on conflict (flight_id) do update set last_sequence = excluded.last_sequence`,
  );
  // Seats add up on every flight: capacity = held + ticketed + left (a flight sold past 180 seats is a bigger plane).
  await step(
    'seats counted',
    sql`update flights f set seat_capacity = greatest(f.seat_capacity, s.sold), seats_left = greatest(f.seat_capacity, s.sold) - s.sold
      from (select l.flight_id, sum(b.travellers)::int as sold from booking_legs l join bookings b on b.id = l.booking_id
            where b.status in ('held', 'ticketed') group by l.flight_id) as s
      where f.id = s.flight_id`,
  );
  await restoreSetAside(db, log);
  // The planner's statistics before the recount reads every booking: without them it probes every paid payment for
  // each booking (minutes at 50,000 bookings, growing with the square of the history).
  await step('statistics', sql`analyze`);
  // Written around the order's transitions: the reports' kept figures are counted once from what was written.
  const started = performance.now();
  await recountFigures(db);
  log.info(`report figures counted (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  await dropWork();
  // After a bulk load: the planner's statistics, and the visibility map that lets the reports read indexes alone.
  const vacuumed = performance.now();
  await db.execute(sql`vacuum analyze`); // not in a transaction: vacuum refuses one
  log.info(`vacuum and statistics (${((performance.now() - vacuumed) / 1000).toFixed(1)} s)`);
}
