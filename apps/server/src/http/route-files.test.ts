import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const routeFiles = (readdirSync(src, { recursive: true }) as string[]).filter((f) => /(^|[/-])routes\.ts$/.test(f));

/** What only a repository may do: build or run SQL, or name the tables. */
const SQL = [/from 'drizzle-orm/, /from '\.\.\/db\/schema\.js'/, /\bsql`/, /\b(db|tx)\.(select|insert|update|delete|execute)\(/];

describe('route files', () => {
  it('hold no SQL: every query lives in a repository (ARCHITECTURE.md)', () => {
    expect(routeFiles.length).toBeGreaterThan(10);
    const offenders = routeFiles.filter((f) => SQL.some((pattern) => pattern.test(readFileSync(path.join(src, f), 'utf8'))));
    expect(offenders).toEqual([]);
  });
});
