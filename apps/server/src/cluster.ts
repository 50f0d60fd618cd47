import cluster, { type Worker } from 'node:cluster';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { ConfigError, jobWorkersSetting, loadConfig, workersSetting } from './config.js';
import { sessionSecret } from './secret.js';
import { bcbpSigningKey } from './checkin/bcbp-signature.js';

/**
 * `npm run start:cluster`: one primary process that forks WORKERS copies of the normal server (main.ts),
 * all listening on the same port, and JOB_WORKERS job workers (`main.ts --worker`); restarts any that dies, with
 * backoff while they keep failing, and stops them all gracefully on SIGTERM.
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

/** JOB_WORKERS: job workers forked beside the web processes (none when unset). */
function jobWorkerCount(): number {
  const raw = jobWorkersSetting();
  if (!raw) return 0;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0 || n > 64) fail('Invalid configuration: JOB_WORKERS must be a whole number from 0 to 64.');
  return n;
}

/** The wait before starting a process again after `failures` failures in a row: 1 s, doubling, at most 30 s. */
const restartDelayMs = (failures: number) => Math.min(30_000, 1000 * 2 ** Math.max(0, failures - 1));

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
  const jobWorkers = jobWorkerCount();
  // The workers run the ordinary entry point beside this file: src/main.ts under tsx, dist/main.js when built.
  const here = fileURLToPath(import.meta.url);
  const exec = fileURLToPath(new URL(here.endsWith('.ts') ? './main.ts' : './main.js', import.meta.url));

  let stopping = false;
  /** Starts that failed in a row, per kind of process (a process that exits before it is up, or dies soon after). */
  const failures = { web: 0, job: 0 };
  /** Whether any process ever came up: until one has, failing starts mean a bad setting, and the cluster gives up. */
  let everUp = false;
  const upSince = new WeakMap<Worker, number>();
  const roles = new WeakMap<Worker, Role>();
  type Role = 'web' | 'job';

  const fork = (role: Role) => {
    // A job worker serves nothing and works the jobs; RUN_JOBS=false on the cluster is for the web processes.
    cluster.setupPrimary({ exec, args: role === 'job' ? ['--worker'] : [] });
    const worker = cluster.fork(role === 'job' ? { RUN_JOBS: 'true' } : {});
    roles.set(worker, role);
    const up = () => {
      if (upSince.has(worker)) return;
      upSince.set(worker, Date.now());
      everUp = true;
      failures[role] = 0;
    };
    worker.on('listening', up);
    // A job worker listens on nothing: it says when it runs the jobs.
    worker.on('message', (m: unknown) => m === 'tarmac:up' && up());
  };

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    const how = signal ? `signal ${signal}` : `code ${code}`;
    const role = roles.get(worker) ?? 'web';
    const name = role === 'job' ? 'job worker' : 'worker';
    const since = upSince.get(worker);
    // One that had been up for a while is replaced at once; one that died soon after coming up (a crash loop) counts
    // as a failed start, and is replaced after the backoff.
    if (since !== undefined && Date.now() - since > 10_000) {
      log('error', `${name} ${worker.process.pid} died (${how}); starting another`);
      fork(role);
      return;
    }
    const failed = ++failures[role];
    // A process that cannot even start (bad setting, bad migration) before any ever did would fail again at once.
    if (!everUp && failed >= 3) {
      log('error', `workers failed to start ${failed} times in a row (last: ${how}); stopping (see the error above)`);
      void stop(1);
      return;
    }
    // Once the cluster has served, it keeps trying (the database may be down for a while), ever less often.
    const delay = restartDelayMs(failed);
    if (since !== undefined) log('error', `${name} ${worker.process.pid} died (${how}); starting another in ${delay / 1000} s`);
    else log('error', `${name} ${worker.process.pid} exited during start-up (${how}); trying again in ${delay / 1000} s`);
    setTimeout(() => !stopping && fork(role), delay); // not unref'd: it may be all that keeps the primary alive
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

  log('info', `starting ${count} workers${jobWorkers ? ` and ${jobWorkers} job workers` : ''}`);
  for (let i = 0; i < count; i++) fork('web');
  for (let i = 0; i < jobWorkers; i++) fork('job');
}

startPrimary();
