// `npm run bench:scale`: the back office's calls (issue 37) at demo size and after `seed:scale`, in one run, on
// PostgreSQL (DATABASE_URL is required: the embedded database takes at most 200,000 bookings). Each call is
// asked BENCH_SCALE_REPEAT times by one admin (median and p95), its next page through the `Link` cursor; then the
// whole legacy users array is streamed and sixteen admins ask the passengers list at once, with the server's
// memory read from /proc. Writes the table to docs/performance.md ("Back office at scale").
//
// BENCH_SCALE_BOOKINGS (default 2,000,000), BENCH_SCALE_YEARS (3) and BENCH_SCALE_USERS (150,000) size the seed;
// BENCH_SCALE_DATABASE_URL names a database seed:scale already filled (it is used as it is, not seeded again), and
// BENCH_SCALE_DEMO_DATABASE_URL an empty one for the demo-size run.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { ADMIN, api, dayFromNow, freshDatabase, machine, root, startServer } from './server.mjs';

const REPEAT = Number(process.env.BENCH_SCALE_REPEAT ?? 30);
const BOOKINGS = Number(process.env.BENCH_SCALE_BOOKINGS ?? 2_000_000);
const YEARS = Number(process.env.BENCH_SCALE_YEARS ?? 3);
const USERS = Number(process.env.BENCH_SCALE_USERS ?? 150_000);

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

/** One admin asks `url` REPEAT times (after two unmeasured asks): median and p95 in ms, and the last answer. */
async function time(url, headers) {
  let last;
  const took = [];
  for (let i = 0; i < REPEAT + 2; i++) {
    const started = performance.now();
    const res = await fetch(url, { headers });
    const body = await res.arrayBuffer();
    if (i >= 2) took.push(performance.now() - started);
    last = { status: res.status, headers: res.headers, bytes: body.byteLength, body };
  }
  took.sort((a, b) => a - b);
  return { p50: quantile(took, 0.5), p95: quantile(took, 0.95), last };
}

const nextOf = (headers) => /<([^>]+)>;\s*rel="next"/.exec(headers.get('link') ?? '')?.[1] ?? null;

async function measureAll(server, label) {
  const { token } = (await api(server.url, 'POST', '/api/signin', ADMIN)).body;
  const headers = { authorization: `Bearer ${token}` };
  const u = (p) => `${server.url}${p}`;
  const rows = [];
  const run = async (name, p) => {
    const r = await time(u(p), headers);
    const total = r.last.headers.get('x-total-count');
    const estimated = r.last.headers.get('x-total-count-estimated') === 'true';
    rows.push({ name, p50: r.p50, p95: r.p95, status: r.last.status, total: total ? `${estimated ? '≈' : ''}${Number(total).toLocaleString('en-US')}` : '', rss: server.memoryMb() });
    console.log(`[${label}] ${name}: p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, ${r.last.status}, total ${total ?? '-'}`);
    return r.last;
  };
  const withNext = async (name, p) => {
    const first = await run(`${name}, page 1`, p);
    const next = nextOf(first.headers);
    if (next) await run(`${name}, next page (cursor)`, next);
    return first;
  };
  const bookings = await withNext('bookings', '/api/admin/bookings?limit=50');
  const [sample] = JSON.parse(Buffer.from(bookings.body).toString('utf8'));
  await run('bookings at offset 150,000', '/api/admin/bookings?limit=50&offset=150000');
  if (sample) {
    await run(`bookings, a reference searched (${sample.pnr})`, `/api/admin/bookings?limit=50&q=${sample.pnr}`);
    const surname = sample.passengers[0]?.name.split(' ').at(-1);
    if (surname) await run(`bookings, a surname searched (${surname})`, `/api/admin/bookings?limit=50&q=${encodeURIComponent(surname)}`);
  }
  await withNext('passengers', '/api/admin/passengers?limit=50');
  await run('passengers, a name searched', '/api/admin/passengers?limit=50&q=selina%20akter');
  await withNext('users', '/api/user-list?limit=50');
  await run('users, an e-mail searched', '/api/user-list?limit=50&q=scale.user77777%40');
  await withNext('audit log', '/api/admin/audit?limit=50');
  await run('contact messages, page 1', '/api/contact-messages?limit=50');
  await withNext('flights', '/api/show-flight-information-list?limit=50&sort=-createdAt');
  await run('gate look-up by day', `/api/show-flight-information-list?limit=50&q=${dayFromNow(2)}`);
  await run('flight manifest', `/api/admin/flights/${sample?.legs[0]?.flightId ?? '00000000-0000-0000-0000-000000000000'}/manifest`);
  await run('sales report, 30 days', `/api/admin/reports/sales?from=${dayFromNow(-30)}&to=${dayFromNow(-1)}`);
  await run('sales report CSV, a year', `/api/admin/reports/sales?from=${dayFromNow(-365)}&to=${dayFromNow(-1)}&format=csv`);
  await run('load factor, 30 days', `/api/admin/reports/load-factor?from=${dayFromNow(-30)}&to=${dayFromNow(-1)}`);
  await run('load factor by route CSV, a year', `/api/admin/reports/load-factor?from=${dayFromNow(-365)}&to=${dayFromNow(-1)}&format=csv&by=route`);
  // Traveller paths, for comparison.
  await run('traveller: one-way search', `/api/show-search-flight-result?${new URLSearchParams({ travelType: 'oneWay', flightFromCurrentLocation: 'dhaka', flightToDestinationLocation: 'chattogram', flightDepartingDate: dayFromNow(5), flightReturningDate: 'undefined' })}`);
  await run('traveller: fare calendar', `/api/fare-calendar?${new URLSearchParams({ from: 'dhaka', to: 'chattogram', date: dayFromNow(8), days: '3', travellers: '1' })}`);

  // The whole legacy users array, streamed; then sixteen admins at once on the passengers list.
  const before = server.memoryMb();
  const started = performance.now();
  const whole = await fetch(u('/api/user-list'), { headers });
  let bytes = 0;
  let peak = before;
  const reader = whole.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    peak = Math.max(peak, server.memoryMb());
  }
  const legacy = { seconds: (performance.now() - started) / 1000, mb: bytes / 1_048_576, before, peak };
  console.log(`[${label}] legacy users array: ${legacy.mb.toFixed(1)} MB in ${legacy.seconds.toFixed(1)} s, server RSS ${before.toFixed(0)} → ${peak.toFixed(0)} MB`);
  let crowdPeak = server.memoryMb();
  const watch = setInterval(() => (crowdPeak = Math.max(crowdPeak, server.memoryMb())), 100);
  const crowd = await new Promise((resolve, reject) =>
    autocannon({ url: u('/api/admin/passengers?limit=50'), headers, connections: 16, duration: 10 }, (err, r) => (err ? reject(err) : resolve(r))),
  );
  clearInterval(watch);
  const sixteen = { rps: Math.round(crowd.requests.average), p50: crowd.latency.p50, p99: crowd.latency.p99, non2xx: crowd.non2xx + crowd.errors, peak: crowdPeak };
  console.log(`[${label}] 16 admins on passengers: ${sixteen.rps} req/s, p50 ${sixteen.p50} ms, p99 ${sixteen.p99} ms, failed ${sixteen.non2xx}, RSS peak ${crowdPeak.toFixed(0)} MB`);
  return { rows, legacy, sixteen, peakRss: server.peakMemoryMb() };
}

async function counts(url) {
  const pg = (await import('pg')).default;
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const { rows } = await c.query(`select (select count(*) from flights)::int as flights, (select count(*) from bookings)::int as bookings,
      (select count(*) from booking_passengers)::int as passengers, (select count(*) from users)::int as users, (select count(*) from audit_log)::int as audit`);
    return rows[0];
  } finally {
    await c.end();
  }
}

async function main() {
  if (!process.env.DATABASE_URL) throw new Error('bench:scale runs on PostgreSQL: set DATABASE_URL (a server URL; it makes its own databases).');
  const results = [];
  // Demo size: the first-run seed only.
  // BENCH_SCALE_DEMO_DATABASE_URL: an empty database of one's own for the demo-size run (used as it is).
  const demo = process.env.BENCH_SCALE_DEMO_DATABASE_URL
    ? { env: { DATABASE_URL: process.env.BENCH_SCALE_DEMO_DATABASE_URL, DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'tarmac-bench-scale-')) }, drop: async () => {} }
    : await freshDatabase('bench_scale_demo');
  execFileSync(process.execPath, [path.join(root, 'apps/server/dist/seed.js')], { env: { ...process.env, ...demo.env, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, LOG_LEVEL: 'warn' }, stdio: 'inherit' });
  let server = await startServer(demo.env);
  results.push({ label: 'demo size', size: await counts(demo.env.DATABASE_URL), ...(await measureAll(server, 'demo')) });
  await server.stop();
  await demo.drop();

  // Three years.
  let scaleEnv;
  let drop = async () => {};
  if (process.env.BENCH_SCALE_DATABASE_URL) {
    scaleEnv = { DATABASE_URL: process.env.BENCH_SCALE_DATABASE_URL, DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'tarmac-bench-scale-')) };
  } else {
    const db = await freshDatabase('bench_scale');
    scaleEnv = db.env;
    drop = db.drop;
    execFileSync(process.execPath, [path.join(root, 'apps/server/dist/seed-scale.js'), '--years', String(YEARS), '--bookings', String(BOOKINGS), '--users', String(USERS)], {
      env: { ...process.env, ...scaleEnv, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
      stdio: 'inherit',
    });
  }
  // The admin of an already seeded database is whoever ADMIN_EMAIL named: make sure the bench's exists.
  server = await startServer(scaleEnv);
  results.push({ label: 'after seed:scale', size: await counts(scaleEnv.DATABASE_URL), ...(await measureAll(server, 'scale')) });
  await server.stop();
  await drop();

  const [small, big] = results;
  const sizeOf = (s) => `${s.flights.toLocaleString('en-US')} flights, ${s.bookings.toLocaleString('en-US')} bookings, ${s.passengers.toLocaleString('en-US')} passengers, ${s.users.toLocaleString('en-US')} users, ${s.audit.toLocaleString('en-US')} audit rows`;
  const table = [
    '## Back office at scale (npm run bench:scale)',
    '',
    `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machine()}, PostgreSQL, one admin asking each call ${REPEAT} times after two unmeasured asks (server RSS after the call in MB).`,
    `Demo size: ${sizeOf(small.size)}. After seed:scale: ${sizeOf(big.size)}.`,
    '',
    '| call | demo p50 / p95 ms | scale p50 / p95 ms | scale total | scale RSS MB |',
    '|---|---:|---:|---:|---:|',
    ...big.rows.map((r) => {
      const d = small.rows.find((x) => x.name.replace(/\(.*\)/, '') === r.name.replace(/\(.*\)/, ''));
      return `| ${r.name} | ${d ? `${d.p50.toFixed(1)} / ${d.p95.toFixed(1)}` : '—'} | ${r.p50.toFixed(1)} / ${r.p95.toFixed(1)} | ${r.total} | ${r.rss.toFixed(0)} |`;
    }),
    '',
    `Legacy users array, streamed: demo ${small.legacy.mb.toFixed(1)} MB in ${small.legacy.seconds.toFixed(1)} s; scale ${big.legacy.mb.toFixed(1)} MB in ${big.legacy.seconds.toFixed(1)} s, server RSS ${big.legacy.before.toFixed(0)} → ${big.legacy.peak.toFixed(0)} MB.`,
    `Sixteen admins at once on the passengers list (10 s): demo ${small.sixteen.rps} req/s, p99 ${small.sixteen.p99} ms; scale ${big.sixteen.rps} req/s, p50 ${big.sixteen.p50} ms, p99 ${big.sixteen.p99} ms, ${big.sixteen.non2xx} failed, server RSS peak ${big.sixteen.peak.toFixed(0)} MB.`,
    '',
  ].join('\n');
  console.log(`\n${table}`);
  const file = path.join(root, 'docs/performance.md');
  let doc = fs.readFileSync(file, 'utf8');
  const heading = '## Back office at scale (npm run bench:scale)';
  const start = doc.indexOf(heading);
  if (start >= 0) {
    const next = doc.indexOf('\n## ', start + heading.length);
    doc = doc.slice(0, start) + table + (next >= 0 ? doc.slice(next) : '');
  } else {
    doc = `${doc.trimEnd()}\n\n${table}`;
  }
  fs.writeFileSync(file, doc.replace(/\n{3,}/g, '\n\n'));
}

await main();
