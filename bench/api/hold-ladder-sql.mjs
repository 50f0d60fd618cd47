// `node bench/api/hold-ladder-sql.mjs [other-hold.sql]` (PostgreSQL, DATABASE_URL; after `npm run build`): the hold
// function's own database work, which the load of a busy machine moves little. One connection calls `tarmac_hold`
// straight (no server, no contention): one-passenger holds, plain and with a ladder (three classes, the first with
// seats for every hold), alternately, each run on flights of its own, and prints the backend's CPU time per hold
// (Linux /proc; 10 ms ticks: runs of HOLD_CALLS, default 3,000). With a file, that file's function is measured beside
// this checkout's (as `tarmac_hold_other`), run for run: an A/B of two versions of the hold on one database.
import fs from 'node:fs';
import os from 'node:os';
import pg from 'pg';
import { benchAccounts, bookingFixture, freshDatabase, seedFixture, startServer } from './server.mjs';

const CALLS = Number(process.env.HOLD_CALLS ?? 3_000);
const ROUNDS = Number(process.env.HOLD_ROUNDS ?? 3);
const SEATS = 600;
/** Holds per flight: at most 80 % of it, under the ladder's load-factor rule (95 %). */
const PER = 480;
const perRun = (calls) => 4 * Math.ceil(calls / (4 * PER));
const other = process.argv[2];
if (!process.env.DATABASE_URL) throw new Error('PostgreSQL only: set DATABASE_URL');
const db = await freshDatabase('fares_bench_hold_sql');
const load = () => `load average ${os.loadavg().map((x) => x.toFixed(2)).join(' ')}`;
try {
  seedFixture(db.env, 0);
  // Accounts made before (their holds are read per owner: a few each, as a busy site's owners have).
  await benchAccounts(db.env, Math.ceil(CALLS * 1.5));
  const server = await startServer(db.env);
  const flights = (ROUNDS + 1) * 4 * perRun(CALLS);
  let fx;
  try {
    fx = await bookingFixture(server.url, { flights, seats: SEATS, users: 0 });
  } finally {
    await server.stop();
  }
  const c = new pg.Client({ connectionString: db.env.DATABASE_URL });
  await c.connect();
  try {
    const functions = ['tarmac_hold'];
    if (other) {
      const text = fs.readFileSync(other, 'utf8').replace('CREATE OR REPLACE FUNCTION "tarmac_hold"', 'CREATE OR REPLACE FUNCTION "tarmac_hold_other"');
      await c.query(text);
      functions.push('tarmac_hold_other');
    }
    const users = (await c.query(`select id from users where role = 'passenger'`)).rows.map((r) => r.id);
    const pid = (await c.query('select pg_backend_pid() as p')).rows[0].p;
    const cpu = () => {
      const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      return (Number(f[11]) + Number(f[12])) * 10;
    };
    const ladder = [
      { code: 'N', price: 800, seats: 1_000_000 },
      { code: 'E', price: 900, seats: 1_000_000 },
      { code: 'M', price: 1000, seats: 1_000_000 },
    ];
    let next = 0;
    let pnrs = 0;
    const argument = (flightId, laddered) => ({
      pnr: `Z${(++pnrs).toString(36).toUpperCase().padStart(5, '0')}`,
      userId: users[pnrs % users.length],
      contactEmail: 'bench@example.com',
      contactPhone: '01700000000',
      actorEmail: 'bench@example.com',
      seated: 1,
      total: 1000,
      idempotencyKey: null,
      fingerprint: null,
      holdSeconds: 1200,
      language: 'en',
      guestMailbox: null,
      guestPhone: null,
      clientAddress: null,
      maxHolds: 1_000_000_000,
      maxSeatsPerFlight: 1_000_000_000,
      maxHoldsPerAddress: null,
      maxFlightPercent: null,
      sellingStatuses: ['scheduled', 'delayed'],
      promoCode: null,
      discount: 0,
      legs: [
        {
          flightId,
          packageId: fx.packageId,
          packageName: 'Bench',
          price: 1000,
          bagWeight: 20,
          refundable: true,
          changeFee: 300,
          refundFeeBefore: 500,
          refundFeeWithin: 800,
          fareClass: laddered ? 'N' : null,
          fareBasis: laddered ? 'NBEN' : null,
          taxes: null,
          ladder: laddered ? ladder : null,
          closeLoadFactor: laddered ? 95 : null,
          closeDays: laddered ? 0 : null,
        },
      ],
      passengers: [{ name: 'Bench One', title: 'Mr', firstName: 'Bench', lastName: 'One', type: 'adult', dateOfBirth: null, passportNumber: null, passportExpiry: null, nationality: null, farePercent: 100 }],
    });
    const results = {};
    console.log(`PostgreSQL; ${os.cpus().length} cores; ${load()}; ${CALLS} holds per run, ${ROUNDS} rounds`);
    for (let round = -1; round < ROUNDS; round++) {
      // ABBA (this checkout's plain, ladder, then the other's ladder, plain; reversed the next round): costs that grow
      // with the holds made weigh on both alike.
      const order = functions.flatMap((fn) => [false, true].map((laddered) => ({ fn, laddered })));
      const runs = round % 2 === 0 ? order.map((x, i) => (i >= 2 ? order[5 - i] : x)) : [...order].reverse();
      for (const { fn, laddered } of runs.filter(Boolean)) {
        {
          // 4 flights at a time, as the benches walk them; a warm-up round (-1) of a tenth, not counted.
          const calls = round < 0 ? Math.ceil(CALLS / 10) : CALLS;
          const block = next;
          next += perRun(calls);
          const c0 = cpu();
          const t0 = performance.now();
          for (let i = 0; i < calls; i++) {
            const flightId = fx.flightIds[block + (i % 4) + 4 * Math.floor(i / (4 * PER))];
            await c.query({ name: `${fn}-hold`, text: `select * from ${fn}($1::jsonb)`, values: [JSON.stringify(argument(flightId, laddered))] });
          }
          if (round < 0) continue;
          const key = `${fn} ${laddered ? 'ladder' : 'plain '}`;
          const us = ((cpu() - c0) * 1000) / calls;
          (results[key] ??= []).push(us);
          console.log(`${key}: backend CPU ${us.toFixed(0)} µs per hold, wall ${(((performance.now() - t0) * 1000) / calls).toFixed(0)} µs`);
        }
      }
    }
    console.log('');
    for (const [key, xs] of Object.entries(results)) console.log(`${key}: mean ${(xs.reduce((a, b) => a + b, 0) / xs.length).toFixed(0)} µs per hold (${xs.map((x) => x.toFixed(0)).join(', ')})`);
    for (const fn of functions) {
      const m = (k) => results[`${fn} ${k}`].reduce((a, b) => a + b, 0) / results[`${fn} ${k}`].length;
      console.log(`${fn}: a ladder hold costs ${(m('ladder') - m('plain ')).toFixed(0)} µs more than a plain one (${((m('plain ') / m('ladder'))).toFixed(2)} plain ÷ ladder); ${load()}`);
    }
  } finally {
    await c.end();
  }
} finally {
  await db.drop();
}
