// `node bench/api/hold-services.mjs` (after `npm run build`; PostgreSQL with DATABASE_URL, else PGlite): issue 30's
// performance target, measured on its own. Holds of two passengers, plain and with a seat each and a 10 kg bag
// (`POST /api/bookings` with `services`), alternately on one server (plain, extras, plain, extras, …), each on flights
// of its own, from accounts made before the run. Prints requests/s, created, non-2xx and p99 of each run, the means,
// and the ratio extras ÷ plain: the target ("a hold with two seats and a bag keeps within 20 % of the plain hold's
// ratio to the floor") is a ratio of 0.8 or more, since both are held against the same booking floor. Run it on a quiet
// machine: numbers taken beside other work are noise. HOLD_SECONDS (default 8) per run, HOLD_ROUNDS (default 2) pairs.
// Each run also prints the CPU time per hold (the server process and, on a local PostgreSQL, its backends), which the
// machine's load moves far less than the rate. It writes nothing but its own database, dropped at the end.
import { pathToFileURL } from 'node:url';
import { benchAccounts, bookingFixture, cpuMeter, freshDatabase, machine, runHoldRequests, seedFixture, startServer } from './server.mjs';

/** Holds of one flight block: 4 flights at a time, 90 pairs of neighbouring seats each (rows 1–30, AB, CD, EF). */
const PER_BLOCK = 360;
/** Holds per second the fixture is made for (flights and accounts); a faster run would meet taken seats and limits. */
const MAX_RATE = Number(process.env.HOLD_MAX_RATE ?? 1_500);

/**
 * The autocannon request of hold `k` (a counter shared by every run, so that each run has flights of its own): two
 * passengers on one of `flightIds`, from account `k` of `tokens`; with `seats`, a seat each (two neighbours of the
 * default 30-row cabin, never asked twice on one flight) and a 10 kg bag for the first.
 */
export function holdRequest(req, k, { flightIds, packageId, tokens, seats }) {
  const pair = Math.floor(k / 4) % 90;
  const row = Math.floor(pair / 3) + 1;
  const [a, b] = [['A', 'B'], ['C', 'D'], ['E', 'F']][pair % 3];
  const flightId = flightIds[(Math.floor(k / PER_BLOCK) * 4 + (k % 4)) % flightIds.length];
  return {
    ...req,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[k % tokens.length]}` },
    body: JSON.stringify({
      legs: [{ flightId, packageId }],
      passengers: [{ name: `Bench ${k}` }, { name: `Bench ${k} Two` }],
      ...(seats
        ? {
            services: [
              { code: 'SEAT', legIndex: 0, passengerIndex: 0, seat: `${row}${a}` },
              { code: 'SEAT', legIndex: 0, passengerIndex: 1, seat: `${row}${b}` },
              { code: 'XBAG10', legIndex: 0, passengerIndex: 0 },
            ],
          }
        : {}),
    }),
  };
}

/** One run of holds against `url` for `seconds`; `next()` gives each request its number. */
export const runHolds = (url, seconds, next, fixture, seats) => runHoldRequests(url, seconds, (req) => holdRequest(req, next(), { ...fixture, seats }));

async function main() {
  const SECONDS = Number(process.env.HOLD_SECONDS ?? 8);
  const ROUNDS = Number(process.env.HOLD_ROUNDS ?? 2);
  const db = await freshDatabase('bench_hold_services');
  console.log(`${db.kind}; ${machine()}`);
  try {
    seedFixture(db.env, 0);
    // The most holds the runs can make at MAX_RATE, with the warm-ups and each run's start on a block of its own.
    const most = (ROUNDS * 2 * SECONDS + 2 * 2) * MAX_RATE + (ROUNDS * 2 + 2) * PER_BLOCK;
    // Two holds per account (HOLD_MAX_PER_ACCOUNT, unchanged): no account meets its limit.
    const tokens = await benchAccounts(db.env, Math.ceil(most / 2));
    const server = await startServer(db.env);
    try {
      // Enough flights that no run comes back to a flight an earlier run used (a block of 4 per 360 holds).
      const flights = Math.ceil(most / PER_BLOCK) * 4;
      const fx = await bookingFixture(server.url, { flights, seats: 850, users: 0 });
      const fixture = { flightIds: fx.flightIds, packageId: fx.packageId, tokens };
      let k = 0;
      const next = () => k++;
      // A short warm-up of each kind (caches, JIT), not counted.
      await runHolds(server.url, 2, next, fixture, false);
      await runHolds(server.url, 2, next, fixture, true);
      const runs = { plain: [], extras: [] };
      for (let round = 0; round < ROUNDS; round++) {
        for (const seats of [false, true]) {
          // Each run starts on a block of flights of its own.
          k = Math.ceil(k / PER_BLOCK) * PER_BLOCK;
          const stop = await cpuMeter(server, db.env);
          const r = await runHolds(server.url, SECONDS, next, fixture, seats);
          const cpu = await stop();
          r.cpu = (cpu.app + cpu.db) / r.total;
          const name = seats ? 'extras' : 'plain';
          runs[name].push(r);
          const perHold = (ms) => (ms / r.total).toFixed(2);
          console.log(
            `${name.padEnd(6)} ${Math.round(r.rps)} req/s, ${r.created} created of ${r.total}, non-2xx ${r.non2xx}, p99 ${r.p99} ms, ` +
              `CPU per hold ${perHold(cpu.app + cpu.db)} ms${db.env.DATABASE_URL ? ` (server ${perHold(cpu.app)} + database ${perHold(cpu.db)})` : ''}`,
          );
        }
      }
      const mean = (xs) => xs.reduce((s, r) => s + r.rps, 0) / xs.length;
      const [plain, extras] = [mean(runs.plain), mean(runs.extras)];
      console.log(`\nplain holds of two: ${Math.round(plain)} req/s (${runs.plain.map((r) => Math.round(r.rps)).join(', ')})`);
      console.log(`with two seats and a bag: ${Math.round(extras)} req/s (${runs.extras.map((r) => Math.round(r.rps)).join(', ')})`);
      console.log(`ratio extras ÷ plain: ${(extras / plain).toFixed(2)} (target ≥ 0.80)`);
      const cpuMean = (xs) => xs.reduce((s, r) => s + r.cpu, 0) / xs.length;
      const [plainCpu, extrasCpu] = [cpuMean(runs.plain), cpuMean(runs.extras)];
      console.log(
        `CPU per hold: plain ${plainCpu.toFixed(2)} ms, with extras ${extrasCpu.toFixed(2)} ms; plain ÷ extras ${(plainCpu / extrasCpu).toFixed(2)} (the ratio the CPU alone allows)`,
      );
      if ([...runs.plain, ...runs.extras].some((r) => r.non2xx > 0)) console.log('some holds were refused: the ratio is not a fair one');
    } finally {
      await server.stop();
    }
  } finally {
    await db.drop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
