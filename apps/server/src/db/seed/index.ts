import { sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Db } from '../open.js';
import { ensureAdmin, type Log } from './admin.js';
import { describeSummary, SEED_LOCK_KEY, seedDemoCatalogue } from './demo.js';

export { seedFlightFixture } from './fixture.js';
export { seedDemoCatalogue } from './demo.js';

/**
 * Everything the first start of an empty database needs. Safe to run on every start: the demo catalogue
 * is seeded only into an empty catalogue (and never with SEED_DEMO=no), once even when several processes
 * start together.
 */
export async function seed(db: Db, config: Config, log: Log): Promise<void> {
  // Processes starting together take turns, so the second finds the admin the first created instead of
  // failing on the unique e-mail.
  await db.transaction(
    async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY}::bigint)`);
      await ensureAdmin(tx, config, log);
    },
    { isolationLevel: 'read committed' },
  );
  if (config.seedDemo === 'no') return;
  const started = performance.now();
  const summary = await seedDemoCatalogue(db, { airlineCode: config.airlineCode });
  if (summary) log.info(`${describeSummary(summary)} in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
}
