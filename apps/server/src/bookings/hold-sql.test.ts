import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type OpenOptions } from '../db/open.js';
import { createPostgresDatabase } from '../testing/test-database.js';
import { holdFunctionSql } from './hold-sql.js';

/**
 * The hold's SQL has one source, bookings/sql/hold.sql: every start-up creates the function from it after the
 * migrations, and no other form of it is left in the database. Opened from a folder (or a PostgreSQL database) so
 * that the test can start the database twice.
 */
let options: OpenOptions;
let cleanUp: () => Promise<void> | void;

beforeAll(async () => {
  if (process.env.DATABASE_URL) {
    const created = await createPostgresDatabase(process.env.DATABASE_URL);
    options = { databaseUrl: created.url, poolSize: 2 };
    cleanUp = created.drop;
  } else {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tarmac-hold-sql-'));
    options = { dataDir };
    cleanUp = () => fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
afterAll(() => cleanUp?.());

const holdFunctions = async (database: Database) =>
  (
    await database.executeSql(
      `select pg_get_function_identity_arguments(p.oid) as args, p.prosrc as body
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where p.proname = 'tarmac_hold' and n.nspname = current_schema()`,
    )
  ).rows as { args: string; body: string }[];

/** The function's body as the file writes it: between `AS $$` and the closing `$$;`. */
const fileBody = () => /\bAS \$\$([\s\S]*)\$\$;\s*$/.exec(holdFunctionSql())?.[1];

describe('the hold function', () => {
  it('is the text of bookings/sql/hold.sql, takes one jsonb argument, and is the only one of its name', async () => {
    const database = await openDatabase(options);
    try {
      expect(fileBody()).toContain('INSERT INTO bookings');
      expect(await holdFunctions(database)).toEqual([{ args: 'p jsonb', body: fileBody() }]);
    } finally {
      await database.close();
    }
  });

  it('is put back from the file at the next start-up when the database holds another text of it', async () => {
    const first = await openDatabase(options);
    try {
      await first.executeSql(holdFunctionSql().replace("'Booked; seats held until payment.');", "'An older hold.');"));
      expect((await holdFunctions(first))[0]!.body).toContain('An older hold.');
    } finally {
      await first.close();
    }
    const again = await openDatabase(options);
    try {
      expect(await holdFunctions(again)).toEqual([{ args: 'p jsonb', body: fileBody() }]);
    } finally {
      await again.close();
    }
  });
});
