import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openTestDatabase } from '../testing/test-database.js';
import type { Database } from '../db/open.js';
import { UNTRUSTED_PROXY_WARNING } from './forwarded.js';

/** Behind a reverse proxy that is not trusted, every per-address limit would count the proxy as one client: said once. */
let database: Database;
let app: FastifyInstance | undefined;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterEach(async () => {
  await app?.close();
  app = undefined;
});
afterAll(() => database?.close());

/** The app with `env`, its warnings collected as log lines. */
async function appWithLog(env: Record<string, string>) {
  const lines: { level: number; msg: string }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as { level: number; msg: string });
      done();
    },
  });
  const config = loadConfig({ DATA_DIR: path.join(os.tmpdir(), `tarmac-test-${randomUUID()}`), ...env });
  const built = await buildApp({ config, database, jwtSecret: 'test-secret-that-is-long-enough-0123456789', logger: { level: 'warn', stream } });
  await built.ready();
  app = built;
  return { app: built, warnings: () => lines.filter((l) => l.msg === UNTRUSTED_PROXY_WARNING) };
}

describe('requests through a proxy that is not trusted', () => {
  it('are logged once as a warning naming TRUST_PROXY when TRUST_PROXY is unset', async () => {
    const { app, warnings } = await appWithLog({});
    await app.inject({ url: '/api/health' });
    expect(warnings()).toHaveLength(0);
    for (let i = 0; i < 3; i++) await app.inject({ url: '/api/health', headers: { 'x-forwarded-for': `198.51.100.${i}` } });
    expect(warnings()).toHaveLength(1);
    expect(warnings()[0]!.msg).toMatch(/TRUST_PROXY/);
  });

  it('are not warned of when TRUST_PROXY is set', async () => {
    const { app, warnings } = await appWithLog({ TRUST_PROXY: 'true' });
    const res = await app.inject({ url: '/api/health', headers: { 'x-forwarded-for': '198.51.100.7' } });
    expect(res.statusCode).toBe(200);
    expect(warnings()).toHaveLength(0);
  });
});
