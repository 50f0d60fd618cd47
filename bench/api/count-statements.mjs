// `DATABASE_URL=… node bench/api/count-statements.mjs` (after `npm run build`; PostgreSQL on this machine only):
// the SQL statements one request of each kind sends, read from PostgreSQL's own log. Sets
// log_min_duration_statement = 0 on a fresh database of its own (dropped at the end), sends one request at a time
// and prints the statements logged for it. PG_LOG names the server's log file. Background work of the job queue
// (pg-boss, about two statements a second) shows up too; its statements are the multi-line ones without text
// here. A diagnosis aid for docs/performance.md; it writes nothing else.
import fs from 'node:fs';
import pg from 'pg';
import { api, benchAccounts, bookingFixture, dayFromNow, freshDatabase, seedFixture, startFloor, startServer } from './server.mjs';

const LOG = process.env.PG_LOG ?? '/var/log/postgresql/postgresql-15-main.log';
if (!process.env.DATABASE_URL) throw new Error('Set DATABASE_URL to a PostgreSQL server whose log is readable here (PG_LOG).');

const db = await freshDatabase('bench_count');
const name = new URL(db.env.DATABASE_URL).pathname.slice(1);
try {
  seedFixture(db.env, 0);
  const [token] = await benchAccounts(db.env, 1);
  const admin = new pg.Client({ connectionString: db.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`alter database ${name} set log_min_duration_statement = 0`);
  await admin.end();
  const server = await startServer(db.env);
  const floor = await startFloor(db.env);
  try {
    const fx = await bookingFixture(server.url, { flights: 1, seats: 100, users: 0 });
    const post = (url, body) => fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then((r) => r.json());
    const ffx = await post(`${floor.url}/floor/fixture`, { flights: 1, seats: 100, users: 1 });
    const logLines = () => fs.readFileSync(LOG, 'utf8').split('\n');
    const pause = (ms) => new Promise((r) => setTimeout(r, ms));
    async function count(label, fn, settleMs = 1500) {
      await pause(settleMs);
      const before = logLines().length;
      const out = await fn();
      await pause(settleMs);
      const mine = logLines()
        .slice(before)
        .filter((l) => l.includes(`@${name} `) && /duration: [\d.]+ ms {2}(execute|statement)/.test(l))
        .map((l) => l.replace(/^.*duration: [\d.]+ ms {2}/, '').slice(0, 140));
      console.log(`\n${label}: ${mine.length} statements\n  ${mine.join('\n  ')}`);
      return out;
    }
    await pause(3000);
    await count('floor booking', () => post(`${floor.url}/floor/bookings`, { userId: ffx.userIds[0], legs: [{ flightId: ffx.flightIds[0], packageId: ffx.packageId }], passengers: [{ name: 'A' }] }));
    const held = await count('hold', () => api(server.url, 'POST', '/api/bookings', { legs: [{ flightId: fx.flightIds[0], packageId: fx.packageId }], passengers: [{ name: 'A' }] }, token));
    const started = await count('payment start', () => api(server.url, 'POST', `/api/bookings/${held.body.data.pnr}/payments`, {}, token));
    await count('payment callback, then the delivery of its mail', () => api(server.url, 'POST', `/api/payments/test/${started.body.data.paymentId}/complete`, { outcome: 'paid' }), 4000);
    const q = new URLSearchParams({ travelType: 'oneWay', flightFromCurrentLocation: 'dhaka', flightToDestinationLocation: 'chattogram', flightDepartingDate: dayFromNow(3), flightReturningDate: 'undefined' });
    await count('one-way search', () => api(server.url, 'GET', `/api/show-search-flight-result?${q}`));
    await count('nothing for 5 s (the job queue alone)', () => pause(5000), 0);
  } finally {
    await floor.stop();
    await server.stop();
  }
} finally {
  await db.drop();
}
