// `node bench/api/profile-extras.mjs` (after `npm run build`): where the server's CPU goes in the cases issues 30 and
// 31 added: the fare calendar with booking classes on its route, and holds with two seats chosen and a bag, each
// beside its plain counterpart (the same calendar without classes, plain holds of two passengers). Seeds a small
// fixture, runs the built server under `--cpu-prof`, prints CPU ms per request of each run and the busiest
// functions. A diagnosis aid for docs/performance.md; it writes nothing else.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { ADMIN, api, benchAccounts, bookingFixture, busyDay, dayFromNow, freshDatabase, seedFixture, startServer } from './server.mjs';
import { summarise } from './profile.mjs';
import { runHolds } from './hold-services.mjs';

const SECONDS = Number(process.env.PROFILE_SECONDS ?? 10);
/** `calendar` or `holds` to profile only those (PROFILE_KEEP=1 keeps the .cpuprofile files). */
const ONLY = process.env.PROFILE_ONLY ?? '';
const run = (opts) =>
  new Promise((resolve, reject) => {
    autocannon({ connections: 16, timeout: 30, ...opts }, (err, r) => (err ? reject(err) : resolve(r)));
  });

const LADDER = [
  { code: 'N', price: 3000, seats: 40 },
  { code: 'E', price: 4500, seats: 60 },
  { code: 'M', price: 6000, seats: 900 },
];

async function main() {
  const db = await freshDatabase('bench_profile_extras');
  const profDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tarmac-prof-'));
  try {
    seedFixture(db.env, 10_000);
    const tokens = await benchAccounts(db.env, 20_000);
    const profiled = (name) => ['--cpu-prof', `--cpu-prof-dir=${profDir}`, `--cpu-prof-name=${name}.cpuprofile`];

    // 1. The fare calendar, then again with a ladder on each package of its route.
    for (const ladder of ONLY === 'holds' ? [] : [false, true]) {
      const name = ladder ? 'calendar-ladder' : 'calendar';
      const server = await startServer(db.env, {}, profiled(name));
      const { day } = await busyDay(server.url, 'dhaka', 'chattogram');
      if (ladder) {
        const token = (await api(server.url, 'POST', '/api/signin', ADMIN)).body.token;
        const places = [...(await api(server.url, 'GET', '/api/show-domestic-flight')).body];
        const id = (n) => places.find((p) => p.flightLocationName.toLowerCase() === n)._id;
        const packages = (await api(server.url, 'GET', '/api/packages-data-show')).body;
        const res = await api(server.url, 'PUT', '/api/admin/fare-ladders', { fromId: id('dhaka'), toId: id('chattogram'), ladders: packages.map((p) => ({ packageId: p._id, classes: LADDER })) }, token);
        if (res.status !== 200) throw new Error(`ladder: ${res.status}`);
      }
      const q = new URLSearchParams({ from: 'dhaka', to: 'chattogram', date: dayFromNow(day + 3), days: '3', travellers: '1' });
      const r = await run({ url: `${server.url}/api/fare-calendar?${q}`, duration: SECONDS });
      console.log(`${name}: ${Math.round(r.requests.average)} req/s, ${r.requests.total} requests, p99 ${r.latency.p99} ms`);
      await server.stop();
      summarise(path.join(profDir, `${name}.cpuprofile`), name, r.requests.total);
    }

    // 2. Holds of two passengers, then holds of two passengers with a seat each and a bag.
    let account = 0;
    for (const seats of ONLY === 'calendar' ? [] : [false, true]) {
      const name = seats ? 'holds-seats-bag' : 'holds-two';
      const server = await startServer(db.env, {}, profiled(name));
      const fx = await bookingFixture(server.url, { flights: 240, seats: 850, users: 0 });
      const r = await runHolds(server.url, SECONDS, () => account++, { flightIds: fx.flightIds, packageId: fx.packageId, tokens }, seats);
      console.log(`${name}: ${Math.round(r.rps)} req/s, ${r.created} created of ${r.total}, p99 ${r.p99} ms, non-2xx ${r.non2xx}`);
      await server.stop();
      summarise(path.join(profDir, `${name}.cpuprofile`), name, r.total);
    }
  } finally {
    await db.drop();
    if (process.env.PROFILE_KEEP) console.log(`profiles kept in ${profDir}`);
    else fs.rmSync(profDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
