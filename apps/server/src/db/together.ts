import { sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from './open.js';

/**
 * Runs data-modifying statements (inserts, updates and deletes with no WITH clause of their own) as one
 * statement, each a data-modifying WITH query: one round trip instead of one each, in the caller's transaction.
 * PostgreSQL runs every one to completion against the same snapshot, so none may read what another writes.
 */
export async function together(tx: Db, statements: readonly SQLWrapper[]): Promise<void> {
  if (statements.length === 0) return;
  const parts = statements.map((statement, i) => sql`${sql.raw(`w${i}`)} as (${statement.getSQL()})`);
  await tx.execute(sql`with ${sql.join(parts, sql`, `)} select 1`);
}
