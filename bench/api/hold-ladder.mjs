// `node bench/api/hold-ladder.mjs` (after `npm run build`; PostgreSQL with DATABASE_URL, else PGlite): issue 31's hold
// target measured on its own. Holds of one passenger (`POST /api/bookings`), plain and on flights each with its own
// ladder (classes of a quarter of the seats, another quarter, then all of them: as `npm run bench`'s case), alternately
// on one server (plain, ladder, plain, ladder, …), each run on flights of its own, 4 flights at a time, 16
// connections, from accounts made before the run. Prints requests/s, created, non-2xx and p99 of each run, the means
// and the ratio ladder ÷ plain (target: 0.90 or more). HOLD_SECONDS (default 8) per run, HOLD_ROUNDS (default 3)
// pairs. Run it on a quiet machine; it prints the load average. Beside the rates it prints the CPU time each created
// hold cost the server process and (PostgreSQL) the database's backends, which other work on a busy machine
// disturbs less than the rates. It writes nothing but its own database, dropped at the end.
import os from 'node:os';
import fs from 'node:fs';
import { ADMIN, api, benchAccounts, bookingFixture, freshDatabase, machine, runHoldRequests, seedFixture, startServer, withSql } from './server.mjs';

/** CPU time (user + system, ms) each process has used so far (Linux /proc; 100 ticks a second); gone ones left out. */
function cpuMs(pids) {
  const used = new Map();
  for (const pid of pids) {
    try {
      const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      used.set(pid, (Number(fields[11]) + Number(fields[12])) * 10);
    } catch {
      // A backend that ended meanwhile.
    }
  }
  return used;
}

/** CPU time used between two readings: each process's growth, all of it for a process that started in between. */
function cpuBetween(before, after) {
  let ms = 0;
  for (const [pid, now] of after) ms += now - (before.get(pid) ?? 0);
  return ms;
}

/** Holds of one block of 4 flights (a run starts on a block of its own): 4 × SEATS / 2, so no flight sells out. */
const SEATS = 600;
const PER_BLOCK = 4 * (SEATS / 2);
const MAX_RATE = Number(process.env.HOLD_MAX_RATE ?? 1_500);

/** One run of one-passenger holds: request k on the k-th flight of its block, from account k. */
const runHolds = (url, seconds, next, { flightIds, packageId, tokens }) =>
  runHoldRequests(url, seconds, (req) => {
    const k = next();
    const flightId = flightIds[(Math.floor(k / PER_BLOCK) * 4 + (k % 4)) % flightIds.length];
    return {
      ...req,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[k % tokens.length]}` },
      body: JSON.stringify({ legs: [{ flightId, packageId }], passengers: [{ name: `Ladder ${k}` }] }),
    };
  });

const SECONDS = Number(process.env.HOLD_SECONDS ?? 8);
const ROUNDS = Number(process.env.HOLD_ROUNDS ?? 3);
const db = await freshDatabase('fares_bench_hold_ladder');
const load = () => `load average ${os.loadavg().map((x) => x.toFixed(2)).join(' ')}`;
console.log(`${db.kind}; ${machine()}; ${load()}`);
try {
  seedFixture(db.env, 0);
  const most = (ROUNDS * SECONDS + 2) * MAX_RATE + (ROUNDS + 1) * PER_BLOCK;
  const tokens = await benchAccounts(db.env, most);
  const server = await startServer(db.env);
  try {
    const flights = Math.ceil(most / PER_BLOCK) * 4;
    const plain = await bookingFixture(server.url, { flights, seats: SEATS, users: 0 });
    const laddered = await bookingFixture(server.url, { flights, seats: SEATS, users: 0 });
    const admin = (await api(server.url, 'POST', '/api/signin', ADMIN)).body.token;
    const quarter = SEATS / 4;
    for (const flightId of laddered.flightIds) {
      const classes = [
        { code: 'N', price: 800, seats: quarter },
        { code: 'E', price: 900, seats: quarter },
        { code: 'M', price: 1000, seats: SEATS },
      ];
      const res = await api(server.url, 'PUT', `/api/flight-information/${flightId}/fare-classes`, { packageId: laddered.packageId, classes }, admin);
      if (res.status !== 200) throw new Error(`PUT fare-classes: ${res.status} ${JSON.stringify(res.body)}`);
    }
    const kinds = {
      // Accounts of their own per kind (two holds each, HOLD_MAX_PER_ACCOUNT): shared, the ladder's third run met
      // accounts the plain runs had already used twice and was refused (429).
      plain: { fixture: { flightIds: plain.flightIds, packageId: plain.packageId, tokens: tokens.slice(0, Math.floor(tokens.length / 2)) }, k: 0 },
      ladder: { fixture: { flightIds: laddered.flightIds, packageId: laddered.packageId, tokens: tokens.slice(Math.floor(tokens.length / 2)) }, k: 0 },
    };
    // The database's backends (PostgreSQL): the server's pool, once it is warm.
    const backends = async () =>
      db.kind === 'PostgreSQL' ? await withSql(db.env, async (q) => (await q('select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()')).rows.map((r) => r.pid)) : [];
    const run = async (name, seconds) => {
      const kind = kinds[name];
      kind.k = Math.ceil(kind.k / PER_BLOCK) * PER_BLOCK;
      const [server0, db0] = [cpuMs([server.pid]), cpuMs(await backends())];
      const r = await runHolds(server.url, seconds, () => kind.k++, kind.fixture);
      // The pool's connections of the run (some open during it; idle ones may close only after it).
      const [server1, db1] = [cpuMs([server.pid]), cpuMs(await backends())];
      r.serverMs = cpuBetween(server0, server1) / Math.max(1, r.created);
      r.dbMs = cpuBetween(db0, db1) / Math.max(1, r.created);
      return r;
    };
    await run('plain', 2);
    await run('ladder', 2);
    const runs = { plain: [], ladder: [] };
    for (let round = 0; round < ROUNDS; round++) {
      for (const name of ['plain', 'ladder']) {
        const r = await run(name, SECONDS);
        runs[name].push(r);
        console.log(`${name.padEnd(6)} ${Math.round(r.rps)} req/s, ${r.created} created of ${r.total}, non-2xx ${r.non2xx}, p99 ${r.p99} ms; CPU per hold: server ${r.serverMs.toFixed(2)} ms, database ${r.dbMs.toFixed(2)} ms`);
      }
    }
    const mean = (xs) => xs.reduce((s, r) => s + r.rps, 0) / xs.length;
    const [p, l] = [mean(runs.plain), mean(runs.ladder)];
    console.log(`\nplain holds: ${Math.round(p)} req/s (${runs.plain.map((r) => Math.round(r.rps)).join(', ')})`);
    console.log(`holds with a ladder: ${Math.round(l)} req/s (${runs.ladder.map((r) => Math.round(r.rps)).join(', ')})`);
    console.log(`ratio ladder ÷ plain: ${(l / p).toFixed(2)} (target ≥ 0.90); ${load()}`);
    const cpu = (xs) => xs.reduce((sum, r) => sum + r.serverMs + r.dbMs, 0) / xs.length;
    console.log(`CPU per hold (server + database): plain ${cpu(runs.plain).toFixed(2)} ms, ladder ${cpu(runs.ladder).toFixed(2)} ms, ratio plain ÷ ladder ${(cpu(runs.plain) / cpu(runs.ladder)).toFixed(2)}`);
    if ([...runs.plain, ...runs.ladder].some((r) => r.non2xx > 0)) console.log('some holds were refused: the ratio is not a fair one');
  } finally {
    await server.stop();
  }
} finally {
  await db.drop();
}
