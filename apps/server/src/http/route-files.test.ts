import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const routeFiles = (readdirSync(src, { recursive: true }) as string[]).filter((f) => /(^|[/-])routes\.ts$/.test(f));

/**
 * What only a repository may do: import drizzle or a database driver, name the tables, build or run SQL, or
 * open a transaction (a route hands its work to the domain's logic, which owns the transaction).
 */
const SQL = [
  /from 'drizzle-orm/,
  /from '(pg|@electric-sql\/pglite)(\/[^']*)?'/,
  /from '\.\.\/db\/schema\.js'/,
  /\bsql`/,
  /\b(db|tx)\.(select|insert|update|delete|execute|transaction)\(/,
  /\.(selectDistinct|execute|transaction)\(/,
];

const holdsSql = (text: string) => SQL.some((pattern) => pattern.test(text));

describe('route files', () => {
  it('hold no SQL: every query lives in a repository (ARCHITECTURE.md)', () => {
    expect(routeFiles.length).toBeGreaterThan(10);
    const offenders = routeFiles.filter((f) => holdsSql(readFileSync(path.join(src, f), 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('would be caught importing drizzle, naming a table, writing SQL or opening a transaction', () => {
    const offending = [
      "import { eq } from 'drizzle-orm';",
      "import { alias } from 'drizzle-orm/pg-core';",
      "import pg from 'pg';",
      "import { users } from '../db/schema.js';",
      'const n = sql`count(*)`;',
      'await db.select().from(users);',
      'await tx.update(users).set({ role });',
      'await ctx.database.db.transaction(async (tx) => {});',
      'await db.execute(query);',
    ];
    expect(offending.filter((line) => !holdsSql(line))).toEqual([]);
    // …and not by what every route file does.
    const fine = ["import { z } from 'zod';", "import * as repo from './accounts.repo.js';", 'handler: (request) => signIn(ctx, request.body, request.ip),'];
    expect(fine.filter(holdsSql)).toEqual([]);
  });
});
