import { holdFunctionSql } from '../bookings/hold-sql.js';

/**
 * Database functions kept as files of SQL, each its function's one source, and created anew (`CREATE OR REPLACE`) at
 * every start-up after the migrations: a repeatable migration step, so a change to a file reaches every database on
 * its next start without a migration that copies the function whole. A function that is renamed or changes its
 * arguments or result gets a migration that drops the old one (as 0014 drops the hold's 31-argument form).
 */
export function routines(): string[] {
  return [holdFunctionSql()];
}
