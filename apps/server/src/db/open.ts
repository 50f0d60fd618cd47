import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema.js';
import { lockDataDir } from './lock.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Answers when the database can run a query. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Beside this file in the source tree; copied beside main.js by the build. */
const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export type OpenOptions =
  | { databaseUrl: string; poolSize?: number }
  | { dataDir: string }
  /** An in-memory embedded database (tests). */
  | { memory: true };

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if ('databaseUrl' in options) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  let release = () => {};
  let client: PGlite;
  if ('dataDir' in options) {
    release = lockDataDir(options.dataDir);
    client = new PGlite(path.join(options.dataDir, 'pgdata'));
  } else {
    client = new PGlite();
  }
  try {
    await client.waitReady;
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder });
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      ping: async () => void (await client.query('select 1')),
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (err) {
    await client.close().catch(() => {});
    release();
    throw err;
  }
}

async function openPostgres(connectionString: string, max: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max });
  // An idle client that loses its server must not crash the process; the next query reports it.
  pool.on('error', () => {});
  try {
    const conn = await pool.connect();
    try {
      // Several app processes may start together: one migrates, the others wait.
      await conn.query('select pg_advisory_lock(72616)');
      await migratePg(drizzlePg({ client: conn, schema }), { migrationsFolder });
    } finally {
      await conn.query('select pg_advisory_unlock(72616)').catch(() => {});
      conn.release();
    }
  } catch (err) {
    await pool.end().catch(() => {});
    throw err;
  }
  const db = drizzlePg({ client: pool, schema });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    ping: async () => void (await pool.query('select 1')),
    close: () => pool.end(),
  };
}
