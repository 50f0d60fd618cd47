// `npm run test:load`: a minute of mixed traffic against the built server on a fresh database (PGlite, or
// PostgreSQL with DATABASE_URL). Every connection is a passenger of its own who orders in a loop: hold a seat,
// then pay for it through the test provider (or, one order in four, cancel the hold and read it back), so no
// account meets the hold limit; one more account, already at its limit, keeps asking for a third hold and must
// get 429. Fails on any 5xx, connection error or timeout, an unexpected answer, seats that do not add up
// (oversold, returned twice or lost), or resident memory that keeps growing after the warm-up. Prints a summary
// and writes bench/results/load-<date>.json and the "## Load" section of docs/performance.md.
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { api, bookingFixture, busyDay, dayFromNow, freshDatabase, machine, root, SEAT_CHECK_SQL, seatBooks, seedFixture, startServer, withSql } from './api/server.mjs';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const CONNECTIONS = 16;
const WARMUP_SECONDS = 10;
/** Passenger accounts taking turns at ordering: more than the connections, so one is always free. */
const ACCOUNTS = CONNECTIONS + 8;
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
    // Eight flights of 850 seats: more than a minute of orders can sell, so every hold should succeed. One
    // account per connection, and one more that takes its two holds now and then only meets the limit.
    const fx = await bookingFixture(base, { flights: 8, seats: 850, users: ACCOUNTS + 1 });
    const limitToken = fx.tokens[ACCOUNTS];
    /** Accounts not in an order right now: an order takes one and gives it back at its end. */
    const free = fx.tokens.slice(0, ACCOUNTS);
    const holdBody = (i) => ({ legs: [{ flightId: fx.flightIds[i % fx.flightIds.length], packageId: fx.packageId }], passengers: [{ name: `Load ${i}` }] });
    for (let k = 0; k < 2; k++) {
      const res = await api(base, 'POST', '/api/bookings', holdBody(k), limitToken);
      if (res.status !== 201) throw new Error(`The limit account's hold ${k + 1} was answered ${res.status}.`);
    }
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
    // A fresh object each time: autocannon writes Content-Length into the headers object it is given.
    const json = () => ({ 'content-type': 'application/json' });
    /** What each order step expects; a step that could not be made (its hold failed) is a plain health check. */
    const expectedStatus = { hold: 201, 'payment start': 201, 'payment completion (test provider)': 200, 'cancel a hold': 200, 'read the cancelled booking': 200, 'hold over the limit': 429 };
    const auth = (context) => ({ ...json(), authorization: `Bearer ${context.token}` });
    /** An order step: `make` answers [name, request] from the connection's order so far, or null to skip. */
    const step = (make, after) => ({
      method: 'POST',
      path: '/api/health',
      setupRequest(req, context) {
        const made = make(context);
        context.step = made ? made[0] : 'skipped order step';
        return made ? { ...req, ...made[1] } : { ...req, method: 'GET', path: '/api/health' };
      },
      onResponse(status, body, context) {
        count(context.step, status);
        after?.(status, body, context);
      },
    });
    const requests = [
      ...[
        { name: 'one-way search', method: 'GET', path: search(oneWay) },
        { name: 'round-trip search', method: 'GET', path: search({ ...oneWay, travelType: 'roundTrip', flightReturningDate: dayFromNow(day + 2) }) },
        { name: 'domestic locations', method: 'GET', path: '/api/show-domestic-flight' },
        { name: 'international locations', method: 'GET', path: '/api/show-international-flight' },
        { name: 'sign-in', method: 'POST', path: '/api/signin', headers: json(), body: JSON.stringify({ email: traveller.email, password: traveller.password }) },
        { name: 'hold over the limit', method: 'POST', path: '/api/bookings', headers: { ...json(), authorization: `Bearer ${limitToken}` }, body: JSON.stringify(holdBody(0)) },
      ].map(({ name, ...r }) => ({ ...r, onResponse: (status) => count(name, status) })),
      // An order: hold; then pay (three orders in four) or cancel; then complete the payment or read the booking.
      step(
        (context) => {
          context.order = { i: bookingN++ };
          context.token = free.shift();
          return ['hold', { method: 'POST', path: '/api/bookings', headers: auth(context), body: JSON.stringify(holdBody(context.order.i)) }];
        },
        (status, body, context) => {
          if (status === 201) context.order.pnr = JSON.parse(body).data.pnr;
        },
      ),
      step(
        (context) => {
          const { order } = context;
          if (!order?.pnr) return null;
          if (order.i % 4 === 3) return ['cancel a hold', { method: 'POST', path: `/api/bookings/${order.pnr}/cancel`, headers: auth(context), body: '{}' }];
          return ['payment start', { method: 'POST', path: `/api/bookings/${order.pnr}/payments`, headers: auth(context), body: '{}' }];
        },
        (status, body, context) => {
          if (context.step === 'payment start' && status === 201) context.order.paymentId = JSON.parse(body).data.paymentId;
          if (context.step === 'cancel a hold' && status === 200) context.order.cancelled = true;
        },
      ),
      step(
        (context) => {
          const { order } = context;
          if (order?.paymentId) return ['payment completion (test provider)', { method: 'POST', path: `/api/payments/test/${order.paymentId}/complete`, headers: json(), body: '{"outcome":"paid"}' }];
          if (order?.cancelled) return ['read the cancelled booking', { method: 'GET', path: `/api/bookings/${order.pnr}`, headers: auth(context) }];
          return null;
        },
        (_status, _body, context) => {
          if (context.token) free.push(context.token);
          context.token = undefined;
        },
      ),
    ];

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
    const orders = await api(base, 'GET', '/api/bookings', undefined, fx.tokens[0]);
    // RSS saws up and down with garbage collection; a leak raises its floor. So each end is the lowest
    // sample of a 10 s window: right after the warm-up, and at the end of the run.
    const floor = (xs) => (xs.length ? Math.min(...xs.map((x) => x.rssMb)) : 0);
    const baselineMb = floor(samples.filter((x) => x.s >= WARMUP_SECONDS).slice(0, 10));
    const finalMb = floor(samples.slice(-10));
    const statuses = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => [code, s.count]));
    const expected = (name, status) => status === (expectedStatus[name] ?? 200);
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
      seats: null,
      memory: { warmupSeconds: WARMUP_SECONDS, baselineMb, finalMb, peakMb: Math.max(0, ...samples.map((x) => x.rssMb)), growthMb: finalMb - baselineMb, boundMb: GROWTH_BOUND_MB, samples },
      readyAfter: ready.status,
    };
    const failures = [];
    if (fiveXx) failures.push(`${fiveXx} answers were 5xx`);
    if (result.errors || result.timeouts) failures.push(`${result.errors} connection errors and ${result.timeouts} timeouts`);
    if (unexpected.length) failures.push(`unexpected answers (${unexpected.join('; ')})`);
    if (orders.status !== 200) failures.push(`an account's bookings could not be read after the run (${orders.status})`);
    if (report.memory.growthMb > GROWTH_BOUND_MB) failures.push(`resident memory grew by ${report.memory.growthMb} MB after the warm-up (bound ${GROWTH_BOUND_MB} MB)`);
    if (ready.status !== 200) failures.push(`the server is not ready after the run (${ready.status})`);
    // The seat books, straight from the database (on PGlite once the server has closed it): held + ticketed +
    // seats left = capacity on every flight, so nothing was oversold, returned twice or lost.
    await server.stop();
    report.seats = seatBooks(await withSql(db.env, async (q) => (await q(SEAT_CHECK_SQL, [fx.flightIds])).rows));
    if (!report.seats.ok) failures.push(`seats do not add up: ${JSON.stringify(report.seats)}`);
    report.passed = failures.length === 0;
    report.failures = failures;
    report.totalSeconds = Math.round((performance.now() - started) / 1000);

    const file = path.join(root, 'bench/results', `load-${report.date.slice(0, 10)}.json`);
    const section = markdown(report);
    console.log(`\n${section}\n`);
    if (process.env.BENCH_WRITE === '0') log(`not saved (BENCH_WRITE=0; ${report.totalSeconds} s)`);
    else {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
      writeSection(section);
      log(`saved ${path.relative(root, file)} and docs/performance.md (${report.totalSeconds} s)`);
    }
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
      `autocannon ${r.connections} connections for ${r.seconds} s, each a passenger of its own cycling through one-way search, round-trip search, both location lists, sign-in, ` +
      `a hold by an account already at its limit (429 expected), and an order: hold, then pay through the test provider (three in four) or cancel and read it back.`,
    '',
    `**${r.passed ? 'Passed' : 'FAILED'}**: ${r.requests.toLocaleString('en-US')} requests, ${r.rps} requests/s; latency p50 ${r.latencyMs.p50} ms, p90 ${r.latencyMs.p90} ms, p99 ${r.latencyMs.p99} ms, max ${r.latencyMs.max} ms; ` +
      `${r.fiveXx} 5xx, ${r.errors} errors, ${r.timeouts} timeouts.`,
    '',
    '| request | statuses |',
    '|---|---|',
    ...rows,
    '',
    `Seats of the ${r.seats.flights} order flights at the end: ${r.seats.held} held + ${r.seats.ticketed} ticketed + ${r.seats.left} left = ${r.seats.held + r.seats.ticketed + r.seats.left} of ${r.seats.capacity}; ` +
      `oversold: **${r.seats.oversold ? 'YES' : 'no'}**; a seat returned twice: **${r.seats.returnedTwice ? 'YES' : 'no'}**; seats lost: **${r.seats.lost ? 'YES' : 'no'}**.`,
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
