import { sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from './open.js';

/**
 * Data-modifying statements (inserts, updates and deletes with no WITH clause of their own) run as one statement,
 * each a data-modifying WITH query: one round trip instead of one each, in the caller's transaction. PostgreSQL
 * runs every one to completion against the same snapshot, so none may read what another writes.
 *
 * Each part is a whole drizzle statement carrying its own values as parameters (drizzle numbers them across the
 * parts), so two parts cannot mix up each other's values; only drizzle's public API is used.
 */
export async function together(tx: Db, statements: readonly SQLWrapper[]): Promise<void> {
  if (statements.length === 0) return;
  const parts = statements.map((statement, i) => sql`${sql.raw(`w${i}`)} as (${statement.getSQL()})`);
  await tx.execute(sql`with ${sql.join(parts, sql`, `)} select 1`);
}
