import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../../config.js';
import { openDatabase } from '../open.js';
import { seedFlightFixture } from './fixture.js';
import { seed } from './index.js';

/**
 * `npm run seed`: migrates and seeds the configured database, then exits.
 * `npm run seed -- --flights 100000`: also the benchmark fixture, that many more flights over a year.
 */
function flightsWanted(): number | undefined {
  const { values, positionals } = parseArgs({ options: { flights: { type: 'string' }, help: { type: 'boolean' } }, allowPositionals: true });
  if (values.help) {
    console.log('Usage: npm run seed [-- --flights N]\n  --flights N  also seed the benchmark fixture: ~29 airports and N more flights over a year');
    process.exit(0);
  }
  if (positionals.length > 1) throw new Error(`Unexpected arguments: ${positionals.join(' ')}.`);
  // From the repository root, npm keeps `--flights` for itself (as npm_config_flights) and hands the
  // number on alone, as a positional argument.
  const fromNpm = process.env.npm_config_flights;
  if (positionals.length > 0 && (values.flights !== undefined || fromNpm !== 'true')) throw new Error(`Unexpected arguments: ${positionals.join(' ')}.`);
  const raw = values.flights ?? (fromNpm === 'true' ? positionals[0] : fromNpm);
  if (raw === undefined || raw === '') return undefined;
  const n = Number(raw.replace(/[_,]/g, ''));
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`--flights must be a whole number, not "${raw}".`);
  return n;
}

try {
  const flights = flightsWanted();
  const config = loadConfig();
  const database = await openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl, poolSize: config.databasePoolSize } : { dataDir: config.dataDir });
  try {
    await seed(database.db, config, { info: (m) => console.log(m) });
    if (flights !== undefined) {
      const started = performance.now();
      const result = await seedFlightFixture(database.db, { flights, airlineCode: config.airlineCode });
      // A bulk load leaves the planner without statistics and the index-only scans without a visibility map
      // until autovacuum comes round: settle both now, as one does after any bulk load.
      if (result.flights > 0) await database.executeSql('vacuum (analyze) flights');
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(`Flight fixture: ${result.flights.toLocaleString('en-US')} flights added over ${result.airports} airports in ${seconds} s.`);
    }
    // A server already running on this database drops its cached catalogue.
    await database.announceCatalogChange();
    console.log('Seeding finished.');
  } finally {
    await database.close();
  }
} catch (err) {
  console.error('Seeding failed:', err instanceof ConfigError ? err.message : err);
  process.exitCode = 1;
}
