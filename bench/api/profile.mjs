// `node bench/api/profile.mjs` (after `npm run build`): where the server's CPU goes in a hold, in a payment
// callback and in a one-way search. Seeds a small fixture (PGlite, or PostgreSQL with DATABASE_URL), then runs
// the built server under `--cpu-prof` three times: one-way searches; 16 connections of holds; starting and
// completing the payments of those holds (the e-ticket mail is delivered by the same process meanwhile, as
// without a mail worker). Prints the self time of each profile by package and the busiest functions.
// A diagnosis aid for docs/performance.md; it writes nothing else (PROFILE_KEEP=1 keeps the .cpuprofile files and prints
// where).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { benchAccounts, bookingFixture, busyDay, dayFromNow, freshDatabase, seedFixture, startServer } from './server.mjs';

const SECONDS = Number(process.env.PROFILE_SECONDS ?? 10);
const CONNECTIONS = 16;

const run = (opts) =>
  new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, timeout: 30, ...opts }, (err, r) => (err ? reject(err) : resolve(r)));
  });

/** Self time of a .cpuprofile by package (or node internals), and of the server bundle's functions. */
export function summarise(file, label, requests = 0) {
  const prof = JSON.parse(fs.readFileSync(file, 'utf8'));
  const self = new Map(prof.nodes.map((n) => [n.id, 0]));
  for (let i = 0; i < prof.samples.length; i++) self.set(prof.samples[i], self.get(prof.samples[i]) + (prof.timeDeltas[i] ?? 0));
  const byGroup = new Map();
  const byFunction = new Map();
  let busy = 0;
  for (const n of prof.nodes) {
    const us = self.get(n.id);
    const { url, functionName } = n.callFrame;
    let group;
    if (functionName === '(idle)') continue;
    if (functionName.startsWith('(')) group = functionName;
    else if (url.includes('/node_modules/')) {
      const rest = url.split('/node_modules/').at(-1).split('/');
      group = rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
    } else if (url.includes('apps/server/dist/')) group = 'server code (apps/server/dist)';
    else if (url.startsWith('node:') || url === '') group = 'node internals';
    else group = url;
    busy += us;
    byGroup.set(group, (byGroup.get(group) ?? 0) + us);
    const fn = `${functionName || '(anonymous)'} (${group === 'node internals' ? url || 'native' : group})`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + us);
  }
  const pct = (us) => `${((us / busy) * 100).toFixed(1)}%`;
  console.log(`\n${label}: ${(busy / 1e6).toFixed(1)} s of busy CPU in the server process${requests ? ` (${((busy / 1e3) / requests).toFixed(2)} ms per request)` : ''}`);
  for (const [g, us] of [...byGroup].sort((a, b) => b[1] - a[1]).slice(0, 16)) console.log(`  ${pct(us).padStart(6)}  ${g}`);
  console.log('  busiest functions (self time):');
  for (const [f, us] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, 14)) console.log(`  ${pct(us).padStart(6)}  ${f}`);
}

async function main() {
  const db = await freshDatabase('bench_profile');
  const profDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tarmac-prof-'));
  try {
    console.log(`Seeding (${db.kind})…`);
    seedFixture(db.env, 10_000);
    const tokens = await benchAccounts(db.env, 20_000);
    const profiled = (name) => ['--cpu-prof', `--cpu-prof-dir=${profDir}`, `--cpu-prof-name=${name}.cpuprofile`];

    // Search first: later starts deliver the mail the payments left in the outbox.
    let server = await startServer(db.env, {}, profiled('search'));
    const { day } = await busyDay(server.url, 'dhaka', 'chattogram');
    const q = new URLSearchParams({ travelType: 'oneWay', flightFromCurrentLocation: 'dhaka', flightToDestinationLocation: 'chattogram', flightDepartingDate: dayFromNow(day), flightReturningDate: 'undefined' });
    const search = await run({ url: `${server.url}/api/show-search-flight-result?${q}`, duration: SECONDS });
    console.log(`one-way search: ${Math.round(search.requests.average)} req/s, p99 ${search.latency.p99} ms`);
    await server.stop();

    server = await startServer(db.env, {}, profiled('holds'));
    const fx = await bookingFixture(server.url, { flights: 64, seats: 850, users: 0 });
    const held = [];
    let n = 0;
    const holds = await run({
      url: `${server.url}/api/bookings`,
      method: 'POST',
      duration: SECONDS,
      requests: [
        {
          setupRequest(req, context) {
            const i = n++;
            context.token = tokens[i % tokens.length];
            const flightId = fx.flightIds[(Math.floor(i / 3200) * 4 + (i % 4)) % fx.flightIds.length];
            return {
              ...req,
              headers: { 'content-type': 'application/json', authorization: `Bearer ${context.token}` },
              body: JSON.stringify({ legs: [{ flightId, packageId: fx.packageId }], passengers: [{ name: `Profile ${i}` }] }),
            };
          },
          onResponse(status, body, context) {
            if (status === 201) held.push({ pnr: JSON.parse(body).data.pnr, token: context.token });
          },
        },
      ],
    });
    console.log(`holds: ${Math.round(holds.requests.average)} req/s, p99 ${holds.latency.p99} ms`);
    await server.stop();

    server = await startServer(db.env, {}, profiled('payments'));
    let k = 0;
    const ids = [];
    const starts = await run({
      url: server.url,
      method: 'POST',
      amount: held.length,
      requests: [
        {
          setupRequest(req) {
            const h = held[k++];
            return { ...req, path: `/api/bookings/${h.pnr}/payments`, headers: { authorization: `Bearer ${h.token}` } };
          },
          onResponse(status, body) {
            if (status === 201) ids.push(JSON.parse(body).data.paymentId);
          },
        },
      ],
    });
    console.log(`payment starts: ${Math.round(starts.requests.total / starts.duration)} req/s, p99 ${starts.latency.p99} ms`);
    let c = 0;
    const t0 = performance.now();
    const callbacks = await run({
      url: server.url,
      method: 'POST',
      amount: ids.length,
      requests: [{ setupRequest: (req) => ({ ...req, path: `/api/payments/test/${ids[c++]}/complete`, headers: { 'content-type': 'application/json' }, body: '{"outcome":"paid"}' }) }],
    });
    console.log(`payment callbacks: ${Math.round(callbacks.requests.total / callbacks.duration)} req/s, p99 ${callbacks.latency.p99} ms`);
    // Let the mail of those payments be delivered, as it would be after a burst.
    await new Promise((r) => setTimeout(r, Math.max(2000, (performance.now() - t0) / 2)));
    await server.stop();

    summarise(path.join(profDir, 'holds.cpuprofile'), 'Holds');
    summarise(path.join(profDir, 'payments.cpuprofile'), 'Payment starts and callbacks (with the mail delivered in the same process)');
    summarise(path.join(profDir, 'search.cpuprofile'), 'One-way search');
  } finally {
    await db.drop();
    if (process.env.PROFILE_KEEP) console.log(`profiles kept in ${profDir}`); else fs.rmSync(profDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
