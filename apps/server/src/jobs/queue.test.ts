import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/open.js';
import type { Logger } from '../lib/logger.js';
import { createPostgresDatabase, openTestDatabase } from '../testing/test-database.js';
import { openJobs, type Jobs, type OpenJobsOptions } from './queue.js';

const quiet: Logger = { info: () => {}, warn: () => {}, error: () => {} };
const fast: OpenJobsOptions = { pollingIntervalSeconds: 0.5, cronMonitorIntervalSeconds: 1, cronWorkerIntervalSeconds: 1, stopTimeoutMs: 5_000 };

// One database for the file (each test uses queues of its own names): opening one costs seconds.
let shared: Database;
beforeAll(async () => {
  shared = await openTestDatabase();
});
afterAll(() => shared?.close());

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

const database = async () => shared;

function queue(db: Database, options: OpenJobsOptions = fast): Jobs {
  const jobs = openJobs(db, options);
  cleanups.push(() => jobs.stop());
  return jobs;
}

/**
 * Two app processes' views of one database: two connections pools on PostgreSQL; on the embedded
 * database (one process by design) two queues over the one client.
 */
async function twoProcesses(): Promise<[Database, Database]> {
  if (!process.env.DATABASE_URL) return [shared, shared];
  const created = await createPostgresDatabase(process.env.DATABASE_URL);
  const a = await openDatabase({ databaseUrl: created.url, poolSize: 4 });
  const b = await openDatabase({ databaseUrl: created.url, poolSize: 4 });
  cleanups.push(created.drop, () => a.close(), () => b.close());
  return [a, b];
}

async function until(check: () => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Not done within ${timeoutMs} ms.`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('the job queue', () => {
  it('runs each job sent to a registered queue once, with its data', async () => {
    const jobs = queue(await database());
    const seen: { n: number }[] = [];
    jobs.register<{ n: number }>('collect', async (data) => void seen.push(data));
    await jobs.start(quiet);
    for (let n = 1; n <= 5; n++) expect(await jobs.send('collect', { n })).toMatch(/^[0-9a-f-]{36}$/);
    await until(() => seen.length === 5);
    await new Promise((r) => setTimeout(r, 1_200));
    expect(seen.map((d) => d.n).sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it('survives a completion the database refuses ("too many clients"): it is tried again and the job ends completed, once', async () => {
    const db = await database();
    const jobs = queue(db);
    let runs = 0;
    jobs.register('completion-refused', async () => void runs++);
    await jobs.start(quiet);
    // The first two attempts to mark the job completed are refused by the database (a real failure, by trigger).
    await db.executeSql(`create sequence if not exists test_completion_refusals`);
    await db.executeSql(`create or replace function test_refuse_completion() returns trigger language plpgsql as $$
      begin
        if new.name = 'completion-refused' and new.state = 'completed' and nextval('test_completion_refusals') <= 2 then
          raise exception 'sorry, too many clients already' using errcode = '53300';
        end if;
        return new;
      end $$`);
    await db.executeSql(`create or replace trigger test_refuse_completion before update on pgboss.job for each row execute function test_refuse_completion()`);
    cleanups.push(async () => void (await db.executeSql(`drop trigger if exists test_refuse_completion on pgboss.job`)));

    const id = await jobs.send('completion-refused');
    const state = async () => (await db.executeSql(`select state from pgboss.job where id = $1`, [id])).rows[0]?.state;
    const deadline = Date.now() + 20_000;
    while ((await state()) !== 'completed') {
      if (Date.now() > deadline) throw new Error(`The job is ${await state()}, not completed.`);
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(runs).toBe(1);
    // The refusals happened (this test would prove nothing otherwise), and the process is still here to say so.
    expect(Number((await db.executeSql(`select last_value from test_completion_refusals`)).rows[0]!.last_value)).toBeGreaterThanOrEqual(3);
  });

  it('wakes its own worker on send instead of waiting for the next poll', async () => {
    const jobs = queue(await database(), { ...fast, pollingIntervalSeconds: 30 });
    let ranAt = 0;
    jobs.register('prompt', async () => void (ranAt = Date.now()));
    await jobs.start(quiet);
    await new Promise((r) => setTimeout(r, 300)); // the worker's first, empty poll is over
    const sentAt = Date.now();
    await jobs.send('prompt');
    await until(() => ranAt > 0, 5_000);
    expect(ranAt - sentAt).toBeLessThan(1_000);
  });

  it('runs a job sent inside a transaction only if the transaction commits', async () => {
    const db = await database();
    const jobs = queue(db);
    const seen: string[] = [];
    jobs.register<{ label: string }>('refund-like', async ({ label }) => void seen.push(label));
    await jobs.start(quiet);
    await expect(
      db.db.transaction(async (tx) => {
        await jobs.send('refund-like', { label: 'rolled back' }, { tx });
        throw new Error('the cancellation failed');
      }),
    ).rejects.toThrow('the cancellation failed');
    await db.db.transaction(async (tx) => {
      expect(await jobs.send('refund-like', { label: 'committed' }, { tx, singletonKey: 'booking-1' })).toMatch(/^[0-9a-f-]{36}$/);
    });
    await until(() => seen.length === 1);
    await new Promise((r) => setTimeout(r, 1_200));
    expect(seen).toEqual(['committed']);
  });

  it('retries a failing job as its queue says, logs each failure, then gives up', async () => {
    const jobs = queue(await database());
    const errors: string[] = [];
    let runs = 0;
    jobs.register(
      'flaky',
      async () => {
        runs++;
        throw new Error(`run ${runs} failed`);
      },
      { retryLimit: 2, retryDelaySeconds: 0 },
    );
    await jobs.start({ ...quiet, error: (_d, message) => void errors.push(message) });
    await jobs.send('flaky');
    await until(() => runs === 3);
    await new Promise((r) => setTimeout(r, 1_500));
    expect(runs).toBe(3);
    expect(errors.filter((m) => m === 'job failed')).toHaveLength(3);
  });

  it('runs a job scheduled by cron, through pg-boss on this database', async () => {
    const db = await database();
    const jobs = queue(db);
    let runs = 0;
    jobs.register('every-minute', async () => void runs++);
    // Every minute: the current minute is due at once, so the test need not wait for the next one.
    jobs.schedule('every-minute', '* * * * *');
    await jobs.start(quiet);
    await until(() => runs === 1, 15_000);
    const { rows } = await db.executeSql('select name, cron from pgboss.schedule');
    expect(rows).toEqual([{ name: 'every-minute', cron: '* * * * *' }]);
  });

  it('runs a periodic job at start and again each period', async () => {
    const jobs = queue(await database());
    let runs = 0;
    jobs.register('tick', async () => void runs++, { policy: 'stately' });
    jobs.every('tick', 1);
    await jobs.start(quiet);
    await until(() => runs >= 1, 5_000);
    await until(() => runs >= 3, 10_000);
  });

  it.skipIf(!!process.env.DATABASE_URL)('runs again at start a job that a crash cut off, on the embedded database', async () => {
    const db = await database();
    const before = queue(db);
    before.register('cut-off', async () => {});
    await before.start(quiet);
    await before.stop();
    // A job the previous process had taken when it died:
    const after = queue(db);
    let ran = 0;
    after.register('cut-off', async () => void ran++);
    const id = await after.send('cut-off');
    await db.executeSql(`update pgboss.job set state = 'active', started_on = now() where id = $1`, [id]);
    const warnings: string[] = [];
    await after.start({ ...quiet, warn: (_d, message) => void warnings.push(message) });
    await until(() => ran === 1, 5_000);
    expect(warnings).toEqual(['job cut off by a crash; failed so it can run again']);
  });

  it('stops only after the handler it is running has finished', async () => {
    const jobs = queue(await database());
    let started = false;
    let finished = false;
    jobs.register('slow', async () => {
      started = true;
      await new Promise((r) => setTimeout(r, 1_500));
      finished = true;
    });
    await jobs.start(quiet);
    await jobs.send('slow');
    await until(() => started);
    await jobs.stop();
    expect(finished).toBe(true);
    await expect(jobs.send('slow')).rejects.toThrow(/stopped/);
  });

  it('refuses a registration after start, and stops cleanly when it was never started', async () => {
    await queue(await database()).stop();
    const other = queue(await database());
    other.register('a', async () => {});
    await other.start(quiet);
    expect(() => other.register('b', async () => {})).toThrow(/before the queue starts/);
  });

  it('leaves the jobs a process only queues (RUN_JOBS=false) to the process that works them', async () => {
    const [dbA, dbB] = await twoProcesses();
    const ranIn: string[] = [];
    const web = queue(dbA, { ...fast, work: false });
    const worker = queue(dbB);
    web.register('only-queued', async () => void ranIn.push('web'));
    worker.register('only-queued', async () => void ranIn.push('worker'));
    web.every('only-queued', 3600); // a periodic job is the workers' to run too
    await web.start(quiet);
    expect(await web.send('only-queued')).toMatch(/^[0-9a-f-]{36}$/);
    await new Promise((r) => setTimeout(r, 1_500));
    expect(ranIn).toEqual([]);
    await worker.start(quiet);
    await until(() => ranIn.length === 1);
    await new Promise((r) => setTimeout(r, 1_000));
    expect(ranIn).toEqual(['worker']);
  }, 30_000);

  it('gives each job to one of two processes, and a singleton queue runs one job at a time', async () => {
    const [dbA, dbB] = await twoProcesses();
    const runs = new Map<number, number>();
    let active = 0;
    let mostAtOnce = 0;
    const handler = async ({ n }: { n: number }) => {
      runs.set(n, (runs.get(n) ?? 0) + 1);
      active++;
      mostAtOnce = Math.max(mostAtOnce, active);
      await new Promise((r) => setTimeout(r, 30));
      active--;
    };
    const a = queue(dbA);
    const b = queue(dbB);
    a.register('one-at-a-time', handler, { policy: 'singleton' });
    b.register('one-at-a-time', handler, { policy: 'singleton' });
    await Promise.all([a.start(quiet), b.start(quiet)]);
    for (let n = 0; n < 20; n++) await (n % 2 ? a : b).send('one-at-a-time', { n });
    await until(() => runs.size === 20, 30_000);
    await new Promise((r) => setTimeout(r, 1_000));
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
    expect(mostAtOnce).toBe(1);
  }, 45_000);
});
