import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import type { Database } from '../db/open.js';
import type { AppContext } from '../context.js';
import { hashPassword } from '../accounts/passwords.js';
import { users } from '../db/schema.js';
import { createMailer } from '../mail/mailer.js';
import { openTestDatabase } from './test-database.js';
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** The app's context: for tests that call domain logic directly. */
  ctx: AppContext;
  close(): Promise<void>;
}

/** The real app over a fresh database, for `inject` tests. */
export async function createTestApp(env: Record<string, string> = {}, openDb: () => Promise<Database> = openTestDatabase): Promise<TestApp> {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: path.join(os.tmpdir(), `tarmac-test-${randomUUID()}`),
    PUBLIC_URL: 'http://tarmac.test',
    RATE_SIGNIN_PER_IP: '1000',
    RATE_SIGNIN_PER_EMAIL: '1000',
    RATE_RESET_PER_IP: '1000',
    RATE_RESET_PER_EMAIL: '1000',
    RATE_SIGNUP_PER_IP: '1000',
    // Every test books from one address, many times on few flights: the limits against seat blocking are off
    // unless a test is about them (it sets them in `env`).
    HOLD_MAX_PER_IP: '0',
    HOLD_MAX_FLIGHT_PERCENT: '100',
    ...env,
  });
  const database = await openDb();
  const mailer = createMailer({ smtpUrl: config.smtpUrl, outboxDir: path.join(config.dataDir, 'outbox'), from: config.mailFrom, log: silentLog });
  let ctx: AppContext | undefined;
  const app = await buildApp({ config, database, jwtSecret: 'test-secret-that-is-long-enough-0123456789', mailer, onContext: (c) => (ctx = c) });
  await app.ready();
  return {
    app,
    database,
    config,
    ctx: ctx!,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

const noop = () => {};
const silentLog = { info: noop, error: noop, warn: noop, debug: noop, trace: noop, fatal: noop, child: () => silentLog, level: 'silent' } as never;

let counter = 0;
/** A unique e-mail address for one test. */
export const uniqueEmail = (prefix = 'user') => `${prefix}-${Date.now().toString(36)}-${++counter}@example.com`;

/** Creates a user straight in the database (any role) and signs in through the API. */
export async function createUser(t: TestApp, options: { role?: 'admin' | 'passenger' | 'agent'; name?: string; email?: string; password?: string; agencyId?: string } = {}) {
  const email = options.email ?? uniqueEmail(options.role ?? 'passenger');
  const password = options.password ?? 'correct horse battery';
  const [row] = await t.database.db
    .insert(users)
    .values({ name: options.name ?? 'Test User', email, role: options.role ?? 'passenger', passwordHash: await hashPassword(password), agencyId: options.agencyId ?? null })
    .returning();
  const res = await t.app.inject({ method: 'POST', url: '/api/signin', payload: { email, password } });
  const { token } = res.json() as { token: string };
  return { id: row!.id, email, password, token, auth: { authorization: `Bearer ${token}` } };
}

export const json = <T = Record<string, unknown>>(res: LightMyRequestResponse) => res.json() as T;
