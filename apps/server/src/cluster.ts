import cluster, { type Worker } from 'node:cluster';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig, workersSetting } from './config.js';
import { sessionSecret } from './secret.js';
import { bcbpSigningKey } from './checkin/bcbp-signature.js';

/**
 * `npm run start:cluster`: one primary process that forks WORKERS copies of the normal server (main.ts),
 * all listening on the same port, restarts a worker that dies, and stops them all gracefully on SIGTERM.
 */

const levels = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60, silent: Infinity } as const;
let logLevel: number = levels.info;

/** One JSON line, shaped like the workers' own log lines (LOG_LEVEL applies), so one log pipeline reads both. */
function log(level: 'info' | 'warn' | 'error', msg: string) {
  if (levels[level] < logLevel) return;
  const line = JSON.stringify({ level: { info: 30, warn: 40, error: 50 }[level], time: Date.now(), pid: process.pid, hostname: os.hostname(), name: 'cluster', msg });
  (level === 'info' ? process.stdout : process.stderr).write(`${line}\n`);
}

function fail(message: string): never {
  console.error(`Tarmac cannot start: ${message}`);
  process.exit(1);
}

/** WORKERS (read by config.ts with every other setting): the number of workers, or one per core when unset. */
function workerCount(): number {
  const raw = workersSetting();
  if (!raw) return os.availableParallelism();
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 256) fail('Invalid configuration: WORKERS must be a whole number from 1 to 256.');
  return n;
}

function startPrimary() {
  const config = (() => {
    try {
      return loadConfig();
    } catch (err) {
      return fail(err instanceof ConfigError ? err.message : String(err));
    }
  })();
  logLevel = levels[config.logLevel];
  if (!config.databaseUrl) {
    fail('several worker processes need a PostgreSQL server (the embedded database belongs to one process), so set DATABASE_URL, or use "npm start" for a single process.');
  }
  // Made once here, before any worker reads it, so workers racing on a first start cannot disagree.
  sessionSecret(config.jwtSecret, config.dataDir);
  bcbpSigningKey(config.bcbpSigningKey, config.dataDir);
  if (!config.redisUrl) log('warn', 'REDIS_URL is not set: each worker counts rate limits on its own, so the effective limits are WORKERS times the configured ones.');

  const count = workerCount();
  // The workers run the ordinary entry point beside this file: src/main.ts under tsx, dist/main.js when built.
  const here = fileURLToPath(import.meta.url);
  cluster.setupPrimary({ exec: fileURLToPath(new URL(here.endsWith('.ts') ? './main.ts' : './main.js', import.meta.url)) });

  let stopping = false;
  let failedStarts = 0;
  const listening = new WeakSet<Worker>();

  const fork = () => {
    const worker = cluster.fork();
    worker.on('listening', () => {
      listening.add(worker);
      failedStarts = 0;
    });
  };

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    const how = signal ? `signal ${signal}` : `code ${code}`;
    if (listening.has(worker)) {
      log('error', `worker ${worker.process.pid} died (${how}); starting another`);
      fork();
      return;
    }
    // A worker that cannot even start (database unreachable, bad migration) would fail again at once.
    if (++failedStarts >= 3) {
      log('error', `workers failed to start ${failedStarts} times in a row (last: ${how}); stopping (see the error above)`);
      void stop(1);
      return;
    }
    log('error', `worker ${worker.process.pid} exited during start-up (${how}); trying again in 1 s`);
    setTimeout(() => !stopping && fork(), 1000); // not unref'd: it may be all that keeps the primary alive
  });

  const stop = async (exitCode: number) => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w && !w.isDead());
    log('info', `stopping ${workers.length} workers: they finish the requests in flight, then exit`);
    let clean = true;
    const exits = workers.map(
      (w) =>
        new Promise<void>((resolve) => {
          w.process.once('exit', (code) => {
            if (code !== 0) clean = false;
            resolve();
          });
          w.process.kill('SIGTERM');
        }),
    );
    // Each worker forces itself out after 15 s; this is the backstop for one that hangs harder.
    const force = setTimeout(() => {
      log('error', 'workers did not stop within 20 s; killing them');
      for (const w of workers) if (!w.isDead()) w.process.kill('SIGKILL');
    }, 20_000).unref();
    await Promise.all(exits);
    clearTimeout(force);
    process.exit(clean ? exitCode : 1);
  };
  process.on('SIGTERM', () => void stop(0));
  process.on('SIGINT', () => void stop(0));

  log('info', `starting ${count} workers`);
  for (let i = 0; i < count; i++) fork();
}

startPrimary();
