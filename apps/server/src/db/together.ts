import { createHash } from 'node:crypto';
import { sql, type SQLWrapper } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './open.js';

const dialect = new PgDialect();

/**
 * Statements named so far, by their text. A named statement is parsed and planned once per connection (after a
 * few runs PostgreSQL keeps a generic plan) and stays prepared until the connection closes, so only texts that do
 * not change with the data are named, and no more than this many; any further text runs unnamed.
 */
const named = new Set<string>();
const MAX_NAMED = 32;

export interface TogetherOptions {
  /**
   * Prepare the statement (named by its text): for a call whose statements have the same text every time (the
   * same columns set, the same number of rows), run often enough that planning it every time shows.
   */
  prepare?: boolean;
}

/**
 * Runs data-modifying statements (inserts, updates and deletes with no WITH clause of their own) as one
 * statement, each a data-modifying WITH query: one round trip instead of one each, in the caller's transaction.
 * PostgreSQL runs every one to completion against the same snapshot, so none may read what another writes.
 */
export async function together(tx: Db, statements: readonly SQLWrapper[], options: TogetherOptions = {}): Promise<void> {
  if (statements.length === 0) return;
  const parts = statements.map((statement, i) => sql`${sql.raw(`w${i}`)} as (${statement.getSQL()})`);
  const statement = sql`with ${sql.join(parts, sql`, `)} select 1`;
  if (!options.prepare) {
    await tx.execute(statement);
    return;
  }
  const query = dialect.sqlToQuery(statement);
  const name = `together_${createHash('sha1').update(query.sql).digest('base64url').slice(0, 20)}`;
  if (!named.has(name) && named.size >= MAX_NAMED) {
    await tx.execute(statement);
    return;
  }
  named.add(name);
  await tx._.session.prepareQuery(query, undefined, name, false).execute();
}
