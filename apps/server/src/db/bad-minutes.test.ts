import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { bookingBody } from '@tarmac/shared';
import { sayAnswer } from '../i18n/sentences.js';
import { sentence } from '@tarmac/shared';
import { bookFlights } from '../bookings/book.js';
import { cancelBooking } from '../bookings/cancel.js';
import { createTestApp, createUser, type TestApp } from '../testing/test-app.js';
import { makeFlight, makePackage } from '../testing/factories.js';
import { createPostgresDatabase } from '../testing/test-database.js';
import { databaseUnavailable } from './errors.js';
import { openDatabase, type Database } from './open.js';

/**
 * The database's bad minutes (issue 38): while the database cannot be reached every route answers 503 with
 * Retry-After and one sentence, and a write's answer is what its transaction committed, not a read after it.
 */

const postgresUrl = process.env.DATABASE_URL;

/** A fresh database this test may break (end its connections) and still clean up after. */
async function breakableDatabase(): Promise<Database> {
  if (!postgresUrl) return openDatabase({ memory: true });
  const created = await createPostgresDatabase(postgresUrl);
  const database = await openDatabase({ databaseUrl: created.url, poolSize: 4 });
  return {
    ...database,
    async close() {
      await database.close().catch(() => {});
      await created.drop();
    },
  };
}

/** Ends the database's connections now: on PostgreSQL the pool refuses every query from this moment on. */
function breakDatabase(database: Database) {
  const client = (database.db as unknown as { $client: { end?: () => Promise<void>; close?: () => Promise<void> } }).$client;
  void (client.end ?? client.close)!.call(client).catch(() => {});
}

let t: TestApp | undefined;
afterEach(async () => {
  await t?.app.close().catch(() => {});
  await t?.database.close().catch(() => {});
  t = undefined;
});

describe('the database unavailable', () => {
  it('answers 503 with Retry-After and one sentence, in English and in Bangla, on reads and writes; health stays ok', async () => {
    t = await createTestApp({}, breakableDatabase);
    const admin = await createUser(t, { role: 'admin' });
    breakDatabase(t.database);
    await new Promise((r) => setTimeout(r, 50));

    const calls = [
      { method: 'GET' as const, url: '/api/ready' },
      { method: 'GET' as const, url: '/api/bookings', headers: admin.auth },
      { method: 'POST' as const, url: '/api/signin', payload: { email: admin.email, password: admin.password } },
    ];
    for (const language of ['en', 'bn'] as const) {
      for (const call of calls) {
        const res = await t.app.inject({ ...call, headers: { ...call.headers, 'accept-language': language } });
        expect(res.statusCode, `${call.method} ${call.url}`).toBe(503);
        expect(res.headers['retry-after']).toBe('5');
        expect(res.json()).toEqual({ error: sayAnswer(language, sentence('http.unavailable')) });
      }
    }
    expect(sayAnswer('bn', sentence('http.unavailable'))).not.toBe(sayAnswer('en', sentence('http.unavailable')));
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
  }, 90_000);

  it('answers a cancellation from its own transaction: the database gone right after the commit does not make it fail', async () => {
    t = await createTestApp({}, breakableDatabase);
    const admin = await createUser(t, { role: 'admin' });
    const passenger = { ...(await createUser(t)), role: 'passenger' as const };
    const silver = await makePackage(t, admin.auth, 'silver');
    const flight = await makeFlight(t, admin.auth, { seatCapacity: 5 });
    const held = await bookFlights(t.ctx, passenger, bookingBody.parse({ legs: [{ flightId: flight._id, packageId: silver._id }], passengers: [{ name: 'Ann' }] }), null);
    // Right after the commit (when the seats are announced), every connection ends: a read after the commit fails.
    const database = t.database;
    const ctx = { ...t.ctx, legCache: { ...t.ctx.legCache, clear: () => breakDatabase(database) } } as typeof t.ctx;
    const answer = await cancelBooking(ctx, passenger, held.pnr);
    expect(answer).toMatchObject({ pnr: held.pnr, status: 'cancelled' });
  }, 90_000);
});

describe.skipIf(!postgresUrl)('what a database failure means for a write', () => {
  it('a hold whose connection the server ended mid-way answers 503: it may have happened, Manage booking shows it', async () => {
    t = await createTestApp({}, breakableDatabase);
    const admin = await createUser(t, { role: 'admin' });
    const passenger = await createUser(t);
    const silver = await makePackage(t, admin.auth, 'silver');
    const flight = await makeFlight(t, admin.auth, { seatCapacity: 5 });
    // Writing a booking takes a while (a real trigger sleeps), and PostgreSQL ends the connection meanwhile.
    await t.database.executeSql(`create or replace function test_slow_booking() returns trigger language plpgsql as $$ begin perform pg_sleep(3); return new; end $$`);
    await t.database.executeSql(`create trigger test_slow_booking before insert on bookings for each row execute function test_slow_booking()`);
    const endSleepers = async () => {
      for (let i = 0; i < 50; i++) {
        await new Promise((r) => setTimeout(r, 100));
        const { rows } = await t!.database.executeSql(`select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = current_database() and wait_event = 'PgSleep'`);
        if (rows.length) return;
      }
    };
    for (const language of ['en', 'bn'] as const) {
      const [res] = await Promise.all([
        t.app.inject({
          method: 'POST',
          url: '/api/bookings',
          headers: { ...passenger.auth, 'accept-language': language },
          payload: { legs: [{ flightId: flight._id, packageId: silver._id }], passengers: [{ name: 'Ann' }] },
        }),
        endSleepers(),
      ]);
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({ error: sayAnswer(language, sentence('http.outcomeUnknown')) });
    }
  }, 60_000);

  it('a refused connection changed nothing; a connection ended by the server mid-way may have', async () => {
    const refused = await new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:1/nothing' }).connect().catch((e: unknown) => e);
    expect(databaseUnavailable(refused)).toBe('refused');

    const victim = new pg.Client({ connectionString: postgresUrl });
    victim.on('error', () => {});
    await victim.connect();
    const { rows } = await victim.query<{ pid: number }>('select pg_backend_pid() as pid');
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    try {
      const running = victim.query('select pg_sleep(10)').catch((e: unknown) => e);
      await new Promise((r) => setTimeout(r, 200));
      await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
      expect(databaseUnavailable(await running)).toBe('lost');
    } finally {
      await admin.end();
      await victim.end().catch(() => {});
    }
    expect(databaseUnavailable(new Error('duplicate key'))).toBeUndefined();
  });
});
