import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../db/open.js';
import { SNAPSHOT_ENV } from './test-database.js';

/**
 * The server tests' global setup: on the embedded database, migrates one empty in-memory database and dumps it to a
 * file that every test file's `openTestDatabase` opens a copy of (the test workers inherit the variable naming it).
 * On PostgreSQL (DATABASE_URL set) each file makes its own database as before: that takes well under a second.
 */
export default async function setup() {
  if (process.env.DATABASE_URL) return;
  const database = await openDatabase({ memory: true });
  const dump = await database.dumpDataDir!();
  await database.close();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tarmac-test-snapshot-'));
  const file = path.join(dir, 'pgdata.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  process.env[SNAPSHOT_ENV] = file;
  return () => {
    delete process.env[SNAPSHOT_ENV];
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
