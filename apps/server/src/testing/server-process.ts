import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { OpenOptions } from '../db/open.js';
import { createPostgresDatabase } from './test-database.js';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));
const running = new Set<ChildProcess>();

export interface ServerProcess {
  child: ChildProcess;
  /** The base URL once the server listens; rejects if it exits first. */
  ready: Promise<string>;
  exited: Promise<number | null>;
  output(): string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * Starts the real server entry point (src/main.ts) as its own process, as `npm start` would; `entry` may carry
 * arguments (`['src/main.ts', '--worker']`). A worker process is ready when it says it runs the jobs (URL '').
 */
export function startServerProcess(env: Record<string, string>, entry: string | string[] = 'src/main.ts'): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', ...[entry].flat()], {
    cwd: serverDir,
    // Every test process is called from one address, many times: the per-address limits and the share of a flight
    // that may wait for payment are lifted unless a test sets them.
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      SEED_DEMO: 'no',
      RATE_SIGNUP_PER_IP: '100000',
      HOLD_MAX_PER_IP: '0',
      HOLD_MAX_FLIGHT_PERCENT: '100',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
  const ready = new Promise<string>((resolve, reject) => {
    const check = () => {
      const url = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
      if (url && output.includes('Tarmac is serving')) resolve(url);
      if (output.includes('Tarmac worker is running')) resolve('');
    };
    child.stdout!.on('data', check);
    void exited.then(() => reject(new Error(`server exited: ${output}`)));
  });
  ready.catch(() => {}); // awaited only by callers that expect the server to come up
  return {
    child,
    ready,
    exited,
    output: () => output,
    stop: (signal = 'SIGTERM') => {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** Kills whatever a test left running. */
export function killServerProcesses() {
  for (const c of running) if (c.exitCode === null) c.kill('SIGKILL');
}

/** Where a crash test's server processes keep their data: a database of their own, and how to open it from the test. */
export interface CrashDatabase {
  env: Record<string, string>;
  open: OpenOptions;
  /** The embedded folder belongs to one process at a time: nothing else may write while a server runs on it. */
  embedded: boolean;
  cleanup: () => Promise<void>;
}

/**
 * A fresh database for a test of server processes that crash and restart, of the kind the suite runs on: a
 * PostgreSQL database when DATABASE_URL is set (`npm run test:db`), else an embedded folder (`npm test`). Each run
 * tests its own kind once, as every other test does, rather than the embedded kind again in the PostgreSQL run.
 */
export async function crashDatabase(prefix: string): Promise<CrashDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const db = await createPostgresDatabase(serverUrl);
    return { env: { DATABASE_URL: db.url }, open: { databaseUrl: db.url, poolSize: 2 }, embedded: false, cleanup: db.drop };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  return { env: { DATABASE_URL: '', DATA_DIR: dir }, open: { dataDir: dir }, embedded: true, cleanup: async () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** The kind of database `crashDatabase` gives in this run, for the tests' titles. */
export const crashDatabaseKind = process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite';
