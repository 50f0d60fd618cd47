import fs from 'node:fs';

/**
 * The hold function's one source (sql/hold.sql). Beside this module in the source tree; the build copies the folder
 * to dist/sql, beside the bundle that then holds this module (as it does with the migrations).
 */
export const HOLD_SQL_FILE = new URL('./sql/hold.sql', import.meta.url);

let text: string | undefined;

/** The text of sql/hold.sql: a `CREATE OR REPLACE FUNCTION` statement. */
export function holdFunctionSql(): string {
  return (text ??= fs.readFileSync(HOLD_SQL_FILE, 'utf8'));
}
