import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../../config.js';
import { openDatabase } from '../open.js';
import { seed } from './index.js';
import { PGLITE_SCALE_BOOKINGS_MAX, SCALE_BOOKINGS_MAX, SCALE_USER_PASSWORD, seedScale } from './scale.js';

/**
 * `npm run seed:scale -- --years 3 --bookings 2000000 [--users 150000]`: the first-run seed (the admin from
 * ADMIN_EMAIL / ADMIN_PASSWORD, the demo network), then years of history on it (db/seed/scale.ts), into the
 * PostgreSQL database at DATABASE_URL (or the embedded one, up to 200,000 bookings).
 */
const USAGE = 'Usage: npm run seed:scale -- --years N --bookings N [--users N] [--days-back N]';

function count(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined) return fallback;
  const n = Number(raw.replace(/[_,]/g, ''));
  if (!Number.isSafeInteger(n) || n < 0) throw new ConfigError(`--${name} must be a whole number, not "${raw}". ${USAGE}`);
  return n;
}

try {
  const { values } = parseArgs({
    options: { years: { type: 'string' }, bookings: { type: 'string' }, users: { type: 'string' }, 'days-back': { type: 'string' }, help: { type: 'boolean' } },
    allowPositionals: false,
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const options = { years: count('years', values.years, 3), bookings: count('bookings', values.bookings, 100_000), users: count('users', values.users, 150_000) };
  if (options.years < 1 || options.years > 10) throw new ConfigError(`--years must be from 1 to 10. ${USAGE}`);
  if (options.bookings > SCALE_BOOKINGS_MAX) throw new ConfigError(`--bookings must be at most ${SCALE_BOOKINGS_MAX.toLocaleString('en-US')}. ${USAGE}`);
  // Days of past schedule (default: the years'): a small history for a quick browser test.
  const daysBack = values['days-back'] === undefined ? undefined : count('days-back', values['days-back'], 0);
  if (daysBack !== undefined && (daysBack < 1 || daysBack > options.years * 365)) throw new ConfigError(`--days-back must be from 1 to the years' days. ${USAGE}`);
  const config = loadConfig();
  if (!config.databaseUrl && options.bookings > PGLITE_SCALE_BOOKINGS_MAX) {
    throw new ConfigError(
      `The embedded database takes at most ${PGLITE_SCALE_BOOKINGS_MAX.toLocaleString('en-US')} bookings (it holds the whole history in this one process's memory); set DATABASE_URL to a PostgreSQL database for more.`,
    );
  }
  const database = await openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl, poolSize: 2 } : { dataDir: config.dataDir });
  try {
    const started = performance.now();
    await seed(database.db, config, { info: (m) => console.log(m) });
    await seedScale(database.db, { ...options, ...(daysBack === undefined ? {} : { daysBack }) }, { info: (m) => console.log(m) });
    await database.announceCatalogChange();
    console.log(
      `Scale seed finished in ${((performance.now() - started) / 1000).toFixed(0)} s: ${options.years} years, ${options.bookings.toLocaleString('en-US')} bookings, ` +
        `${options.users.toLocaleString('en-US')} accounts (password "${SCALE_USER_PASSWORD}").`,
    );
  } finally {
    await database.close();
  }
} catch (err) {
  console.error('Scale seeding failed:', err instanceof ConfigError || err instanceof TypeError ? err.message : err);
  process.exitCode = 1;
}
