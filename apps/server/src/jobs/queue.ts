import PgBoss from 'pg-boss';
import { sql, type SQL } from 'drizzle-orm';
import type { Database, Db } from '../db/open.js';
import type { Logger } from '../lib/logger.js';

/**
 * The background job queue: pg-boss, in the app's own database (the embedded PGlite or PostgreSQL), so a
 * job sent in a request survives a crash and is worked by exactly one process at a time. Jobs hold no
 * business rules: each handler calls a function of its domain. A job may run again after a crash or a
 * timeout (at least once), so handlers must be safe to repeat.
 */
export interface Jobs {
  /** The handler of the jobs named `name` (before `start`). One job is handled at a time per process. */
  register<T extends object>(name: string, handler: JobHandler<T>, options?: QueueOptions): void;
  /**
   * Queues a job; answers its id, or null when the queue's policy refused a duplicate. Inside a
   * transaction, pass it as `tx` (the job then exists if and only if the transaction commits): a send
   * without `tx` awaited inside a transaction never ends on the embedded database, which runs one
   * transaction at a time.
   */
  send(name: string, data?: object, options?: SendOptions): Promise<string | null>;
  /** Runs `name` at start, then once every `seconds` across all processes (e.g. a once-a-minute sweep). */
  every(name: string, seconds: number): void;
  /** Runs `name` by a cron expression in UTC, once per occurrence across all processes. */
  schedule(name: string, cron: string, data?: object): void;
  /** Installs pg-boss's tables if needed, then starts the workers, schedules and timers. */
  start(log: Logger): Promise<void>;
  /** Takes no new jobs, waits for running handlers (up to `stopTimeoutMs`), and stops. */
  stop(): Promise<void>;
}

export type JobHandler<T extends object = object> = (data: T, job: { id: string; name: string }) => Promise<void>;

export interface QueueOptions {
  /**
   * `standard`: every job sent runs. `short`: at most one job waiting (per singletonKey), for kicks and
   * sweeps that would only repeat each other. `singleton`: at most one running at a time; `stately`: both.
   * On PostgreSQL a run cut off by a crash counts as running until it expires (`expireInSeconds`), so a
   * singleton or stately queue waits that long after a crash: keep their expiry short.
   */
  policy?: 'standard' | 'stately' | 'singleton' | 'short';
  /** Further runs after a failure (pg-boss's default is 2). */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** Doubles the delay on each retry (with jitter). */
  retryBackoff?: boolean;
  /** A run lasting longer counts as failed (and may be retried while it still runs): 15 minutes unless set. */
  expireInSeconds?: number;
}

export interface SendOptions {
  /** Not before this many seconds from now. */
  startAfterSeconds?: number;
  /** One job per `singletonSeconds` period (per key) across all processes; later ones are refused. */
  singletonSeconds?: number;
  singletonKey?: string;
  /** The caller's transaction: the job is written in it. The worker finds it at its next poll. */
  tx?: Db;
}

export interface OpenJobsOptions {
  /** How often an idle worker looks for jobs (a send in this process wakes it at once). Default 2. */
  pollingIntervalSeconds?: number;
  /** How often cron schedules are checked (default 30) and their due jobs queued (default 5). */
  cronMonitorIntervalSeconds?: number;
  cronWorkerIntervalSeconds?: number;
  /** How long `stop` waits for running handlers. Default 10 s, inside main.ts's 15 s shutdown limit. */
  stopTimeoutMs?: number;
  /**
   * False: this process only queues jobs (RUN_JOBS=false on a web process); other processes work them, keep the
   * schedules and the queue's maintenance. Default true.
   */
  work?: boolean;
}

const quiet: Logger = { info: () => {}, warn: () => {}, error: () => {} };

/** The queue of `database`; nothing runs until `start`. */
export function openJobs(database: Database, options: OpenJobsOptions = {}): Jobs {
  let log = quiet;
  let state: 'new' | 'starting' | 'started' | 'stopping' | 'stopped' = 'new';
  let starting: Promise<void> | undefined;
  let stopping: Promise<void> | undefined;
  const queues = new Map<string, { handler: JobHandler<object>; options: QueueOptions }>();
  const periodic = new Map<string, number>();
  const schedules = new Map<string, { cron: string; data: object }>();
  const workers = new Map<string, string>();
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<Promise<unknown>>();
  const inFlight = new Set<Promise<unknown>>();
  const polling = options.pollingIntervalSeconds ?? 2;
  const working = options.work ?? true;

  // pg-boss goes through the app's database: the PGlite client (there is no other way in) or the pool.
  const executeSql = (text: string, values?: unknown[]) => {
    // After the stop, pg-boss may still try to mark a job done that outlived the graceful wait. Failing that call
    // would be an unhandled rejection inside pg-boss; answering "nothing changed" leaves the job active, so it
    // expires and runs again on the next start (every handler is idempotent).
    if (state === 'stopped') return Promise.resolve({ rows: [] as unknown[] });
    const query = database.executeSql(text, values);
    const settle = () => void inFlight.delete(query);
    inFlight.add(query);
    query.then(settle, settle);
    return query;
  };
  const boss = new PgBoss({
    db: { executeSql },
    pollingIntervalSeconds: polling,
    // A job cut off by a killed process stays active until the maintenance finds it expired: every 30 s rather than
    // pg-boss's 2 minutes, so such a job is failed (and retried) soon after its expiry.
    maintenanceIntervalSeconds: 30,
    // A process that only queues jobs leaves the maintenance and the cron clock to the ones that work them.
    ...(working ? {} : { supervise: false, schedule: false }),
    ...defined({ cronMonitorIntervalSeconds: options.cronMonitorIntervalSeconds, cronWorkerIntervalSeconds: options.cronWorkerIntervalSeconds }),
  });
  // An 'error' event without a listener would end the process.
  boss.on('error', (err: Error) => log.error({ err }, 'job queue error'));

  const send = async (name: string, data: object = {}, o: SendOptions = {}) => {
    if (state === 'stopped') throw new Error('The job queue is stopped.');
    const tx = o.tx;
    const db = tx && { executeSql: async (text: string, values?: unknown[]) => (await tx.execute(boundSql(text, values))) as unknown as { rows: unknown[] } };
    const id = await boss.send(name, data, defined({ startAfter: o.startAfterSeconds, singletonKey: o.singletonKey, singletonSeconds: o.singletonSeconds, db }));
    // pg-boss workers poll; the one in this process need not wait for its next poll (unless the job is
    // not committed yet).
    const worker = workers.get(name);
    if (id && worker && !o.startAfterSeconds && !tx) boss.notifyWorker(worker);
    return id;
  };

  const work = async (name: string, handler: JobHandler<object>) => {
    const workerId: string = await boss.work<object>(name, { pollingIntervalSeconds: polling, batchSize: 1 }, async (batch) => {
      // A worker that found a job looks again at once rather than after its polling interval.
      if (batch.length) boss.notifyWorker(workerId);
      for (const job of batch) {
        const run = handler(job.data ?? {}, { id: job.id, name });
        running.add(run);
        try {
          await run;
        } catch (err) {
          log.error({ err, job: name, jobId: job.id }, 'job failed');
          throw err; // pg-boss records the failure and retries by the queue's policy
        } finally {
          running.delete(run);
        }
      }
    });
    workers.set(name, workerId);
  };

  const tick = (name: string, seconds: number) => {
    send(name, {}, { singletonSeconds: seconds }).catch((err: unknown) => log.error({ err, job: name }, 'periodic job could not be queued'));
  };

  /**
   * pg-boss installs its tables on start, but two processes installing at once on PostgreSQL can fail
   * (its advisory lock does not refresh the catalogue both read): install first, and once more on failure.
   */
  async function install() {
    for (let attempt = 1; ; attempt++) {
      try {
        if (!(await boss.isInstalled())) await executeSql(PgBoss.getConstructionPlans());
        return;
      } catch (err) {
        if (attempt === 3) throw err;
        await new Promise((r) => setTimeout(r, 200 * attempt));
      }
    }
  }

  /**
   * One process owns the embedded database, so a job still active when it starts was cut off by a crash:
   * it is failed now (and retried as its queue says) instead of blocking its queue until it expires.
   */
  async function failCutOffJobs() {
    const { rows } = await executeSql(`select name, id from pgboss.job where state = 'active'`);
    for (const { name, id } of rows as { name: string; id: string }[]) {
      await boss.fail(name, id, { message: 'The process running this job ended.' });
      log.warn({ job: name, jobId: id }, 'job cut off by a crash; failed so it can run again');
    }
  }

  async function startAll() {
    try {
      await install();
      if (database.kind === 'pglite') await failCutOffJobs();
      await boss.start();
      for (const [name, q] of queues) {
        const settings = defined({
          policy: q.options.policy ?? 'standard',
          retryLimit: q.options.retryLimit,
          retryDelay: q.options.retryDelaySeconds,
          retryBackoff: q.options.retryBackoff,
          expireInSeconds: q.options.expireInSeconds,
        });
        // Two processes starting on a fresh PostgreSQL database create the same queues at once (each a
        // partition of pgboss.job): a clash or deadlock there is tried again, as the install is.
        await retried(async () => {
          await boss.createQueue(name, { name, ...settings });
          // An existing queue keeps the settings it was created with unless told the current ones.
          await boss.updateQueue(name, { name, ...settings });
        });
        if (working) await work(name, q.handler);
      }
      if (working) for (const [name, s] of schedules) await boss.schedule(name, s.cron, s.data, { tz: 'UTC' });
    } catch (err) {
      await boss.stop({ graceful: false, close: false }).catch(() => {});
      throw err;
    }
    state = 'started';
    // At start without a period key, so a process that restarts within a period still runs it at once.
    for (const [name, seconds] of working ? periodic : []) {
      send(name).catch((err: unknown) => log.error({ err, job: name }, 'periodic job could not be queued'));
      timers.push(setInterval(() => tick(name, seconds), seconds * 1000).unref());
    }
  }

  return {
    register(name, handler, queueOptions = {}) {
      if (state !== 'new') throw new Error(`Job "${name}" must be registered before the queue starts.`);
      queues.set(name, { handler: handler as JobHandler<object>, options: queueOptions });
    },

    send,

    every(name, seconds) {
      if (!queues.has(name)) throw new Error(`Register job "${name}" before running it every ${seconds} s.`);
      if (!Number.isInteger(seconds) || seconds < 1) throw new Error('The period of a job is a whole number of seconds.');
      periodic.set(name, seconds);
    },

    schedule(name, cron, data = {}) {
      if (!queues.has(name)) throw new Error(`Register job "${name}" before scheduling it.`);
      schedules.set(name, { cron, data });
    },

    start(logger) {
      if (state !== 'new') return starting ?? Promise.resolve();
      state = 'starting';
      log = logger;
      starting = startAll();
      return starting;
    },

    stop() {
      stopping ??= (async () => {
        // A stop during start-up lets the start finish first, so nothing is left half-started.
        await starting?.catch(() => {});
        if (state !== 'started') {
          state = 'stopped';
          return;
        }
        state = 'stopping';
        timers.forEach((t) => clearInterval(t));
        const timeout = options.stopTimeoutMs ?? 10_000;
        // pg-boss stops fetching, then waits for the handlers it is running.
        await boss.stop({ graceful: true, wait: true, close: false, timeout });
        await Promise.race([Promise.allSettled([...running]), new Promise((r) => setTimeout(r, timeout).unref())]);
        state = 'stopped';
        // A worker's last poll may still be on its way; let it land before the database closes.
        await Promise.allSettled([...inFlight]);
      })();
      return stopping;
    },
  };
}

/** Runs `step` up to three times, a little apart, for start-up steps that two processes may race on. */
async function retried(step: () => Promise<void>): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await step();
    } catch (err) {
      if (attempt === 3) throw err;
      await new Promise((r) => setTimeout(r, 200 * attempt + Math.floor(Math.random() * 200)));
    }
  }
}

/** `obj` without its undefined properties: pg-boss checks options with `'key' in options`. */
function defined<T extends object>(obj: T): Partial<T> {
  return Object.fromEntries(Object.entries(obj).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** pg-boss's `$1`-numbered statement as drizzle SQL, to run it in a drizzle transaction. */
function boundSql(text: string, values: unknown[] = []): SQL {
  const chunks: SQL[] = [];
  let last = 0;
  for (const m of text.matchAll(/\$(\d+)/g)) {
    chunks.push(sql.raw(text.slice(last, m.index)), sql`${sql.param(values[Number(m[1]) - 1] ?? null)}`);
    last = m.index + m[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks);
}
