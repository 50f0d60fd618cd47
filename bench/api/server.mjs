// Starting the built server and seeding its database, for the benchmarks and the load test.
import { spawn, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import pg from 'pg';

export const root = path.resolve(import.meta.dirname, '../..');
export const ADMIN = { email: 'bench-admin@tarmac.test', password: 'bench-admin-password' };

export async function freePort() {
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
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
  RATE_SIGNIN_PER_IP: '1000000',
  RATE_SIGNIN_PER_EMAIL: '1000000',
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

/** Starts `node apps/server/dist/main.js` and waits until it is ready. */
export async function startServer(dbEnv, extraEnv = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    env: { ...baseEnv(dbEnv), PORT: String(port), HOST: '127.0.0.1', ...extraEnv },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error('The server exited during start-up.');
    try {
      if ((await fetch(`${url}/api/ready`)).ok) break;
    } catch {
      /* not yet */
    }
    if (Date.now() > deadline) throw new Error('The server did not become ready within 120 s.');
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    pid: child.pid,
    /** Peak resident memory of the server process so far, in MB (Linux). */
    peakMemoryMb() {
      const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
      return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
    },
    memoryMb() {
      const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
    },
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.on('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
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
  const pkg = await made('/api/packages-data-upload', { packageName: `Silver bench ${stamp}`, tier: 'silver', bagWeight: 20 });
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
