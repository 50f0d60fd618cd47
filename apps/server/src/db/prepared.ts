import { PgPreparedQuery } from 'drizzle-orm/pg-core';
import type { Db } from './open.js';

/** The connection (or embedded database) a handle's statements run on: drizzle's session keeps it as `client`. */
function clientOf(db: Db): unknown {
  return (db._.session as unknown as { client?: unknown }).client;
}

/** `prepared` (a prepared query, or an object of them) running on `client` instead. */
function rebind<P>(prepared: P, client: unknown): P {
  if (prepared instanceof PgPreparedQuery) return Object.create(prepared, { client: { value: client } }) as P;
  return Object.fromEntries(Object.entries(prepared as object).map(([key, value]) => [key, rebind(value, client)])) as P;
}

/** Every prepared query in `prepared` runs on `client` (what `rebind` relies on). */
function runsOn(prepared: unknown, client: unknown): boolean {
  if (prepared instanceof PgPreparedQuery) return (prepared as unknown as { client?: unknown }).client === client;
  return Object.values(prepared as object).every((value) => runsOn(value, client));
}

/**
 * A statement prepared once and reused by every later call (named, so PostgreSQL parses and plans it once per
 * connection). Drizzle builds its query text once per driver; every other handle, a transaction's above all, gets
 * the same prepared query bound to that handle's connection, so a statement in a transaction costs no query
 * building (it did: the payment callback's row lock was rebuilt for every transaction).
 */
export function preparedPerDatabase<P extends object>(build: (db: Db) => P): (db: Db) => P {
  const builtPerDriver = new Map<unknown, P>();
  const bound = new WeakMap<Db, P>();
  return (db) => {
    let prepared = bound.get(db);
    if (prepared) return prepared;
    const driver = db._.session.constructor;
    const built = builtPerDriver.get(driver);
    if (built) {
      prepared = rebind(built, clientOf(db));
    } else {
      prepared = build(db);
      // Rebinding replaces drizzle's `client`; if a drizzle release kept the connection elsewhere, a rebound
      // statement would run outside its transaction, so fail loudly instead.
      if (clientOf(db) === undefined || !runsOn(prepared, clientOf(db))) {
        throw new Error('drizzle-orm no longer keeps a prepared query\'s connection in `client`: update db/prepared.ts.');
      }
      builtPerDriver.set(driver, prepared);
    }
    bound.set(db, prepared);
    return prepared;
  };
}
