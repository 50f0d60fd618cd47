// `npm run test:faults`: the database's bad minutes (issue 38). Starts a PostgreSQL cluster and a Redis of its own
// (temporary folder, free ports), `start:cluster` with two web processes and a job worker, a bounded mixed load
// (searches, holds, TEST MODE payments, cancellations), and injects each fault in turn: a job worker killed -9, a
// web process killed -9, PostgreSQL restarted fast, PostgreSQL killed hard and down for a while, Redis down,
// PostgreSQL's connections exhausted. Then it checks what the clients were told against the database and the
// mails: every 2xx hold exists, every "paid" is ticketed once, every cancellation happened, seats add up, every
// e-ticket is in the outbox folder exactly once within 2 minutes of recovery, no job is left active, every
// process is alive, no answer was 500 (503 only) and none hung. Exits 1 saying what failed.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ADMIN, SEAT_CHECK_SQL, bookingFixture, busyDay, dayFromNow, freePort, root, seatBooks } from './api/server.mjs';

const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const CLIENTS = 6;
/** Between two requests of one client: the load is bounded (two busy cores run all of it). */
const PAUSE_MS = 40;
/** A request taking longer has hung. */
const HANG_MS = 25_000;
const MAIL_WITHIN_MS = 120_000;
const JWT_SECRET = 'faults-secret-faults-secret-faults-secret-0123';

const started = Date.now();
const log = (m) => console.log(`[faults ${String(Math.round((Date.now() - started) / 1000)).padStart(3)} s] ${m}`);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const failures = [];
/** The whole run, build excluded, must end within this (CI's budget for it). */
const BUDGET_MS = Number(process.env.FAULTS_BUDGET_MS ?? 6 * 60_000);
/** What stops the cluster, Redis and PostgreSQL: run at the end, or by the watchdog. */
let cleanUp = async () => {};
setTimeout(async () => {
  console.error(`\ntest:faults FAILED: it did not finish within ${BUDGET_MS / 1000} s${failures.length ? `; so far:\n${failures.map((f) => `  - ${f}`).join('\n')}` : ''}`);
  await cleanUp().catch(() => {});
  process.exit(1);
}, BUDGET_MS).unref();

// ---------- PostgreSQL of our own: initdb and postgres refuse root, so as the postgres OS user when root ----------
const asRoot = process.getuid?.() === 0;
const pgUser = asRoot ? { uid: Number(execFileSync('id', ['-u', 'postgres']).toString()), gid: Number(execFileSync('id', ['-g', 'postgres']).toString()) } : null;
const pgCmd = (bin, args) => (asRoot ? ['runuser', ['-u', 'postgres', '--', path.join(PG_BIN, bin), ...args]] : [path.join(PG_BIN, bin), args]);
const runPg = (bin, args) => {
  const [cmd, a] = pgCmd(bin, args);
  return execFileSync(cmd, a, { stdio: ['ignore', 'pipe', 'pipe'] }).toString();
};

function makeTemp() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tarmac-faults-'));
  fs.chmodSync(dir, 0o755);
  const pgDir = path.join(dir, 'pg');
  fs.mkdirSync(pgDir, { mode: 0o700 });
  if (pgUser) fs.chownSync(pgDir, pgUser.uid, pgUser.gid);
  return { dir, pgDir };
}

function postgresOf(pgDir, port) {
  // fsync off: a killed PostgreSQL loses nothing the OS already has. Commits stay synchronous: a killed server must
  // not lose a commit it acknowledged (a 201 whose booking then does not exist).
  const opts = `-p ${port} -k ${pgDir} -c listen_addresses=127.0.0.1 -c max_connections=50 -c fsync=off -c full_page_writes=off`;
  const logFile = path.join(pgDir, 'server.log');
  return {
    port,
    url: (user, db) => `postgres://${user}@127.0.0.1:${port}/${db}`,
    init: () => runPg('initdb', ['-D', path.join(pgDir, 'data'), '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync']),
    start: () => runPg('pg_ctl', ['-D', path.join(pgDir, 'data'), '-l', logFile, '-o', opts, '-w', '-t', '60', 'start']),
    restartFast: () => runPg('pg_ctl', ['-D', path.join(pgDir, 'data'), '-l', logFile, '-o', opts, '-m', 'fast', '-w', '-t', '60', 'restart']),
    stop: () => runPg('pg_ctl', ['-D', path.join(pgDir, 'data'), '-m', 'immediate', '-w', 'stop']),
    /** The postmaster and every process it started, killed -9 at once (a machine losing PostgreSQL). */
    async killHard() {
      const pid = Number(fs.readFileSync(path.join(pgDir, 'data', 'postmaster.pid'), 'utf8').split('\n')[0]);
      const all = [pid, ...childrenOf(pid)];
      for (const p of all) killQuietly(p, 'SIGKILL');
      for (let i = 0; i < 100 && all.some(alive); i++) await sleep(100);
    },
    logTail: () => (fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').split('\n').slice(-15).join('\n') : ''),
  };
}

function childrenOf(pid) {
  const kids = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) kids.push(Number(entry));
    } catch {
      /* gone meanwhile */
    }
  }
  return kids;
}
const cmdline = (pid) => {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
  } catch {
    return '';
  }
};
function alive(pid) {
  try {
    process.kill(pid, 0);
    // A zombie is not alive.
    return !/\) Z /.test(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}
function killQuietly(pid, signal) {
  try {
    process.kill(pid, signal);
  } catch {
    /* already gone */
  }
}

async function sqlAs(url, fn) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await fn((text, values) => c.query(text, values));
  } finally {
    await c.end().catch(() => {});
  }
}

// ---------- Redis of our own ----------
function redisOf(port) {
  let child = null;
  return {
    url: `redis://127.0.0.1:${port}`,
    async start() {
      child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
      for (let i = 0; i < 50; i++) {
        if (await listening(port)) return;
        await sleep(100);
      }
      throw new Error('Redis did not start.');
    },
    async kill() {
      if (!child || child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGKILL');
      await exited;
    },
    alive: () => !!child && child.exitCode === null && child.signalCode === null,
  };
}
/** Whether something accepts connections on the port. */
const listening = (port) =>
  new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });

// ---------- The load: clients ordering in a loop, every answer kept ----------
function startLoad(base, fx, phaseOf) {
  const answers = [];
  const told = { held: new Set(), paid: new Set(), cancelled: new Set() };
  let running = true;
  const call = async (step, method, url, body, token) => {
    const t0 = Date.now();
    const phase = phaseOf();
    try {
      const res = await fetch(`${base}${url}`, {
        method,
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(HANG_MS),
      });
      const text = await res.text();
      const a = { step, phase, status: res.status, ms: Date.now() - t0, retryAfter: res.headers.get('retry-after'), body: text.slice(0, 300) };
      answers.push(a);
      let json = null;
      try {
        json = text ? JSON.parse(text) : null;
      } catch {
        /* not JSON */
      }
      return { status: res.status, json };
    } catch (err) {
      const hung = err?.name === 'TimeoutError';
      // Named by the phase it ended in too: a request in flight when a web process is killed fails then.
      answers.push({ step, phase, endPhase: phaseOf(), status: hung ? 'hung' : 'connection error', ms: Date.now() - t0, error: String(err?.cause?.code ?? err?.message ?? err) });
      return { status: 0, json: null };
    } finally {
      await sleep(PAUSE_MS);
    }
  };
  const search = `/api/show-search-flight-result?${new URLSearchParams({ travelType: 'oneWay', flightFromCurrentLocation: 'dhaka', flightToDestinationLocation: 'chattogram', flightDepartingDate: dayFromNow(fx.day), flightReturningDate: 'undefined' })}`;
  const client = async (c) => {
    const token = fx.tokens[c];
    for (let i = 0; running; i++) {
      await call('search', 'GET', search);
      const hold = await call('hold', 'POST', '/api/bookings', { legs: [{ flightId: fx.flightIds[(c + i) % fx.flightIds.length], packageId: fx.packageId }], passengers: [{ name: `Fault ${c} ${i}` }] }, token);
      if (hold.status !== 201) continue;
      const pnr = hold.json.data.pnr;
      told.held.add(pnr);
      if (i % 4 === 3) {
        const cancel = await call('cancel', 'POST', `/api/bookings/${pnr}/cancel`, {}, token);
        if (cancel.status === 200 && cancel.json?.data?.status === 'cancelled') told.cancelled.add(pnr);
        else if (cancel.status === 200) failures.push(`the cancellation of ${pnr} answered 200 with status ${cancel.json?.data?.status}`);
        continue;
      }
      const start = await call('payment start', 'POST', `/api/bookings/${pnr}/payments`, {}, token);
      if (start.status !== 201) continue;
      const done = await call('payment completion', 'POST', `/api/payments/test/${start.json.data.paymentId}/complete`, { outcome: 'paid' });
      if (done.status === 200 && done.json?.data?.outcome === 'paid') told.paid.add(pnr);
      await call('read booking', 'GET', `/api/bookings/${pnr}`, undefined, token);
    }
  };
  const clients = Array.from({ length: CLIENTS }, (_, c) => client(c));
  return {
    answers,
    told,
    async stop() {
      running = false;
      await Promise.all(clients);
    },
  };
}

// ---------- The cluster ----------
function startCluster(env, logFile) {
  const out = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/cluster.js')], { env, stdio: ['ignore', out, out] });
  return {
    child,
    /** The processes the primary runs now: web processes and job workers. */
    processes() {
      const kids = childrenOf(child.pid).filter(alive);
      return { web: kids.filter((p) => !cmdline(p).includes('--worker')), jobs: kids.filter((p) => cmdline(p).includes('--worker')) };
    },
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(25_000)]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}

async function waitUntil(what, check, ms) {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      if (await check()) return true;
    } catch {
      /* not yet */
    }
    if (Date.now() > deadline) throw new Error(`timed out after ${Math.round(ms / 1000)} s waiting for ${what}`);
    await sleep(250);
  }
}
const ready = async (base) => (await fetch(`${base}/api/ready`, { signal: AbortSignal.timeout(5000) })).status === 200;

/** The e-ticket mails in the outbox folder: PNR → Message-IDs (one per file). */
function eTicketFiles(outboxDir) {
  const byPnr = new Map();
  const byMessageId = new Map();
  if (!fs.existsSync(outboxDir)) return { byPnr, byMessageId };
  for (const f of fs.readdirSync(outboxDir)) {
    if (!f.endsWith('.eml')) continue;
    const head = fs.readFileSync(path.join(outboxDir, f), 'utf8').split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
    const id = /^Message-ID:\s*(\S+)/im.exec(head)?.[1];
    const subject = /^Subject:\s*(.+)$/im.exec(head)?.[1] ?? '';
    const pnr = /e-ticket: booking ([A-Z0-9]+)/.exec(subject)?.[1];
    if (id) byMessageId.set(id, (byMessageId.get(id) ?? 0) + 1);
    if (pnr) byPnr.set(pnr, [...(byPnr.get(pnr) ?? []), id]);
  }
  return { byPnr, byMessageId };
}

async function main() {
  const { dir, pgDir } = makeTemp();
  const pgServer = postgresOf(pgDir, await freePort());
  const redis = redisOf(await freePort());
  let cluster = null;
  let load = null;
  const phases = [];
  let phase = 'start';
  cleanUp = async () => {
    cleanUp = async () => {};
    await load?.stop().catch(() => {});
    await cluster?.stop().catch(() => {});
    await redis.kill().catch(() => {});
    try {
      pgServer.stop();
    } catch {
      /* not running */
    }
    if (failures.length && process.env.FAULTS_KEEP) log(`kept ${dir} (FAULTS_KEEP)`);
    else fs.rmSync(dir, { recursive: true, force: true });
  };
  const setPhase = (name) => {
    phase = name;
    phases.push({ name, at: Date.now() });
    log(`— ${name}`);
  };
  try {
    log(`PostgreSQL cluster in ${pgDir} on port ${pgServer.port}${asRoot ? ' (as the postgres OS user)' : ''}; Redis on ${redis.url}`);
    pgServer.init();
    pgServer.start();
    await redis.start();
    const superUrl = pgServer.url('postgres', 'postgres');
    // The app connects as an ordinary role, as the README says; a second one plays the connection hog.
    await sqlAs(superUrl, async (q) => {
      await q('create role tarmac login');
      await q('create database tarmac owner tarmac');
      await q('create role hog login');
    });
    const dbUrl = pgServer.url('tarmac', 'tarmac');
    const dataDir = path.join(dir, 'data');
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env = {
      ...process.env,
      DATABASE_URL: dbUrl,
      REDIS_URL: redis.url,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      WORKERS: '2',
      JOB_WORKERS: '1',
      RUN_JOBS: 'false',
      DATABASE_POOL_SIZE: '8',
      LOG_LEVEL: 'warn',
      JWT_SECRET,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      PAYMENT_PROVIDER: 'test',
      RATE_SIGNIN_PER_IP: '1000000',
      RATE_SIGNIN_PER_EMAIL: '1000000',
      RATE_SIGNUP_PER_IP: '1000000',
      HOLD_MAX_PER_IP: '0',
      HOLD_MAX_FLIGHT_PERCENT: '100',
      HOLD_MAX_PER_ACCOUNT: '100000',
      SMTP_URL: '',
    };
    const clusterLog = path.join(dir, 'cluster.log');
    log('starting start:cluster: 2 web processes and a job worker…');
    cluster = startCluster(env, clusterLog);
    await waitUntil('the cluster to be ready', async () => (await ready(base)) && cluster.processes().web.length === 2 && cluster.processes().jobs.length === 1, 120_000);

    const { day } = await busyDay(base, 'dhaka', 'chattogram');
    const fx = { ...(await bookingFixture(base, { flights: 4, seats: 400, users: CLIENTS })), day };

    setPhase('baseline');
    load = startLoad(base, fx, () => phase);
    await sleep(6000);

    setPhase('job worker killed -9');
    const [jobPid] = cluster.processes().jobs;
    killQuietly(jobPid, 'SIGKILL');
    await waitUntil('a new job worker', () => cluster.processes().jobs.some((p) => p !== jobPid), 30_000);
    await sleep(4000);

    setPhase('web process killed -9');
    const [webPid] = cluster.processes().web;
    killQuietly(webPid, 'SIGKILL');
    await waitUntil('a new web process', () => cluster.processes().web.length === 2 && !cluster.processes().web.includes(webPid), 30_000);
    await sleep(4000);

    setPhase('PostgreSQL restarted fast');
    pgServer.restartFast();
    await sleep(6000);

    setPhase('PostgreSQL killed hard, down');
    await pgServer.killHard();
    await sleep(12_000);
    pgServer.start();
    setPhase('after PostgreSQL came back');
    await waitUntil('readiness after PostgreSQL came back', () => ready(base), 60_000);
    await sleep(4000);

    setPhase('Redis down');
    await redis.kill();
    await sleep(8000);
    await redis.start();
    setPhase('after Redis came back');
    await sleep(3000);

    setPhase('PostgreSQL connections exhausted');
    const hogs = [];
    for (;;) {
      const c = new pg.Client({ connectionString: pgServer.url('hog', 'postgres') });
      try {
        await c.connect();
        hogs.push(c);
      } catch {
        await c.end().catch(() => {});
        break;
      }
      if (hogs.length > 100) break;
    }
    log(`   the hog holds ${hogs.length} connections`);
    await sleep(12_000);
    await Promise.all(hogs.map((c) => c.end().catch(() => {})));
    setPhase('recovery');
    const recoveredAt = Date.now();
    await sleep(4000);
    await load.stop();
    log(`load stopped: ${load.answers.length} answers`);

    // ---------- What the clients were told, against what happened ----------
    const byStatus = {};
    for (const a of load.answers) byStatus[`${a.status}`] = (byStatus[`${a.status}`] ?? 0) + 1;
    log(`answers by status: ${JSON.stringify(byStatus)}`);
    const byPhase = {};
    for (const a of load.answers) ((byPhase[a.phase] ??= {})[a.status] = (byPhase[a.phase]?.[a.status] ?? 0) + 1);
    for (const [name, s] of Object.entries(byPhase)) log(`   ${name}: ${JSON.stringify(s)}`);
    const serverErrors = load.answers.filter((a) => typeof a.status === 'number' && a.status >= 500 && a.status !== 503);
    if (serverErrors.length) failures.push(`${serverErrors.length} answers were 5xx other than 503, e.g. ${JSON.stringify(serverErrors.slice(0, 3))}`);
    const noRetryAfter = load.answers.filter((a) => a.status === 503 && !a.retryAfter);
    if (noRetryAfter.length) failures.push(`${noRetryAfter.length} answers 503 came without Retry-After`);
    const hung = load.answers.filter((a) => a.status === 'hung');
    if (hung.length) failures.push(`${hung.length} requests hung (no answer within ${HANG_MS / 1000} s), e.g. ${JSON.stringify(hung.slice(0, 3))}`);
    const dropped = load.answers.filter((a) => a.status === 'connection error' && a.phase !== 'web process killed -9' && a.endPhase !== 'web process killed -9');
    if (dropped.length) failures.push(`${dropped.length} connection errors outside the killing of a web process, e.g. ${JSON.stringify(dropped.slice(0, 3))}`);
    const holdsOk = load.answers.filter((a) => a.step === 'hold' && a.status === 201).length;
    if (holdsOk < 20) failures.push(`only ${holdsOk} holds succeeded: the load did not get going`);
    if (load.told.paid.size < 10) failures.push(`only ${load.told.paid.size} bookings were paid: the load did not get going`);

    await waitUntil('readiness at the end', () => ready(base), 30_000).catch((e) => failures.push(`the app is not ready at the end: ${e.message}`));
    const appDb = pgServer.url('postgres', 'tarmac');
    const q = (text, values) => sqlAs(appDb, (run) => run(text, values));
    const held = [...load.told.held];
    const found = (await q('select pnr, status, id from bookings where pnr = any($1)', [held])).rows;
    const byPnr = new Map(found.map((r) => [r.pnr, r]));
    const missing = held.filter((p) => !byPnr.has(p));
    if (missing.length) failures.push(`${missing.length} holds answered 201 do not exist: ${missing.slice(0, 5).join(', ')}`);
    const paid = [...load.told.paid];
    const tickets = (await q(
      `select b.pnr, b.status, b.travellers, (select count(*)::int from tickets t where t.booking_id = b.id) as tickets,
         (select count(*)::int from payments p where p.booking_id = b.id and p.status = 'paid') as payments
       from bookings b where b.pnr = any($1)`,
      [paid],
    )).rows;
    const badPaid = tickets.filter((r) => r.status !== 'ticketed' || r.tickets !== r.travellers || r.payments !== 1);
    if (badPaid.length || tickets.length !== paid.length) failures.push(`bookings told "paid" not ticketed exactly once: ${JSON.stringify(badPaid.slice(0, 5))} (${tickets.length} of ${paid.length} found)`);
    const notCancelled = [...load.told.cancelled].filter((p) => byPnr.get(p)?.status !== 'cancelled');
    if (notCancelled.length) failures.push(`cancellations answered 200 not cancelled: ${notCancelled.slice(0, 5).join(', ')}`);
    const seats = seatBooks((await q(SEAT_CHECK_SQL, [fx.flightIds])).rows);
    if (!seats.ok) failures.push(`seats do not add up: ${JSON.stringify(seats)}`);
    log(`told: ${held.length} holds, ${paid.length} paid, ${load.told.cancelled.size} cancelled; seats ${seats.ok ? 'add up' : 'DO NOT add up'} (${seats.ticketed} ticketed, ${seats.held} held, ${seats.left} left of ${seats.capacity})`);

    // Every ticketed booking of the load's flights has its e-ticket in the outbox folder, once, within 2 minutes.
    const ticketedPnrs = (await q(`select distinct b.pnr from bookings b join booking_legs l on l.booking_id = b.id where l.flight_id = any($1) and b.status = 'ticketed'`, [fx.flightIds])).rows.map((r) => r.pnr);
    const outboxDir = path.join(dataDir, 'outbox');
    log(`waiting for ${ticketedPnrs.length} e-tickets in the outbox folder (at most ${MAIL_WITHIN_MS / 1000} s after recovery)…`);
    let files = eTicketFiles(outboxDir);
    try {
      await waitUntil(
        'every e-ticket mailed',
        async () => {
          files = eTicketFiles(outboxDir);
          return ticketedPnrs.every((p) => files.byPnr.has(p));
        },
        Math.max(1000, recoveredAt + MAIL_WITHIN_MS - Date.now()),
      );
      log(`every e-ticket mailed ${Math.round((Date.now() - recoveredAt) / 1000)} s after recovery`);
    } catch {
      const late = ticketedPnrs.filter((p) => !files.byPnr.has(p));
      failures.push(`${late.length} e-tickets not mailed within ${MAIL_WITHIN_MS / 1000} s of recovery, e.g. ${late.slice(0, 5).join(', ')}`);
    }
    await sleep(2000); // a duplicate would come right behind
    files = eTicketFiles(outboxDir);
    const twice = ticketedPnrs.filter((p) => (files.byPnr.get(p)?.length ?? 0) > 1);
    if (twice.length) failures.push(`${twice.length} bookings got their e-ticket more than once: ${twice.slice(0, 5).join(', ')}`);
    const sameId = [...files.byMessageId].filter(([, n]) => n > 1);
    if (sameId.length) failures.push(`${sameId.length} Message-IDs are in the outbox folder more than once`);

    // No job left active: what a killed worker or a lost connection cut off has expired (a minute for the
    // deliver-mail runs and the hold expiry) and been failed by the maintenance (every 30 s), to run again.
    const lastFault = phases.find((p) => p.name === 'recovery').at;
    try {
      await waitUntil(
        'no job cut off by a fault left active',
        async () => (await q(`select count(*)::int as n from pgboss.job where state = 'active' and started_on < to_timestamp($1 / 1000.0)`, [lastFault])).rows[0].n === 0,
        Math.max(10_000, lastFault + 110_000 - Date.now()),
      );
      log(`no job left active (${Math.round((Date.now() - lastFault) / 1000)} s after recovery)`);
    } catch {
      const rows = (await q(`select name, started_on, expire_in from pgboss.job where state = 'active' and started_on < to_timestamp($1 / 1000.0)`, [lastFault])).rows;
      failures.push(`jobs left active: ${JSON.stringify(rows.slice(0, 5))}`);
    }

    const procs = cluster.processes();
    if (!alive(cluster.child.pid)) failures.push('the cluster primary is not alive');
    if (procs.web.length !== 2) failures.push(`${procs.web.length} web processes are alive (2 expected)`);
    if (procs.jobs.length !== 1) failures.push(`${procs.jobs.length} job workers are alive (1 expected)`);
    if (!redis.alive()) failures.push('Redis is not alive');
    const clusterOutput = fs.readFileSync(clusterLog, 'utf8');
    const unhandled = clusterOutput.split('\n').filter((l) => l.includes('unhandled rejection'));
    if (unhandled.length) log(`note: ${unhandled.length} unhandled rejections were logged (the processes carried on); first: ${unhandled[0].slice(0, 300)}`);
    const restarts = clusterOutput.split('\n').filter((l) => /died|exited during start-up/.test(l));
    log(`process restarts by the cluster: ${restarts.length}`);
    for (const r of restarts.slice(0, 8)) log(`   ${r.slice(0, 200)}`);
  } catch (err) {
    failures.push(`the run broke off: ${err?.stack ?? err}`);
    log(pgServer.logTail());
  } finally {
    await cleanUp();
  }
  const seconds = Math.round((Date.now() - started) / 1000);
  if (failures.length) {
    console.error(`\ntest:faults FAILED after ${seconds} s:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
    process.exit(1);
  }
  console.log(`\ntest:faults passed in ${seconds} s.`);
  process.exit(0);
}

await main();
