// `npm run test:load`: a minute of mixed traffic against the built server on a fresh database (PGlite, or
// PostgreSQL with DATABASE_URL). Fails on any 5xx, connection error or timeout, an unexpected 4xx, an
// oversold flight, or resident memory that keeps growing after the warm-up. Prints a summary and writes
// bench/results/load-<date>.json and the "## Load" section of docs/performance.md.
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { api, bookingFixture, busyDay, dayFromNow, freshDatabase, machine, root, seedFixture, startServer } from './api/server.mjs';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const CONNECTIONS = 16;
const WARMUP_SECONDS = 10;
/** Allowed growth of the server's resident memory from the end of the warm-up to the end of the run. */
const GROWTH_BOUND_MB = 150;
const SECTION = '## Load (npm run test:load)';

function log(message) {
  console.log(`[load] ${message}`);
}

async function main() {
  const started = performance.now();
  const db = await freshDatabase('load');
  let server;
  try {
    log(`seeding demo data (${db.kind})…`);
    seedFixture(db.env, 0);
    server = await startServer(db.env);
    const base = server.url;
    const { day } = await busyDay(base, 'dhaka', 'chattogram');
    // Eight flights of 850 seats: more than a minute of bookings can sell, so every booking should succeed.
    const fx = await bookingFixture(base, { flights: 8, seats: 850, users: CONNECTIONS });
    const traveller = { name: 'Load Traveller', email: `load-${Date.now().toString(36)}@example.com`, password: 'load-password' };
    if ((await api(base, 'POST', '/api/signup', traveller)).status !== 201) throw new Error('Could not register the sign-in user.');

    const search = (params) => `/api/show-search-flight-result?${new URLSearchParams(params)}`;
    const oneWay = { travelType: 'oneWay', flightFromCurrentLocation: 'dhaka', flightToDestinationLocation: 'chattogram', flightDepartingDate: dayFromNow(day), flightReturningDate: 'undefined' };
    const tally = {};
    const count = (name, status) => {
      const t = (tally[name] ??= {});
      t[status] = (t[status] ?? 0) + 1;
    };
    let bookingN = 0;
    const json = { 'content-type': 'application/json' };
    const requests = [
      { name: 'one-way search', method: 'GET', path: search(oneWay) },
      { name: 'round-trip search', method: 'GET', path: search({ ...oneWay, travelType: 'roundTrip', flightReturningDate: dayFromNow(day + 2) }) },
      { name: 'domestic locations', method: 'GET', path: '/api/show-domestic-flight' },
      { name: 'international locations', method: 'GET', path: '/api/show-international-flight' },
      { name: 'sign-in', method: 'POST', path: '/api/signin', headers: json, body: JSON.stringify({ email: traveller.email, password: traveller.password }) },
      {
        name: 'booking',
        method: 'POST',
        path: '/api/bookings',
        setupRequest(req) {
          const i = bookingN++;
          return {
            ...req,
            headers: { ...json, authorization: `Bearer ${fx.tokens[i % fx.tokens.length]}` },
            body: JSON.stringify({ legs: [{ flightId: fx.flightIds[i % fx.flightIds.length], packageId: fx.packageId }], passengers: [{ name: `Load ${i}` }] }),
          };
        },
      },
    ].map(({ name, ...r }) => ({ ...r, onResponse: (status) => count(name, status) }));

    // Resident memory of the server, once a second.
    const samples = [];
    const t0 = Date.now();
    const sampler = setInterval(() => {
      try {
        samples.push({ s: Math.round((Date.now() - t0) / 1000), rssMb: Math.round(server.memoryMb()) });
      } catch {
        /* the process is gone; the errors below say so */
      }
    }, 1000);
    log(`${SECONDS} s of mixed traffic, ${CONNECTIONS} connections…`);
    const result = await new Promise((resolve, reject) => {
      const instance = autocannon({ url: base, connections: CONNECTIONS, duration: SECONDS, timeout: 10, requests }, (err, r) => (err ? reject(err) : resolve(r)));
      autocannon.track(instance, { renderProgressBar: false, renderResultsTable: false, renderLatencyTable: false });
    });
    clearInterval(sampler);

    const ready = await api(base, 'GET', '/api/ready').catch(() => ({ status: 0 }));
    // Every confirmed passenger on the manifests, against the seat counts: nothing sold twice or lost.
    let seatsLeft = 0;
    let sold = 0;
    for (const id of fx.flightIds) {
      seatsLeft += (await api(base, 'GET', `/api/flight-information/${id}`, undefined, fx.admin)).body.seatsLeft;
      sold += (await api(base, 'GET', `/api/admin/flights/${id}/manifest`, undefined, fx.admin)).body.passengers.filter((p) => p.status === 'confirmed').length;
    }

    // RSS saws up and down with garbage collection; a leak raises its floor. So each end is the lowest
    // sample of a 10 s window: right after the warm-up, and at the end of the run.
    const floor = (xs) => (xs.length ? Math.min(...xs.map((x) => x.rssMb)) : 0);
    const baselineMb = floor(samples.filter((x) => x.s >= WARMUP_SECONDS).slice(0, 10));
    const finalMb = floor(samples.slice(-10));
    const statuses = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => [code, s.count]));
    const expected = (name, status) => (name === 'booking' ? status === 201 : status === 200);
    const unexpected = Object.entries(tally).flatMap(([name, byStatus]) =>
      Object.entries(byStatus)
        .filter(([status]) => !expected(name, Number(status)))
        .map(([status, n]) => `${name}: ${n} × ${status}`),
    );
    const fiveXx = Object.entries(statuses).filter(([code]) => Number(code) >= 500).reduce((n, [, c]) => n + c, 0);
    const report = {
      date: new Date().toISOString(),
      machine: machine(),
      database: db.kind,
      seconds: SECONDS,
      connections: CONNECTIONS,
      requests: result.requests.total,
      rps: Math.round(result.requests.average),
      latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
      statuses,
      byRequest: tally,
      errors: result.errors,
      timeouts: result.timeouts,
      fiveXx,
      unexpected,
      bookings: { sold, seatsLeft, capacity: fx.capacity, oversold: sold + seatsLeft !== fx.capacity || seatsLeft < 0 },
      memory: { warmupSeconds: WARMUP_SECONDS, baselineMb, finalMb, peakMb: Math.max(0, ...samples.map((x) => x.rssMb)), growthMb: finalMb - baselineMb, boundMb: GROWTH_BOUND_MB, samples },
      readyAfter: ready.status,
    };
    const failures = [];
    if (fiveXx) failures.push(`${fiveXx} answers were 5xx`);
    if (result.errors || result.timeouts) failures.push(`${result.errors} connection errors and ${result.timeouts} timeouts`);
    if (unexpected.length) failures.push(`unexpected answers (${unexpected.join('; ')})`);
    if (report.bookings.oversold) failures.push(`seats do not add up: ${sold} sold + ${seatsLeft} left ≠ ${fx.capacity}`);
    if (report.memory.growthMb > GROWTH_BOUND_MB) failures.push(`resident memory grew by ${report.memory.growthMb} MB after the warm-up (bound ${GROWTH_BOUND_MB} MB)`);
    if (ready.status !== 200) failures.push(`the server is not ready after the run (${ready.status})`);
    report.passed = failures.length === 0;
    report.failures = failures;
    report.totalSeconds = Math.round((performance.now() - started) / 1000);

    const file = path.join(root, 'bench/results', `load-${report.date.slice(0, 10)}.json`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
    const section = markdown(report);
    writeSection(section);
    console.log(`\n${section}\n`);
    log(`saved ${path.relative(root, file)} and docs/performance.md (${report.totalSeconds} s)`);
    if (failures.length) {
      console.error(`[load] FAILED: ${failures.join('; ')}.`);
      process.exitCode = 1;
    }
  } finally {
    await server?.stop();
    await db.drop();
  }
}

function markdown(r) {
  const rows = Object.entries(r.byRequest).map(([name, byStatus]) => `| ${name} | ${Object.entries(byStatus).map(([k, v]) => `${k}: ${v}`).join(', ')} |`);
  return [
    SECTION,
    '',
    `Run ${r.date.slice(0, 16).replace('T', ' ')} UTC on ${r.machine}; database: **${r.database}** with the demo data and a booking fixture; ` +
      `autocannon ${r.connections} connections for ${r.seconds} s cycling through one-way search, round-trip search, both location lists, sign-in and a booking.`,
    '',
    `**${r.passed ? 'Passed' : 'FAILED'}**: ${r.requests.toLocaleString('en-US')} requests, ${r.rps} requests/s; latency p50 ${r.latencyMs.p50} ms, p90 ${r.latencyMs.p90} ms, p99 ${r.latencyMs.p99} ms, max ${r.latencyMs.max} ms; ` +
      `${r.fiveXx} 5xx, ${r.errors} errors, ${r.timeouts} timeouts.`,
    '',
    '| request | statuses |',
    '|---|---|',
    ...rows,
    '',
    `Bookings: ${r.bookings.sold} seats sold, ${r.bookings.seatsLeft} of ${r.bookings.capacity} left; oversold: **${r.bookings.oversold ? 'YES' : 'no'}**.`,
    `Server resident memory (RSS, sampled every second; lowest of 10 s): ${r.memory.baselineMb} MB after the ${r.memory.warmupSeconds} s warm-up, ${r.memory.finalMb} MB at the end ` +
      `(growth ${r.memory.growthMb} MB, bound ${r.memory.boundMb} MB), peak ${r.memory.peakMb} MB.`,
    ...(r.failures.length ? ['', `Failures: ${r.failures.join('; ')}.`] : []),
  ].join('\n');
}

/** Replaces the "## Load" section of docs/performance.md (or appends it), leaving the other sections alone. */
function writeSection(section) {
  const file = path.join(root, 'docs/performance.md');
  const doc = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Performance\n';
  const start = doc.indexOf(SECTION);
  let next;
  if (start < 0) next = `${doc.trimEnd()}\n\n${section}\n`;
  else {
    const end = doc.indexOf('\n## ', start + SECTION.length);
    next = `${doc.slice(0, start)}${section}\n${end >= 0 ? doc.slice(end) : ''}`;
  }
  fs.writeFileSync(file, next);
}

main().catch((err) => {
  console.error('[load] FAILED:', err);
  process.exit(1);
});
