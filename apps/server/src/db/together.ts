import { sql, type SQLWrapper } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './open.js';
import { preparedPerDatabase } from './prepared.js';

const dialect = new PgDialect();

/** What a call of a `preparedTogether` statement fills in: a value for each `sql.placeholder` name. */
export type PlaceholderValues = Record<string, unknown>;

/**
 * Data-modifying statements (inserts, updates and deletes with no WITH clause of their own) run as one statement,
 * each a data-modifying WITH query: one round trip instead of one each, in the caller's transaction. PostgreSQL
 * runs every one to completion against the same snapshot, so none may read what another writes.
 *
 * The statement is built once (drizzle's query building was a tenth of a payment callback's CPU) and prepared as
 * `name`, so PostgreSQL parses and plans it once per connection: `build` writes the statements with
 * `sql.placeholder(…)` wherever a call's values go, and each call only fills them in. A placeholder in a
 * builder's values is mapped by its column (a jsonb column's value is stringified); one inside a `sql` template is
 * sent as given (pass JSON text and cast it).
 */
export function preparedTogether(name: string, build: (db: Db) => readonly SQLWrapper[]): (tx: Db, values: PlaceholderValues) => Promise<void> {
  const prepared = preparedPerDatabase((db) => {
    const parts = build(db).map((statement, i) => sql`${sql.raw(`w${i}`)} as (${statement.getSQL()})`);
    const statement = sql`with ${sql.join(parts, sql`, `)} select 1`;
    return { statement: db._.session.prepareQuery(dialect.sqlToQuery(statement), undefined, name, false) };
  });
  return async (tx, values) => {
    await prepared(tx).statement.execute(values);
  };
}
