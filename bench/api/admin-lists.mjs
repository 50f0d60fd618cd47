// `npm run bench:admin-lists`: only the back office's paged lists at airline scale (issue 12), on PGlite
// (default) or PostgreSQL (DATABASE_URL): seeds BENCH_FLIGHTS (100k) flights, asks pages of the flight list
// with autocannon and writes the numbers to docs/performance.md ("Paged admin lists"). `npm run bench` runs
// the first of these cases too, among all the others.
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { ADMIN, api, freshDatabase, machine, root, seedFixture, startServer } from './server.mjs';

const FLIGHTS = Number(process.env.BENCH_FLIGHTS ?? 100_000);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 16;

const cannon = (opts) =>
  new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: DURATION, ...opts }, (err, result) => (err ? reject(err) : resolve(result)));
  });

async function measure(name, opts) {
  await cannon({ ...opts, duration: 3 });
  const r = await cannon(opts);
  name = `${name} (${opts.connections ?? CONNECTIONS} conn.)`;
  const statuses = Object.fromEntries(Object.entries(r.statusCodeStats ?? {}).map(([code, s]) => [code, s.count]));
  const row = { case: name, rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.timeouts, statuses };
  console.log(`${name}: ${row.rps} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, statuses ${JSON.stringify(statuses)}`);
  return row;
}

async function main() {
  const db = await freshDatabase('bench_admin_lists');
  console.log(`Seeding ${FLIGHTS.toLocaleString('en-US')} flights (${db.kind})…`);
  seedFixture(db.env, FLIGHTS);
  const server = await startServer(db.env);
  const token = (await api(server.url, 'POST', '/api/signin', ADMIN)).body.token;
  const headers = { authorization: `Bearer ${token}` };
  const list = `${server.url}/api/show-flight-information-list`;
  const first = { url: `${list}?limit=50&offset=0&sort=-createdAt`, headers };
  const deep = { url: `${list}?limit=50&offset=4950&sort=departsAt`, headers };
  const search = { url: `${list}?limit=50&q=dhaka%20chattogram&sort=flightNumber`, headers };
  // One admin paging (1 connection), and many at once (16): the embedded database answers one query at a time.
  const rows = [
    await measure('first page, 50 newest flights', { ...first, connections: 1 }),
    await measure('first page, 50 newest flights', first),
    await measure('page 100 (offset 4,950), by departure', { ...deep, connections: 1 }),
    await measure('page 100 (offset 4,950), by departure', deep),
    await measure('search "dhaka chattogram", 50 by flight number', { ...search, connections: 1, timeout: 30 }),
  ];
  await server.stop();
  await db.drop();

  const date = new Date().toISOString();
  const table = [
    `### Paged admin lists (${db.kind})`,
    '',
    `Run ${date.slice(0, 16).replace('T', ' ')} UTC on ${machine()}; ${FLIGHTS.toLocaleString('en-US')} flights; autocannon 1 or ${CONNECTIONS} connections (as named), ${DURATION} s per case after a 3 s warm-up; ` +
      'an admin reads `GET /api/show-flight-information-list?limit=50&…` (rows and `X-Total-Count`); command `npm run bench:admin-lists`. Target: p99 ≤ 20 ms for a page.',
    '',
    '| case | requests/s | p50 ms | p99 ms | errors | statuses |',
    '|---|---:|---:|---:|---:|---|',
    ...rows.map((r) => `| ${r.case} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} | ${Object.entries(r.statuses).map(([k, v]) => `${k}: ${v}`).join(', ')} |`),
    '',
  ].join('\n');
  console.log(`\n${table}`);
  // Under a top-level section of its own, so that the other benchmarks' writers (which replace their own
  // top-level sections whole) leave it alone.
  const file = path.join(root, 'docs/performance.md');
  let doc = fs.readFileSync(file, 'utf8');
  const top = '## Back office lists (npm run bench:admin-lists)';
  if (!doc.includes(`\n${top}\n`)) doc = `${doc.trimEnd()}\n\n${top}\n`;
  const heading = `### Paged admin lists (${db.kind})`;
  const start = doc.indexOf(heading);
  if (start >= 0) {
    const ends = [doc.indexOf('\n### ', start + heading.length), doc.indexOf('\n## ', start + heading.length)].filter((i) => i >= 0);
    const next = ends.length ? Math.min(...ends) : -1;
    doc = doc.slice(0, start) + table + (next >= 0 ? doc.slice(next) : '');
  } else {
    const at = doc.indexOf(`\n${top}\n`) + top.length + 2;
    doc = `${doc.slice(0, at)}\n${table}\n${doc.slice(at)}`;
  }
  fs.writeFileSync(file, doc.replace(/\n{3,}/g, '\n\n'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
