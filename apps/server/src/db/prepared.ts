import type { Db } from './open.js';

/**
 * A statement prepared once per database handle (named, so PostgreSQL parses and plans it once per connection)
 * and reused by every later call on that handle. Inside a transaction (another handle) it is prepared for that
 * transaction's handle only, which is harmless.
 */
export function preparedPerDatabase<P>(build: (db: Db) => P): (db: Db) => P {
  const made = new WeakMap<Db, P>();
  return (db) => {
    let prepared = made.get(db);
    if (!prepared) {
      prepared = build(db);
      made.set(db, prepared);
    }
    return prepared;
  };
}
