import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { openDatabase, type Database } from '../db/open.js';

/**
 * Where the server tests' global setup (./global-setup.ts) left an empty migrated embedded database, dumped once for
 * the whole run: opening a copy of it takes under a second, where a new cluster and its migrations take 3–5 s.
 */
export const SNAPSHOT_ENV = 'TARMAC_TEST_PGLITE_SNAPSHOT';

let snapshot: Blob | undefined;

/**
 * A fresh, empty, migrated database for one test file: in-memory PGlite by default (a copy of the run's migrated
 * snapshot when there is one), or a new database on the PostgreSQL server named by DATABASE_URL (dropped again by
 * `close`).
 */
export async function openTestDatabase(): Promise<Database> {
  if (!process.env.DATABASE_URL) {
    const file = process.env[SNAPSHOT_ENV];
    if (file && !snapshot) snapshot = new Blob([fs.readFileSync(file)]);
    return openDatabase({ memory: true, from: snapshot });
  }
  const created = await createPostgresDatabase(process.env.DATABASE_URL);
  const database = await openDatabase({ databaseUrl: created.url, poolSize: 5 });
  return {
    ...database,
    async close() {
      await database.close();
      await created.drop();
    },
  };
}

/** A new, empty database on the server of `serverUrl`, for one test file; `drop` removes it. */
export async function createPostgresDatabase(serverUrl: string) {
  const name = `tarmac_test_${randomBytes(6).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}
