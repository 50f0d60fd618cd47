import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { killServerProcesses, startServerProcess, type ServerProcess } from './testing/server-process.js';
import { createPostgresDatabase } from './testing/test-database.js';

/** `npm run start:cluster`: one primary, WORKERS copies of the server on one port, restarted when they die. */
const postgresUrl = process.env.DATABASE_URL;

afterEach(killServerProcesses);

async function waitFor<T>(what: string, check: () => T | undefined | false, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}.`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The pids of workers that said they serve, in order. */
const servingPids = (p: ServerProcess) =>
  p
    .output()
    .split('\n')
    .filter((l) => l.includes('Tarmac is serving'))
    .map((l) => (JSON.parse(l) as { pid: number }).pid);

/** The pids that logged an incoming GET /api/ready, one per request. */
const readyPids = (p: ServerProcess) =>
  p
    .output()
    .split('\n')
    .filter((l) => l.includes('"incoming request"') && l.includes('"/api/ready"'))
    .map((l) => (JSON.parse(l) as { pid: number }).pid);

/** GET on a connection of its own, so the primary hands each request to the next worker. */
const getFresh = (url: string) =>
  new Promise<number>((resolve, reject) => {
    http.get(url, { agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    }).on('error', reject);
  });

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('the cluster entry point', () => {
  it('refuses to start on the embedded database, and says why', async () => {
    const p = startServerProcess({ DATABASE_URL: '', WORKERS: '2' }, 'src/cluster.ts');
    expect(await p.exited).toBe(1);
    expect(p.output()).toMatch(/Tarmac cannot start: several worker processes need a PostgreSQL server .*DATABASE_URL/);
  });

  it('gives up with exit code 1 when workers keep failing to start', async () => {
    // Three workers that cannot reach their database: three failed starts at once.
    const p = startServerProcess({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/nothing', WORKERS: '3' }, 'src/cluster.ts');
    expect(await p.exited).toBe(1);
    expect(p.output()).toContain('Tarmac cannot start: Error: connect ECONNREFUSED');
    expect(p.output()).toMatch(/workers failed to start 3 times in a row/);
  }, 30_000);

  it.skipIf(!postgresUrl)(
    'with JOB_WORKERS runs a job worker beside the web processes, and replaces it when it is killed',
    async () => {
      const db = await createPostgresDatabase(postgresUrl!);
      try {
        const p = startServerProcess({ DATABASE_URL: db.url, WORKERS: '1', JOB_WORKERS: '1', RUN_JOBS: 'false', JWT_SECRET: 'c'.repeat(40) }, 'src/cluster.ts');
        await p.ready;
        const jobPids = () =>
          p
            .output()
            .split('\n')
            .filter((l) => l.includes('Tarmac worker is running the background jobs'))
            .map((l) => (JSON.parse(l) as { pid: number }).pid);
        const [first] = await waitFor('a job worker', () => jobPids().length >= 1 && jobPids(), 60_000);
        expect(servingPids(p)).not.toContain(first);
        process.kill(first!, 'SIGKILL');
        const replacement = await waitFor('a replacement job worker', () => jobPids()[1], 60_000);
        expect(replacement).not.toBe(first);
        // Killed within its first 10 s it counts as a failed start (replaced after 1 s), later as a death (at once).
        expect(p.output()).toMatch(new RegExp(`job worker ${first} (died|exited during start-up) \\(signal SIGKILL\\)`));
        expect(await p.stop('SIGTERM')).toBe(0);
        expect(alive(replacement!)).toBe(false);
      } finally {
        killServerProcesses();
        await db.drop();
      }
    },
    120_000,
  );

  it.skipIf(!postgresUrl)(
    'spreads answers over its workers, replaces one that is killed, and stops cleanly on SIGTERM',
    async () => {
      const db = await createPostgresDatabase(postgresUrl!);
      try {
        const p = startServerProcess({ DATABASE_URL: db.url, WORKERS: '2', JWT_SECRET: 'c'.repeat(40) }, 'src/cluster.ts');
        const base = await p.ready;
        const [first, second] = await waitFor('two workers', () => servingPids(p).length >= 2 && servingPids(p));
        expect(first).not.toBe(second);
        expect([first, second]).not.toContain(p.child.pid);

        for (let i = 0; i < 20; i++) expect(await getFresh(`${base}/api/ready`)).toBe(200);
        await waitFor('20 logged requests', () => readyPids(p).length >= 20);
        expect(new Set(readyPids(p))).toEqual(new Set([first, second]));

        process.kill(first!, 'SIGKILL');
        const replacement = await waitFor('a replacement worker', () => servingPids(p)[2]);
        expect([first, second]).not.toContain(replacement);
        expect(alive(first!)).toBe(false);
        expect(p.output()).toContain(`worker ${first} died (signal SIGKILL); starting another`);

        const before = readyPids(p).length;
        for (let i = 0; i < 20; i++) expect(await getFresh(`${base}/api/ready`)).toBe(200);
        await waitFor('20 more logged requests', () => readyPids(p).length >= before + 20);
        expect(new Set(readyPids(p).slice(before))).toEqual(new Set([second, replacement]));

        expect(await p.stop('SIGTERM')).toBe(0);
        expect(alive(second!)).toBe(false);
        expect(alive(replacement!)).toBe(false);
        expect(p.output().match(/SIGTERM: finishing requests in flight/g)).toHaveLength(2);
      } finally {
        killServerProcesses();
        await db.drop();
      }
    },
    60_000,
  );
});
