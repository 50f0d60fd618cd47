import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { loadConfig } from './config.js';
import { killServerProcesses, startServerProcess } from './testing/server-process.js';
import { createPostgresDatabase } from './testing/test-database.js';

afterEach(killServerProcesses);

// The embedded database's processes: run by `npm test`, not again by the PostgreSQL run (`npm run test:db`).
describe.skipIf(Boolean(process.env.DATABASE_URL))('the server process', () => {
  it('refuses a second process on the same embedded data folder, and stops cleanly on SIGTERM', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tarmac-lock-'));
    const first = startServerProcess({ DATABASE_URL: '', DATA_DIR: dataDir });
    const url = await first.ready;
    expect((await fetch(`${url}/api/ready`)).status).toBe(200);

    const second = startServerProcess({ DATABASE_URL: '', DATA_DIR: dataDir });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('already in use by another Tarmac process');
    expect(second.output()).toContain('DATABASE_URL');

    expect(await first.stop('SIGTERM')).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'tarmac.lock'))).toBe(false);
    // The secret generated on first start is kept for the next.
    expect(fs.readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8').length).toBeGreaterThanOrEqual(32);
  }, 60_000);

  it('stops at start-up with a sentence naming a bad setting', async () => {
    const bad = startServerProcess({ DATABASE_URL: '', PORT: 'seventy' });
    expect(await bad.exited).toBe(1);
    expect(bad.output()).toMatch(/Tarmac cannot start: Invalid configuration: PORT/);
  }, 30_000);

  it('refuses a worker process on the embedded database, saying why', async () => {
    const worker = startServerProcess({ DATABASE_URL: '' }, ['src/main.ts', '--worker']);
    expect(await worker.exited).toBe(1);
    expect(worker.output()).toContain('Tarmac cannot start: a worker process needs DATABASE_URL');
  }, 30_000);
});

const postgresUrl = process.env.DATABASE_URL;

describe.skipIf(!postgresUrl)('the connection budget', () => {
  it('warns at start when connected to PostgreSQL as a superuser, and not as the ordinary role the README shows', async () => {
    const db = await createPostgresDatabase(postgresUrl!);
    const role = `tarmac_role_${randomBytes(4).toString('hex')}`;
    const sql = async (url: string, statement: string) => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      try {
        await c.query(statement);
      } finally {
        await c.end();
      }
    };
    const name = new URL(db.url).pathname.slice(1);
    try {
      await sql(postgresUrl!, `create role ${role} login`);
      await sql(postgresUrl!, `alter database ${name} owner to ${role}`);
      await sql(db.url, `alter schema public owner to ${role}`);
      const warning = 'Connected to PostgreSQL as a superuser';

      // The role first: it migrates, so it owns what it made (as it would in production).
      const ordinary = new URL(db.url);
      ordinary.username = role;
      ordinary.password = '';
      const asRole = startServerProcess({ DATABASE_URL: ordinary.toString() });
      await asRole.ready;
      expect(asRole.output()).not.toContain(warning);
      await asRole.stop('SIGTERM');

      const asSuperuser = startServerProcess({ DATABASE_URL: db.url });
      await asSuperuser.ready;
      expect(asSuperuser.output()).toContain(warning);
      await asSuperuser.stop('SIGTERM');
    } finally {
      killServerProcesses();
      await db.drop();
      await sql(postgresUrl!, `drop role if exists ${role}`);
    }
  }, 120_000);
});

describe('configuration', () => {
  it('names each bad variable', () => {
    expect(() => loadConfig({ SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET must be at least 32 characters/);
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@b.co' })).toThrow(/ADMIN_EMAIL and ADMIN_PASSWORD must be set together/);
    expect(() => loadConfig({ CORS_ORIGINS: 'nope' })).toThrow(/CORS_ORIGINS/);
    expect(() => loadConfig({ SEARCH_CACHE_MS: '-1' })).toThrow(/SEARCH_CACHE_MS must be 0 or more/);
    expect(loadConfig({ SEARCH_CACHE_MS: '0' }).searchCacheMs).toBe(0);
    expect(() => loadConfig({ RUN_JOBS: 'no' })).toThrow(/RUN_JOBS must be true or false/);
    expect(() => loadConfig({ RUN_JOBS: 'false' })).toThrow(/RUN_JOBS=false needs DATABASE_URL/);
    expect(loadConfig({ RUN_JOBS: 'false', DATABASE_URL: 'postgres://db/tarmac' }).runJobs).toBe(false);
  });

  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.runJobs).toBe(true);
  });
});
