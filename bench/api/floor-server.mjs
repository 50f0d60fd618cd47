// The floor of `npm run bench`: a bare Fastify app doing only the database work of two product cases, so each
// case can be reported as a share of what the same machine, driver and database can do at all.
//   POST /floor/bookings  the hold's write: one statement inserting booking + legs + passengers + first event
//                         (the SQL of apps/server/src/bookings/bookings.repo.ts createHold), then the
//                         conditional seat update (lifecycle.repo.ts takeSeats), in one transaction.
//   GET  /floor/search    the one indexed leg query of apps/server/src/search/search.repo.ts, prepared, with
//                         the same query string as /api/show-search-flight-result and an answer of the same shape.
// No token, no validation, no limits, no mail: those are the product's own costs, which the ratio shows.
// Runs as its own process: FLOOR_DATABASE_URL (PostgreSQL, pool of FLOOR_POOL_SIZE like the product's
// DATABASE_POOL_SIZE) or FLOOR_PGLITE_DIR (a PGlite data folder of its own: a copy of the seeded database).
import { randomInt } from 'node:crypto';
import path from 'node:path';
import Fastify from 'fastify';
import { SEAT_CHECK_SQL } from './server.mjs';

const PNR_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const newPnr = () => Array.from({ length: 6 }, () => PNR_ALPHABET[randomInt(PNR_ALPHABET.length)]).join('');

/** `query(text, values, name?)` and `transaction(fn)` over pg or PGlite, as the product's two drivers do it. */
async function openDb() {
  if (process.env.FLOOR_DATABASE_URL) {
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({ connectionString: process.env.FLOOR_DATABASE_URL, max: Number(process.env.FLOOR_POOL_SIZE ?? 10) });
    const run = (client, text, values, name) => client.query(name ? { name, text, values } : { text, values });
    return {
      kind: 'postgres',
      query: (text, values, name) => run(pool, text, values, name),
      async transaction(fn) {
        const client = await pool.connect();
        try {
          await client.query('begin');
          const result = await fn((text, values, name) => run(client, text, values, name));
          await client.query('commit');
          return result;
        } catch (err) {
          await client.query('rollback').catch(() => {});
          throw err;
        } finally {
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  // The trigram indexes of the word searches need the extension loaded.
  const client = new PGlite(path.join(process.env.FLOOR_PGLITE_DIR, 'pgdata'), { extensions: { pg_trgm } });
  await client.waitReady;
  return {
    kind: 'pglite',
    query: (text, values) => client.query(text, values),
    transaction: (fn) => client.transaction((tx) => fn((text, values) => tx.query(text, values))),
    close: () => client.close(),
  };
}

class SoldOut extends Error {}

const db = await openDb();
const app = Fastify({ logger: false });

// Places and packages read once, as the product's catalogue cache holds them.
const places = new Map((await db.query('select id, name from locations')).rows.map((r) => [r.name.toLowerCase(), r]));
const packages = (await db.query('select id, name, tier, bag_weight, price, facility1, facility2 from packages order by created_at')).rows;
const packageList = packages.map((p) => ({ _id: p.id, packageName: p.name, bagWeight: p.bag_weight, packagePrice: p.price, facility1: p.facility1, facility2: p.facility2 }));
/** Flight prices by id, for the booking total (the product reads them per request before its transaction). */
const prices = new Map();

const LEG_SQL = `select "id", "plane_number", "flight_number", "departing_date", "departing_time", "arrival_date", "arrival_time",
  "seats_left", "departs_at", "silver_price", "gold_price", "platinum_price" from "flights"
  where ("flights"."from_id" = $1 and "flights"."to_id" = $2 and "flights"."departing_date" = $3 and "flights"."departs_at" > now())
  order by "flights"."departing_time" asc, "flights"."flight_number" asc`;

app.get('/floor/search', async (request) => {
  const q = request.query;
  const from = places.get(String(q.flightFromCurrentLocation).toLowerCase());
  const to = places.get(String(q.flightToDestinationLocation).toLowerCase());
  if (!from || !to) return { results: [] };
  const rows = (await db.query(LEG_SQL, [from.id, to.id, q.flightDepartingDate], 'floor_search_leg')).rows;
  const now = new Date();
  const results = rows
    .filter((f) => f.seats_left >= 1 && new Date(f.departs_at) > now)
    .map((f) => {
      const r = {
        _id: f.id,
        planeNumber: f.plane_number,
        flightNumber: f.flight_number,
        flightFromCurrentLocation: from.name,
        flightToDestinationLocation: to.name,
        flightDepartingDate: f.departing_date,
        flightDepartingTime: f.departing_time,
        flightArrivalDate: f.arrival_date,
        flightArrivalTime: f.arrival_time,
        seatsLeft: f.seats_left,
        packageList,
      };
      for (const p of packages) r[p.name] = f[`${p.tier}_price`];
      return r;
    });
  return { results };
});

const HOLD_SQL = `with b as (
    insert into bookings (pnr, user_id, travellers, total, idempotency_key, status, pay_by)
    values ($1, $2, $3, $4, null, 'held', now() + make_interval(secs => $5))
    returning id, pnr, created_at, pay_by
  ), legs as (
    insert into booking_legs (booking_id, leg_index, flight_id, package_id, package_name, package_price)
    select b.id, x.i - 1, x.flight, x.package, x.name, x.price
    from b, unnest($6::uuid[], $7::uuid[], $8::text[], $9::int[]) with ordinality as x(flight, package, name, price, i)
  ), people as (
    insert into booking_passengers (booking_id, passenger_index, name)
    select b.id, x.i - 1, x.name from b, unnest($10::text[]) with ordinality as x(name, i)
  ), event as (
    insert into booking_events (booking_id, from_status, to_status, reason) select b.id, null, 'held', 'Booked; seats held until payment.' from b
  )
  select b.id, b.pnr, b.created_at, b.pay_by from b`;
const SEATS_SQL = 'update "flights" set "seats_left" = "flights"."seats_left" - $1 where ("flights"."id" = $2 and "flights"."seats_left" >= $3 and "flights"."departs_at" > now()) returning "id"';

app.post('/floor/bookings', async (request, reply) => {
  const { userId, legs, passengers } = request.body;
  const names = passengers.map((p) => p.name);
  const n = names.length;
  const priced = legs.map((l) => {
    const pkg = packages.find((p) => p.id === l.packageId);
    return { ...l, name: pkg.name, price: prices.get(l.flightId)?.[pkg.tier] ?? 0 };
  });
  const total = priced.reduce((s, l) => s + l.price, 0) * n;
  // A new PNR that is already taken fails the insert (unique); the product draws another, and so does the floor.
  for (let attempt = 1; ; attempt++) {
    try {
      return await holdOnce(reply, userId, priced, names, total);
    } catch (err) {
      if (attempt < 3 && err?.code === '23505' && String(err.constraint ?? err.message).includes('pnr')) continue;
      throw err;
    }
  }
});

async function holdOnce(reply, userId, priced, names, total) {
  const n = names.length;
  try {
    const row = await db.transaction(async (q) => {
      const written = await q(HOLD_SQL, [
        newPnr(),
        userId,
        n,
        total,
        1200,
        priced.map((l) => l.flightId),
        priced.map((l) => l.packageId),
        priced.map((l) => l.name),
        priced.map((l) => l.price),
        names,
      ], 'floor_hold');
      for (const flightId of priced.map((l) => l.flightId).sort()) {
        const taken = await q(SEATS_SQL, [n, flightId, n], 'floor_take_seats');
        if (taken.rows.length === 0) throw new SoldOut();
      }
      return written.rows[0];
    });
    return reply.status(201).send({ data: { _id: row.id, pnr: row.pnr, status: 'held', payBy: new Date(row.pay_by).toISOString(), total } });
  } catch (err) {
    if (err instanceof SoldOut) return reply.status(409).send({ message: 'Sold out.' });
    throw err;
  }
}

/** The floor's own flights (a route of its own, 20 days out) and users, made with SQL. */
app.post('/floor/fixture', async (request) => {
  const { flights, seats, users } = request.body;
  const stamp = Date.now().toString(36);
  const [a, b] = (
    await db.query(
      `insert into locations (kind, name, tickit_price) values ('domestic', $1, 1), ('domestic', $2, 1) returning id`,
      [`Floor A ${stamp}`, `Floor B ${stamp}`],
    )
  ).rows;
  const made = await db.query(
    `insert into flights (plane_number, flight_number, from_id, to_id, platinum_price, gold_price, silver_price, departing_date, departing_time,
                          arrival_date, arrival_time, departs_at, seat_capacity, seats_left)
     select 'S2-FLR', 'FL' || i || $3, $1, $2, 3000, 2000, 1000, (now() + interval '20 days')::date, '10:00', (now() + interval '20 days')::date, '11:00',
            now() + interval '20 days', $4, $4
     from generate_series(1, $5) as i returning id, silver_price, gold_price, platinum_price`,
    [a.id, b.id, stamp.slice(-4), seats, flights],
  );
  for (const f of made.rows) prices.set(f.id, { silver: f.silver_price, gold: f.gold_price, platinum: f.platinum_price });
  const hash = (await db.query(`select password_hash from users order by created_at limit 1`)).rows[0].password_hash;
  const userIds = (
    await db.query(
      `insert into users (name, email, password_hash) select 'Floor ' || i, 'floor-' || $1 || '-' || i || '@example.com', $2 from generate_series(1, $3) as i returning id`,
      [stamp, hash, users],
    )
  ).rows.map((r) => r.id);
  return { flightIds: made.rows.map((r) => r.id), packageId: packages.find((p) => p.tier === 'silver').id, userIds, capacity: flights * seats };
});

/** Per flight: capacity, seats left, and the seats of held and ticketed bookings on it. */
app.post('/floor/check', async (request) => {
  const rows = (await db.query(SEAT_CHECK_SQL, [request.body.flightIds])).rows;
  return { flights: rows };
});

app.get('/floor/health', async () => ({ status: 'ok', database: db.kind }));

await app.listen({ port: Number(process.env.PORT ?? 0), host: process.env.HOST ?? '127.0.0.1' });
const stop = async () => {
  await app.close();
  await db.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
