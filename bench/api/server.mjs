// Starting the built server and seeding its database, for the benchmarks and the load test.
import { spawn, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import { SignJWT } from 'jose';
import pg from 'pg';
import autocannon from 'autocannon';

export const root = path.resolve(import.meta.dirname, '../..');
export const ADMIN = { email: 'bench-admin@tarmac.test', password: 'bench-admin-password' };
const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-0123';

export async function freePort() {
  // BENCH_PORT: the port to use (on a shared machine, one's own); else any free one.
  if (process.env.BENCH_PORT) return Number(process.env.BENCH_PORT);
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/** A fresh, empty database: a temporary folder for PGlite, or a new database on the DATABASE_URL server. */
export async function freshDatabase(name) {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `tarmac-${name}-`));
    return { kind: 'PGlite (embedded)', env: { DATABASE_URL: '', DATA_DIR: dir }, drop: async () => fs.rmSync(dir, { recursive: true, force: true }) };
  }
  const db = `tarmac_${name.replace(/\W/g, '_')}`;
  const run = async (sql) => {
    const c = new pg.Client({ connectionString: serverUrl });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  await run(`drop database if exists ${db} with (force)`);
  await run(`create database ${db}`);
  const url = new URL(serverUrl);
  url.pathname = `/${db}`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `tarmac-${name}-`));
  return {
    kind: 'PostgreSQL',
    env: { DATABASE_URL: url.toString(), DATA_DIR: dir },
    drop: async () => {
      await run(`drop database if exists ${db} with (force)`);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

const baseEnv = (dbEnv) => ({
  ...process.env,
  ...dbEnv,
  LOG_LEVEL: 'warn',
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  JWT_SECRET,
  RATE_SIGNIN_PER_IP: '1000000',
  RATE_SIGNIN_PER_EMAIL: '1000000',
  // The benchmarks and the load test measure speed, every request from 127.0.0.1, thousands of holds on a few
  // flights: the per-address limits and the share of a flight that may wait for payment are lifted (no limit, and
  // no work for them in the hold). The per-account hold limit stays the product's.
  RATE_SIGNUP_PER_IP: '1000000',
  HOLD_MAX_PER_IP: '0',
  HOLD_MAX_FLIGHT_PERCENT: '100',
});

/** Seeds the demo catalogue plus `flights` fixture flights with the built seed command. */
export function seedFixture(dbEnv, flights) {
  const started = performance.now();
  execFileSync(process.execPath, [path.join(root, 'apps/server/dist/seed.js'), '--flights', String(flights)], {
    env: baseEnv(dbEnv),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return (performance.now() - started) / 1000;
}

/** Starts `node apps/server/dist/main.js` (with Node's `nodeArgs`, e.g. --cpu-prof) and waits until it is ready. */
export async function startServer(dbEnv, extraEnv = {}, nodeArgs = []) {
  const port = await freePort();
  return spawnReady(path.join(root, 'apps/server/dist/main.js'), { ...baseEnv(dbEnv), PORT: String(port), HOST: '127.0.0.1', ...extraEnv }, port, '/api/ready', nodeArgs);
}

/**
 * Starts the floor app (bench/api/floor-server.mjs) on the same database as the product server: the same
 * PostgreSQL database with the same pool size, or, on PGlite, the folder given (a copy of the seeded one, since
 * one process owns a PGlite folder).
 */
export async function startFloor(dbEnv, pgliteDir) {
  const port = await freePort();
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    ...(dbEnv.DATABASE_URL ? { FLOOR_DATABASE_URL: dbEnv.DATABASE_URL, FLOOR_POOL_SIZE: process.env.DATABASE_POOL_SIZE || '10' } : { FLOOR_PGLITE_DIR: pgliteDir }),
  };
  return spawnReady(path.join(root, 'bench/api/floor-server.mjs'), env, port, '/floor/health');
}

async function spawnReady(script, env, port, readyPath, nodeArgs = []) {
  const child = spawn(process.execPath, [...nodeArgs, script], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${path.basename(script)} exited during start-up.`);
    try {
      if ((await fetch(`${url}${readyPath}`)).ok) break;
    } catch {
      /* not yet */
    }
    if (Date.now() > deadline) throw new Error(`${path.basename(script)} did not become ready within 120 s.`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    pid: child.pid,
    /** Peak resident memory of the process so far, in MB (Linux). */
    peakMemoryMb() {
      const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
      return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
    },
    memoryMb() {
      const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
    },
    stop: () => stopChild(child),
  };
}

/** Stops a started process with SIGTERM and waits for it to exit. */
async function stopChild(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.on('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/**
 * Starts a job worker (`node apps/server/dist/main.js --worker`: works the background jobs, serves nothing) and
 * waits until it says it runs them. Beside web processes started with RUN_JOBS=false (PostgreSQL only).
 */
export async function startWorker(dbEnv) {
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js'), '--worker'], { env: { ...baseEnv(dbEnv), LOG_LEVEL: 'info' }, stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  await new Promise((resolve, reject) => {
    const deadline = setTimeout(() => reject(new Error('The job worker did not start within 120 s.')), 120_000);
    child.stdout.on('data', (d) => {
      output += d;
      if (output.includes('Tarmac worker is running')) {
        clearTimeout(deadline);
        resolve();
      }
    });
    child.on('exit', () => reject(new Error(`The job worker exited during start-up: ${output}`)));
  });
  child.stdout.resume(); // its further log lines are not read
  return {
    pid: child.pid,
    stop: () => stopChild(child),
  };
}

/** A copy of a PGlite database folder (taken while no process has it open), for the floor app. */
export function copyPgliteDir(dbEnv, name) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `tarmac-${name}-`));
  fs.cpSync(path.join(dbEnv.DATA_DIR, 'pgdata'), path.join(dir, 'pgdata'), { recursive: true });
  return { dir, drop: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/**
 * Runs `fn(query)` with SQL straight on the database: a client of the PostgreSQL database, or the PGlite folder
 * itself, which only works while no server has it open.
 */
export async function withSql(dbEnv, fn) {
  if (dbEnv.DATABASE_URL) {
    const c = new pg.Client({ connectionString: dbEnv.DATABASE_URL });
    await c.connect();
    try {
      return await fn((text, values) => c.query(text, values));
    } finally {
      await c.end();
    }
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  // The trigram indexes of the word searches need the extension loaded.
  const db = new PGlite(path.join(dbEnv.DATA_DIR, 'pgdata'), { extensions: { pg_trgm } });
  await db.waitReady;
  try {
    return await fn((text, values) => db.query(text, values));
  } finally {
    await db.close();
  }
}

/**
 * `count` passenger accounts written with SQL before the server starts (all with the admin's password hash:
 * signing up thousands through the API would measure argon2), and a session token for each, signed as the
 * server signs them (same secret, subject and session version).
 */
export async function benchAccounts(dbEnv, count) {
  const rows = await withSql(dbEnv, async (q) => {
    const hash = (await q('select password_hash from users where email = $1', [ADMIN.email])).rows[0].password_hash;
    const stamp = Date.now().toString(36);
    return (
      await q(
        `insert into users (name, email, password_hash)
         select 'Bench ' || i, 'bench-' || $1 || '-' || i || '@example.com', $2 from generate_series(1, $3) as i
         returning id, session_version`,
        [stamp, hash, count],
      )
    ).rows;
  });
  const key = new TextEncoder().encode(JWT_SECRET);
  return Promise.all(
    rows.map((r) =>
      new SignJWT({ role: 'passenger', sv: r.session_version }).setProtectedHeader({ alg: 'HS256' }).setSubject(r.id).setIssuedAt().setExpirationTime('24h').sign(key),
    ),
  );
}

/** Per flight: capacity, seats left, and the seats of its held and of its ticketed bookings. */
export const SEAT_CHECK_SQL = `select f.id, f.seat_capacity as capacity, f.seats_left as left,
    -- Held: seats of held bookings, and those an open change offer holds on this flight (issue 29).
    (coalesce(sum(b.travellers) filter (where b.status = 'held'), 0)
      + coalesce((select sum(o.seats) from change_offers o where o.to_flight_id = f.id and o.status = 'open'), 0))::int as held,
    coalesce(sum(b.travellers) filter (where b.status = 'ticketed'), 0)::int as ticketed
  from flights f left join booking_legs l on l.flight_id = f.id left join bookings b on b.id = l.booking_id
  where f.id = any($1::uuid[]) group by f.id, f.seat_capacity, f.seats_left`;

/**
 * The seat books of these flights: never oversold (held + ticketed seats never above capacity, seats left never
 * below zero) and no seat returned twice or lost (held + ticketed + seats left = capacity, on every flight).
 */
export function seatBooks(rows) {
  const sum = (k) => rows.reduce((n, r) => n + Number(r[k]), 0);
  const oversold = rows.filter((r) => r.held + r.ticketed > r.capacity || r.left < 0).length;
  const returnedTwice = rows.filter((r) => r.held + r.ticketed + r.left > r.capacity).length;
  const lost = rows.filter((r) => r.held + r.ticketed + r.left < r.capacity).length;
  return { flights: rows.length, capacity: sum('capacity'), held: sum('held'), ticketed: sum('ticketed'), left: sum('left'), oversold, returnedTwice, lost, ok: !oversold && !returnedTwice && !lost };
}

export async function api(base, method, url, body, token) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

export const dayFromNow = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A date (from tomorrow on) on which the route has flights, so searches return real results. */
export async function busyDay(base, from, to) {
  for (let d = 1; d < 30; d++) {
    const q = new URLSearchParams({ travelType: 'oneWay', flightFromCurrentLocation: from, flightToDestinationLocation: to, flightDepartingDate: dayFromNow(d) });
    const res = await api(base, 'GET', `/api/show-search-flight-result?${q}`);
    if (res.status === 200 && res.body.results.length > 0) return { day: d, count: res.body.results.length };
  }
  throw new Error(`No flights from ${from} to ${to} in the next 30 days.`);
}

/** Flights of `seats` seats on a route of their own, a package, and `users` signed-in passengers. */
export async function bookingFixture(base, { flights, seats, users }) {
  const admin = (await api(base, 'POST', '/api/signin', ADMIN)).body.token;
  const png = fs.readFileSync(path.join(root, 'e2e/fixtures/avatar.png')).toString('base64');
  const made = async (url, body) => {
    const res = await api(base, 'POST', url, body, admin);
    if (res.status !== 201) throw new Error(`${url}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data;
  };
  const stamp = Date.now().toString(36);
  const from = await made('/api/upload-domestic-flight', { flightLocationName: `Bench A ${stamp}`, tickitPrice: 1, locationImage: `data:image/png;base64,${png}` });
  const to = await made('/api/upload-domestic-flight', { flightLocationName: `Bench B ${stamp}`, tickitPrice: 1, locationImage: `data:image/png;base64,${png}` });
  const pilot = await made('/api/upload-pilot-information', { pilotName: 'Capt. Bench' });
  const crew = await made('/api/upload-cabin-crew-information', { cabinCrewName: 'Bench Crew' });
  const pkg = await made('/api/packages-data-upload', { packageName: `Silver bench ${stamp}`, tier: 'silver', bagWeight: 20, changeFee: 300 });
  const flightIds = [];
  for (let i = 0; i < flights; i++) {
    const f = await made('/api/upload-flight-information', {
      planeNumber: 'S2-BNC',
      flightNumber: `BN${i}${stamp.slice(-3)}`,
      flightFromCurrentLocation: from.flightLocationName,
      flightToDestinationLocation: to.flightLocationName,
      platinumpackagesPrice: 3000,
      goldPackagesPrice: 2000,
      silverPackagesPrice: 1000,
      flightDepartingDate: dayFromNow(20),
      flightDepartingTime: '10:00',
      flightArrivalDate: dayFromNow(20),
      flightArrivalTime: '11:00',
      pilotsOfPlaneId: pilot._id,
      cabinCrewId: crew._id,
      seatCapacity: seats,
    });
    flightIds.push(f._id);
  }
  const tokens = [];
  for (let i = 0; i < users; i++) {
    const email = `bench-${stamp}-${i}@example.com`;
    await api(base, 'POST', '/api/signup', { name: `Bench ${i}`, email, password: 'bench-password' });
    tokens.push((await api(base, 'POST', '/api/signin', { email, password: 'bench-password' })).body.token);
  }
  return { admin, flightIds, packageId: pkg._id, tokens, capacity: flights * seats };
}

export function machine() {
  const cpu = fs.readFileSync('/proc/cpuinfo', 'utf8').match(/model name\s*:\s*(.+)/)?.[1] ?? 'unknown CPU';
  return `${os.cpus().length} cores (${cpu.trim()}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
}

/**
 * One run of holds (`POST /api/bookings`, 16 connections) against `url` for `seconds`; `setupRequest(req)` writes
 * each request (its headers and body). Answers the rate, how many were asked and created, the non-2xx and the p99.
 */
export function runHoldRequests(url, seconds, setupRequest) {
  let created = 0;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `${url}/api/bookings`,
        method: 'POST',
        connections: 16,
        timeout: 30,
        duration: seconds,
        requests: [{ setupRequest, onResponse: (status) => status === 201 && created++ }],
      },
      (err, r) => (err ? reject(err) : resolve({ rps: r.requests.average, total: r.requests.total, created, non2xx: r.non2xx, p99: r.latency.p99 })),
    );
  });
}

/** CPU time (user + system, ms) a process has used so far, from /proc (Linux); 0 when it is gone or unreadable. */
function processCpuMs(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return 0;
  }
}

/**
 * CPU time a run costs: the server process's and, on PostgreSQL (a local server), its database's backends' (read by
 * pid from pg_stat_activity). `const stop = await cpuMeter(server, dbEnv); …; const { app, db } = await stop();`
 * answers the ms each used in between. Load on the machine moves it far less than it moves requests per second.
 */
export async function cpuMeter(server, dbEnv) {
  const backends = async () => {
    if (!dbEnv.DATABASE_URL) return [];
    const c = new pg.Client({ connectionString: dbEnv.DATABASE_URL });
    await c.connect();
    try {
      const r = await c.query('select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
      return r.rows.map((row) => row.pid);
    } finally {
      await c.end();
    }
  };
  const startApp = processCpuMs(server.pid);
  const before = new Map((await backends()).map((pid) => [pid, processCpuMs(pid)]));
  return async () => {
    const app = processCpuMs(server.pid) - startApp;
    let db = 0;
    for (const pid of new Set([...before.keys(), ...(await backends())])) {
      const now = processCpuMs(pid);
      if (now > 0) db += now - (before.get(pid) ?? 0);
    }
    return { app, db };
  };
}
