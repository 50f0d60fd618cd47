// `npm run bench`: the API under load with autocannon, on PGlite (default) or PostgreSQL (DATABASE_URL).
// Seeds fresh databases with the benchmark fixture, drives the built server, prints and saves the results.
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { api, bookingFixture, busyDay, dayFromNow, freshDatabase, machine, root, seedFixture, startServer } from './server.mjs';

const CONNECTIONS = 16;
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP = 3;
const BIG = Number(process.env.BENCH_FLIGHTS ?? 100_000);
const SMALL = 10_000;

function cannon(opts) {
  return new Promise((resolve, reject) => {
    const instance = autocannon({ connections: CONNECTIONS, duration: DURATION, ...opts }, (err, result) => (err ? reject(err) : resolve(result)));
    autocannon.track(instance, { renderProgressBar: false, renderResultsTable: false, renderLatencyTable: false });
  });
}

/** Warm up, then measure one case. */
async function measure(name, opts) {
  await cannon({ ...opts, duration: WARMUP });
  const r = await cannon(opts);
  const statuses = r.statusCodeStats ?? {};
  const row = {
    case: name,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts + Object.entries(statuses).filter(([code]) => Number(code) >= 500).reduce((n, [, s]) => n + s.count, 0),
    statuses: Object.fromEntries(Object.entries(statuses).map(([code, s]) => [code, s.count])),
  };
  console.log(`${name}: ${row.rps} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, errors ${row.errors}, statuses ${JSON.stringify(row.statuses)}`);
  return row;
}

const searchUrl = (base, params) => `${base}/api/show-search-flight-result?${new URLSearchParams(params)}`;

async function searchCases(base, day) {
  const oneWay = { travelType: 'oneWay', flightFromCurrentLocation: 'dhaka', flightToDestinationLocation: 'chattogram', flightDepartingDate: dayFromNow(day), flightReturningDate: 'undefined' };
  return { oneWay };
}

async function main() {
  const started = performance.now();
  const results = { date: new Date().toISOString(), machine: machine(), connections: CONNECTIONS, durationSeconds: DURATION, cases: [], scaling: [] };

  // 1. Search on a 10k-flight database, for the scaling comparison.
  const small = await freshDatabase('bench_small');
  results.database = small.kind;
  console.log(`Seeding ${SMALL.toLocaleString('en-US')} flights (${small.kind})…`);
  const smallSeed = seedFixture(small.env, SMALL);
  let server = await startServer(small.env);
  const { day } = await busyDay(server.url, 'dhaka', 'chattogram');
  const { oneWay } = await searchCases(server.url, day);
  const smallRow = await measure(`one-way search, ${SMALL.toLocaleString('en-US')} flights`, { url: searchUrl(server.url, oneWay) });
  results.scaling.push({ flights: SMALL, seedSeconds: smallSeed, ...smallRow });
  await server.stop();
  await small.drop();

  // 2. Everything on the full fixture.
  const big = await freshDatabase('bench');
  console.log(`Seeding ${BIG.toLocaleString('en-US')} flights (${big.kind})…`);
  const bigSeed = seedFixture(big.env, BIG);
  server = await startServer(big.env);
  const base = server.url;
  await busyDay(base, 'dhaka', 'chattogram');

  const floor = await measure('GET /api/health (floor)', { url: `${base}/api/health` });
  results.cases.push(floor);
  const oneWayRow = await measure('one-way search', { url: searchUrl(base, oneWay) });
  results.cases.push(oneWayRow);
  results.scaling.push({ flights: BIG, seedSeconds: bigSeed, ...oneWayRow });
  results.cases.push(
    await measure('round-trip search', {
      url: searchUrl(base, { ...oneWay, travelType: 'roundTrip', flightReturningDate: dayFromNow(day + 2) }),
    }),
  );
  results.cases.push(
    await measure('multi-city search (3 trips)', {
      url: `${base}/api/show-multi-city-flight-result`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        trip1: [{ flightFromCurrentLocation: 'dhaka', flightToDestinationLocation: 'chattogram', flightDepartingDate: dayFromNow(day) }],
        trip2: [{ flightFromCurrentLocation: 'chattogram', flightToDestinationLocation: 'dhaka', flightDepartingDate: dayFromNow(day + 1) }],
        trip3: [{ flightFromCurrentLocation: 'dhaka', flightToDestinationLocation: 'sylhet', flightDepartingDate: dayFromNow(day + 2) }],
      }),
    }),
  );
  results.cases.push(await measure('domestic locations list', { url: `${base}/api/show-domestic-flight` }));
  results.cases.push(await measure('international locations list', { url: `${base}/api/show-international-flight` }));

  // Bookings under contention: many clients after the last seats of a few flights.
  const fx = await bookingFixture(base, { flights: 4, seats: 850, users: 32 });
  let n = 0;
  const bookingRow = await measure('booking under contention', {
    url: `${base}/api/bookings`,
    method: 'POST',
    requests: [
      {
        setupRequest(req) {
          const i = n++;
          return {
            ...req,
            headers: { 'content-type': 'application/json', authorization: `Bearer ${fx.tokens[i % fx.tokens.length]}` },
            body: JSON.stringify({ legs: [{ flightId: fx.flightIds[i % fx.flightIds.length], packageId: fx.packageId }], passengers: [{ name: `Bench ${i}` }] }),
          };
        },
      },
    ],
  });
  // Requests still in flight when autocannon stopped finish first; then every confirmed passenger on the
  // manifests, against the seat counts: nothing sold twice or lost.
  await new Promise((r) => setTimeout(r, 2000));
  let seatsLeft = 0;
  let soldSeats = 0;
  for (const id of fx.flightIds) {
    seatsLeft += (await api(base, 'GET', `/api/flight-information/${id}`, undefined, fx.admin)).body.seatsLeft;
    soldSeats += (await api(base, 'GET', `/api/admin/flights/${id}/manifest`, undefined, fx.admin)).body.passengers.filter((p) => p.status === 'confirmed').length;
  }
  bookingRow.oversold = soldSeats + seatsLeft !== fx.capacity || seatsLeft < 0;
  bookingRow.note = `${soldSeats} of ${fx.capacity} seats sold, ${seatsLeft} left; ${bookingRow.statuses['201'] ?? 0} booked, ${bookingRow.statuses['409'] ?? 0} sold out`;
  console.log(`  ${bookingRow.note}; oversold: ${bookingRow.oversold}`);
  results.cases.push(bookingRow);

  results.peakMemoryMb = Math.round(server.peakMemoryMb());
  await server.stop();
  await big.drop();
  for (const c of results.cases) c.ratioToFloor = Math.round((c.rps / floor.rps) * 100) / 100;
  results.totalSeconds = Math.round((performance.now() - started) / 1000);

  const file = path.join(root, 'bench/results', `api-${big.kind.startsWith('PG') ? 'pglite' : 'postgres'}-${results.date.slice(0, 10)}.json`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  const table = markdown(results);
  console.log(`\n${table}`);
  writeSection(results.database, table);
  console.log(`Saved ${path.relative(root, file)} and docs/performance.md (${results.totalSeconds} s).`);
}

function markdown(r) {
  const lines = [
    `Run ${r.date.slice(0, 16).replace('T', ' ')} UTC on ${r.machine}; database: **${r.database}**; autocannon ${r.connections} connections, ${r.durationSeconds} s per case after a ${WARMUP} s warm-up; command \`${r.database === 'PostgreSQL' ? 'DATABASE_URL=… ' : ''}npm run bench\`.`,
    '',
    '| case | requests/s | p50 ms | p99 ms | errors | × floor | statuses |',
    '|---|---:|---:|---:|---:|---:|---|',
    ...r.cases.map((c) => `| ${c.case} | ${c.rps} | ${c.p50} | ${c.p99} | ${c.errors} | ${c.ratioToFloor} | ${Object.entries(c.statuses).map(([k, v]) => `${k}: ${v}`).join(', ')} |`),
    '',
    `Booking: ${r.cases.at(-1).note}; oversold: **${r.cases.at(-1).oversold ? 'YES' : 'no'}**. Server peak memory (VmHWM): ${r.peakMemoryMb} MB.`,
    '',
    '| flights in database | one-way search requests/s | p50 ms | p99 ms | fixture seeding s |',
    '|---:|---:|---:|---:|---:|',
    ...r.scaling.map((s) => `| ${s.flights.toLocaleString('en-US')} | ${s.rps} | ${s.p50} | ${s.p99} | ${s.seedSeconds.toFixed(1)} |`),
  ];
  return lines.join('\n');
}

/** Replaces this database's subsection of docs/performance.md, keeping everything else. */
function writeSection(database, table) {
  const file = path.join(root, 'docs/performance.md');
  let doc = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Performance\n';
  const heading = `### API on ${database}`;
  const block = `${heading}\n\n${table}\n`;
  const start = doc.indexOf(heading);
  if (start >= 0) {
    const next = doc.indexOf('\n### ', start + heading.length);
    const nextTop = doc.indexOf('\n## ', start + heading.length);
    const ends = [next, nextTop].filter((i) => i >= 0);
    const end = ends.length ? Math.min(...ends) + 1 : doc.length;
    doc = doc.slice(0, start) + block + (end < doc.length ? `\n${doc.slice(end)}` : '');
  } else {
    if (!doc.includes('## API (npm run bench)')) doc = `${doc.trimEnd()}\n\n## API (npm run bench)\n\n`;
    const at = doc.indexOf('## API (npm run bench)') + '## API (npm run bench)'.length;
    doc = `${doc.slice(0, at)}\n\n${block}${doc.slice(at).replace(/^\n+/, '\n')}`;
  }
  fs.writeFileSync(file, doc.replace(/\n{3,}/g, '\n\n'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
