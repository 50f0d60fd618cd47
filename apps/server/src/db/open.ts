import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema.js';
import { lockDataDir } from './lock.js';
import { routines } from './routines.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Answers when the database can run a query. */
  ping(): Promise<void>;
  /** Tells every app process on this database (this one included) that the catalogue changed. */
  announceCatalogChange(): Promise<void>;
  /** Runs `listener` whenever any process announces a catalogue change. */
  onCatalogChange(listener: () => void): void;
  /**
   * Tells the other app processes on this database that seats or flights changed (call it after the change
   * commits). Several calls close together make one notice, sent within a few milliseconds; it is not awaited.
   */
  announceSeatChange(): void;
  /**
   * Runs `listener(true)` whenever another process announces a seat change and when notices start to arrive;
   * `listener(false)` when they stop (the connection that receives them is lost). The embedded database has one
   * process, so there it never runs.
   */
  onSeatChange(listener: (listening: boolean) => void): void;
  /**
   * Raw SQL outside any transaction of ours, for infrastructure that brings its own SQL (the job queue,
   * pg-boss). With `values`: one statement. Without: one statement, or a script that opens with `BEGIN;`
   * and ends with `COMMIT;`, run on one connection and rolled back if any statement fails.
   * Repositories use `db`.
   */
  executeSql(text: string, values?: unknown[]): Promise<SqlResult>;
  close(): Promise<void>;
  /** The embedded database only: its whole data directory as one archive, to open a copy with `{ memory: true, from }`. */
  dumpDataDir?(): Promise<Blob>;
}

export interface SqlResult {
  rows: Record<string, unknown>[];
}

/** A script of several statements in a transaction of its own (pg-boss's installs and maintenance). */
const isScript = (text: string) => /^\s*begin\s*;/i.test(text);

/** Beside this file in the source tree; copied beside main.js by the build. */
const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export type OpenOptions =
  | { databaseUrl: string; poolSize?: number }
  | { dataDir: string }
  /**
   * An in-memory embedded database (tests); `from`: a data directory dumped by `Database.dumpDataDir` to start from
   * instead of an empty cluster (migrations and routines then still run, and find nothing or little to do).
   */
  | { memory: true; from?: Blob };

/** Word search runs on trigram indexes (pg_trgm) in both databases; the embedded one loads the extension it ships. */
const extensions = { pg_trgm };

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if ('databaseUrl' in options) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  let release = () => {};
  let client: PGlite;
  if ('dataDir' in options) {
    release = lockDataDir(options.dataDir);
    client = new PGlite(path.join(options.dataDir, 'pgdata'), { extensions });
  } else {
    client = new PGlite({ extensions, loadDataDir: options.from });
  }
  try {
    await client.waitReady;
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder });
    for (const text of routines()) await client.exec(text);
    const listeners = new Set<() => void>();
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      ping: async () => void (await client.query('select 1')),
      // One process owns the embedded database, so telling this process is telling them all.
      announceCatalogChange: async () => listeners.forEach((l) => l()),
      onCatalogChange: (listener) => void listeners.add(listener),
      announceSeatChange: () => {},
      onSeatChange: () => {},
      executeSql: async (text, values) => {
        if (values?.length || !isScript(text)) return client.query<Record<string, unknown>>(text, values);
        // The extended protocol takes one statement, so a script goes through exec; inside PGlite's own
        // transaction, so no other query can run in between and a failure is rolled back (the script's
        // BEGIN and COMMIT only draw a warning there).
        const results = await client.transaction((tx) => tx.exec(text));
        return (results.at(-1) as SqlResult | undefined) ?? { rows: [] };
      },
      close: async () => {
        await client.close();
        release();
      },
      dumpDataDir: () => client.dumpDataDir('none'),
    };
  } catch (err) {
    await client.close().catch(() => {});
    release();
    throw err;
  }
}

async function openPostgres(connectionString: string, max: number): Promise<Database> {
  // A request waits at most 10 s for a connection (all in use, or a server that does not answer), then fails as
  // "unavailable" (503) instead of hanging.
  const pool = new pg.Pool({ connectionString, max, connectionTimeoutMillis: 10_000 });
  // An idle client that loses its server must not crash the process; the next query reports it.
  pool.on('error', () => {});
  // Nor one checked out between two statements (in a transaction) when PostgreSQL ends its connection (a restart:
  // 57P01): pg emits 'error' on it, which without a listener of its own would end the process. The failure reaches
  // the next query on it, and the pool drops it when it comes back.
  pool.on('connect', (client) => client.on('error', () => {}));
  try {
    const conn = await pool.connect();
    try {
      // Several app processes may start together: one migrates and writes the routines, the others wait.
      await conn.query('select pg_advisory_lock(72616)');
      await migratePg(drizzlePg({ client: conn, schema }), { migrationsFolder });
      for (const text of routines()) await conn.query(text);
    } finally {
      await conn.query('select pg_advisory_unlock(72616)').catch(() => {});
      conn.release();
    }
  } catch (err) {
    await pool.end().catch(() => {});
    throw err;
  }
  const db = drizzlePg({ client: pool, schema });
  const changes = changeChannels(connectionString);
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    ping: async () => void (await pool.query('select 1')),
    announceCatalogChange: async () => {
      changes.local();
      await pool.query(`notify ${CATALOG_CHANNEL}`);
    },
    onCatalogChange: changes.subscribe,
    announceSeatChange: coalesced(() => pool.query(`notify ${SEATS_CHANNEL}`)),
    onSeatChange: changes.subscribeSeats,
    executeSql: async (text, values) => {
      if (values?.length || !isScript(text)) return pool.query(text, values);
      const conn = await pool.connect();
      try {
        const results = (await conn.query(text)) as unknown as SqlResult | SqlResult[];
        return Array.isArray(results) ? (results.at(-1) ?? { rows: [] }) : results;
      } catch (err) {
        // A failed script leaves its transaction open; it is rolled back before the connection goes back to the pool.
        await conn.query('rollback').catch(() => {});
        throw err;
      } finally {
        conn.release();
      }
    },
    close: async () => {
      await changes.close();
      await pool.end();
    },
  };
}

const CATALOG_CHANNEL = 'tarmac_catalog';
const SEATS_CHANNEL = 'tarmac_seats';
/** How long a seat-change notice waits for more changes to go with it. */
const SEAT_NOTICE_DELAY_MS = 5;

/**
 * `send`, run at most once per SEAT_NOTICE_DELAY_MS however often the result is called, and always after the
 * last call: a call made while a notice is on its way gets a notice of its own. A failed notice is dropped (the
 * other processes' search caches keep rows only for seconds anyway).
 */
function coalesced(send: () => Promise<unknown>): () => void {
  let timer: NodeJS.Timeout | undefined;
  return () => {
    timer ??= setTimeout(() => {
      timer = undefined;
      send().catch(() => {});
    }, SEAT_NOTICE_DELAY_MS);
  };
}

/**
 * LISTEN on one dedicated connection so that a catalogue or seat change made by any process reaches this one's
 * caches. While the connection is down (and when it comes back) catalogue listeners are told too, since a
 * notification may have been missed; seat listeners hear that notices stopped, then that they arrive again.
 */
function changeChannels(connectionString: string) {
  const listeners = new Set<() => void>();
  const seatListeners = new Set<(listening: boolean) => void>();
  const tell = () => listeners.forEach((l) => l());
  const tellSeats = (listening: boolean) => seatListeners.forEach((l) => l(listening));
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = () => {
    if (closed) return;
    const c = new pg.Client({ connectionString });
    client = c;
    const lost = () => {
      if (client !== c) return;
      client = null;
      tell();
      tellSeats(false);
      c.end().catch(() => {});
      if (!closed) retry = setTimeout(connect, 1000);
    };
    c.on('error', lost);
    c.on('end', lost);
    c.on('notification', (n) => (n.channel === SEATS_CHANNEL ? tellSeats(true) : tell()));
    c.connect()
      .then(() => c.query(`listen ${CATALOG_CHANNEL}; listen ${SEATS_CHANNEL}`))
      .then(() => {
        tell();
        tellSeats(true);
      })
      .catch(lost);
  };
  connect();
  return {
    local: tell,
    subscribe: (listener: () => void) => void listeners.add(listener),
    subscribeSeats: (listener: (listening: boolean) => void) => void seatListeners.add(listener),
    close: async () => {
      closed = true;
      clearTimeout(retry);
      const c = client;
      client = null;
      await c?.end().catch(() => {});
    },
  };
}
