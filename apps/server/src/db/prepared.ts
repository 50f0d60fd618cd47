import type { Db } from './open.js';

/**
 * Statements prepared (named, so PostgreSQL parses and plans them once per connection) with drizzle's public
 * `.prepare(name)`, built once per database handle: once per process for the app's database, once per
 * transaction for a transaction's handle (a prepared query belongs to the handle it was built on).
 */
export function preparedPerDatabase<P extends object>(build: (db: Db) => P): (db: Db) => P {
  const built = new WeakMap<Db, P>();
  return (db) => {
    let prepared = built.get(db);
    if (!prepared) {
      prepared = build(db);
      built.set(db, prepared);
    }
    return prepared;
  };
}
