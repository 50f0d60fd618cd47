import { createHash } from 'node:crypto';
import { and, sql, type SQL } from 'drizzle-orm';
import { PAGE_LIMIT_DEFAULT, parseSort, searchWords, type ListQuery, type Page } from '@tarmac/shared';
import { InvalidInputError } from '../lib/domain-errors.js';
import type { Db } from './open.js';
import { rowsOf } from './rows.js';

/**
 * Every back-office list is read by the database a page at a time (docs/decisions: lists page, count and
 * stream). A list is described once as an `SqlList`: what it reads from, its columns, the columns it sorts by
 * (each never null, served by an index that ends with the list's id), and how a word is searched. `pageList`
 * answers one page (keyset after a cursor, or an offset), its total (exact up to 10,000, estimated above) and
 * the cursor of the next page; `streamList` reads the whole list in keyset batches for the legacy bare arrays.
 */

/** The SQL type a sort value is compared as (the cursor carries it as text). */
export type SortType = 'text' | 'integer' | 'bigint' | 'numeric' | 'timestamptz' | 'date';

export interface SqlSort {
  /** Never null (coalesce in the expression when the column may be). */
  expr: SQL;
  type: SortType;
  /**
   * For a value that comes from one table for some rows and another for the rest (a booking's e-mail: its account's,
   * else its contact's), which no index can hold: the list split into parts that together hold every row once, each
   * with its own `from` (the list's table and its joins, so the list's columns and filters apply), condition and
   * value, ordered by its own index. A page reads each part's first rows in order and merges them (Merge Append),
   * instead of sorting every row by the expression.
   */
  parts?: SortPart[];
}

export interface SortPart {
  from: SQL;
  where?: SQL;
  expr: SQL;
}

export interface SqlList<Row, T> {
  /** Names the list in its cursors: a cursor of another list is refused. */
  name: string;
  /** What the rows are read from: a table and its joins (no `from`). */
  from: SQL;
  /** The unique, never null id that breaks ties (the last column of every sort index): a uuid unless `idType` says otherwise. */
  id: SQL;
  /** `text` for lists whose id is not a uuid (payments: "PAY…"), `bigint` for a numbered one (a wallet's entries). */
  idType?: IdType;
  /** The select list. */
  columns: SQL;
  sorts: Record<string, SqlSort>;
  /** The legacy order: a sort key, `-` in front for descending. */
  defaultSort: string;
  /** The condition one search word (as an ILIKE pattern, and as typed) puts on a row. */
  search?: (pattern: string, word: string) => SQL;
  /**
   * The same condition as `search`, checked on one row without an index (correlated look-ups by key). With it, a
   * word the planner expects in more than EXACT_COUNT_LIMIT rows (a common surname) is found by reading the list in
   * its order and stopping after a page (`commonWordPage`), instead of gathering every match first.
   */
  searchRow?: (pattern: string, word: string) => SQL;
  /** The answer's rows from the rows read (in order). */
  finish: (rows: Row[]) => T[] | Promise<T[]>;
}

/** Up to this many matching rows are counted exactly; above, the total is the planner's estimate. */
export const EXACT_COUNT_LIMIT = 10_000;

/** Rows read per batch by `streamList`. */
export const STREAM_BATCH = 500;

/** A timestamp written as `Date#toISOString` writes it (UTC, milliseconds), by the database, whichever driver reads it. */
export const isoTime = (column: SQL | SQL.Aliased | import('drizzle-orm/pg-core').AnyPgColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** An ILIKE pattern finding a word anywhere: `%`, `_` and `\` stand for themselves. */
export const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The paging parameters a list takes (the shared `listQuery`, with the keyset cursor). */
export type PageQuery = Pick<ListQuery, 'limit' | 'offset' | 'q' | 'sort' | 'after'>;

export interface PageRequest {
  /** The list's filters beyond the search (or undefined). */
  where?: SQL | undefined;
  /** The filters' values, so that a cursor made under other filters is refused. */
  filters?: unknown;
}

interface Sort {
  key: string;
  descending: boolean;
}

function sortOf(list: SqlList<unknown, unknown>, sort: string | undefined): Sort {
  const parsed = parseSort(sort) ?? parseSort(list.defaultSort)!;
  const keys = Object.keys(list.sorts);
  if (!keys.includes(parsed.key)) throw InvalidInputError.field('sort', 'http.badSort', { key: parsed.key, keys: keys.join(', ') });
  return parsed;
}

const digest = (text: string, length: number) => createHash('sha256').update(text).digest('base64url').slice(0, length);

/** What a cursor is bound to: the list, its order, its search and filters. */
const scopeOf = (list: string, sort: Sort, q: string | undefined, filters: unknown) =>
  digest(JSON.stringify([list, sort.key, sort.descending, searchWords(q), filters ?? null]), 16);

/** A cursor: after the row whose sort value is `key` and id is `id`, in the list, order and search named by `scope`. */
function encodeCursor(scope: string, key: string, id: string): string {
  const body = [1, scope, key, id];
  return Buffer.from(JSON.stringify([...body, digest(JSON.stringify(body), 12)])).toString('base64url');
}

type IdType = 'uuid' | 'text' | 'bigint';
const ID_SHAPES: Record<IdType, RegExp> = { uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, text: /^[A-Za-z0-9_-]{1,64}$/, bigint: /^\d{1,18}$/ };
const VALUE_SHAPES: Record<SortType, (v: string) => boolean> = {
  text: () => true,
  integer: (v) => /^-?\d{1,10}$/.test(v) && Math.abs(Number(v)) <= 2_147_483_647,
  bigint: (v) => /^-?\d{1,18}$/.test(v),
  numeric: (v) => /^-?\d{1,30}(\.\d{1,30})?$/.test(v),
  timestamptz: (v) => /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)?$/.test(v),
  date: (v) => /^\d{4}-\d{2}-\d{2}$/.test(v),
};

/** The row a cursor points after, or a 400 when it was edited, made for another list, order, search or filter. */
function decodeCursor(cursor: string, scope: string, type: SortType, idType: IdType): { key: string; id: string } {
  const refuse = () => InvalidInputError.field('after', 'http.badCursor');
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw refuse();
  }
  if (!Array.isArray(parsed) || parsed.length !== 5) throw refuse();
  const [version, cursorScope, key, id, check] = parsed as unknown[];
  if (version !== 1 || cursorScope !== scope || typeof key !== 'string' || typeof id !== 'string' || typeof check !== 'string') throw refuse();
  if (check !== digest(JSON.stringify([version, cursorScope, key, id]), 12) || !ID_SHAPES[idType].test(id) || !VALUE_SHAPES[type](key)) throw refuse();
  return { key, id };
}

/** Every word of `q` matched by the list's search. */
function searchWhere(list: SqlList<unknown, unknown>, q: string | undefined): SQL | undefined {
  const words = searchWords(q);
  if (words.length === 0 || !list.search) return undefined;
  return and(...words.map((w) => list.search!(likePattern(w), w)));
}

const whereClause = (where: SQL | undefined) => (where ? sql` where ${where}` : sql``);

/** Above this many rows by the planner's estimate, the estimate is answered without counting (a count would read them). */
export const ESTIMATE_ONLY_ABOVE = EXACT_COUNT_LIMIT * 5;

/**
 * How many rows match: exact up to EXACT_COUNT_LIMIT (a count that stops there), above it the planner's estimate
 * (never below the exact limit), marked estimated. Where the planner expects far more rows than the limit
 * (ESTIMATE_ONLY_ABOVE), its estimate is answered without counting at all.
 */
export async function countRows(db: Db, from: SQL, where: SQL | undefined): Promise<{ total: number; estimated: boolean }> {
  const matching = sql`select 1 from ${from}${whereClause(where)}`;
  const estimate = await estimateRows(db, matching);
  if (estimate > ESTIMATE_ONLY_ABOVE) return { total: estimate, estimated: true };
  const counted = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as "n" from (${matching} limit ${EXACT_COUNT_LIMIT + 1}) as matching`));
  const n = Number(counted[0]?.n ?? 0);
  if (n <= EXACT_COUNT_LIMIT) return { total: n, estimated: false };
  return overLimit(estimate);
}

/** The total of a list counted past EXACT_COUNT_LIMIT: the planner's estimate, never below the limit, marked estimated. */
const overLimit = (estimate: number) => ({ total: Math.max(EXACT_COUNT_LIMIT + 1, estimate), estimated: true });

/** The planner's estimate of the rows a query answers (EXPLAIN; nothing is read). */
export async function estimateRows(db: Db, query: SQL): Promise<number> {
  const [row] = rowsOf<Record<string, unknown>>(await db.execute(sql`explain (format json) ${query}`));
  let plan = row ? Object.values(row)[0] : undefined;
  if (typeof plan === 'string') plan = JSON.parse(plan) as unknown;
  const rows = (plan as Array<{ Plan?: { 'Plan Rows'?: number } }> | undefined)?.[0]?.Plan?.['Plan Rows'];
  return Math.round(Number(rows ?? 0));
}

type Marked = Record<string, unknown> & { __k: string; __id: string };

/**
 * After the cursor's row in the order of `expr` (and the list's id), the same way round as the sort. `valueFirst`
 * also says the value alone first, where an index on the value (not ending with the id) starts (a sort's parts).
 */
function pastCursor(list: SqlList<unknown, unknown>, expr: SQL, column: SqlSort, sort: Sort, after: { key: string; id: string }, valueFirst = false): SQL {
  const key = sql`cast(${after.key} as ${sql.raw(column.type)})`;
  const row = sql`(${expr}, ${list.id}) ${sql.raw(sort.descending ? '<' : '>')} (${key}, cast(${after.id} as ${sql.raw(list.idType ?? 'uuid')}))`;
  return valueFirst ? sql`${expr} ${sql.raw(sort.descending ? '<=' : '>=')} ${key} and ${row}` : row;
}

async function readBatch<Row>(
  db: Db,
  list: SqlList<Row, unknown>,
  sort: Sort,
  where: SQL | undefined,
  after: { key: string; id: string } | null,
  limit: number,
  offset: number,
): Promise<Marked[]> {
  const column = list.sorts[sort.key]!;
  const direction = sql.raw(sort.descending ? 'desc' : 'asc');
  if (column.parts) {
    // Each part's first rows in the order (as many as the page may need), then merged: the merge reads no further.
    const parts = column.parts.map(
      (part) => sql`(select ${list.columns}, (${part.expr})::text as "__k", (${list.id})::text as "__id", ${part.expr} as "__s", ${list.id} as "__sid"
        from ${part.from}${whereClause(and(part.where, where, after ? pastCursor(list as SqlList<unknown, unknown>, part.expr, column, sort, after, true) : undefined))}
        order by ${part.expr} ${direction}, ${list.id} ${direction}
        limit ${limit + offset})`,
    );
    const rows = rowsOf<Marked & { __s?: unknown; __sid?: unknown }>(
      await db.execute(sql`select * from (${sql.join(parts, sql` union all `)}) as merged
        order by "__s" ${direction}, "__sid" ${direction}
        limit ${limit} offset ${offset}`),
    );
    for (const r of rows) {
      delete r.__s;
      delete r.__sid;
    }
    return rows;
  }
  const past = after ? pastCursor(list as SqlList<unknown, unknown>, column.expr, column, sort, after) : undefined;
  const all = and(where, past);
  return rowsOf<Marked>(
    await db.execute(sql`select ${list.columns}, (${column.expr})::text as "__k", (${list.id})::text as "__id"
      from ${list.from}${whereClause(all)}
      order by ${column.expr} ${direction}, ${list.id} ${direction}
      limit ${limit} offset ${offset}`),
  );
}

/**
 * The first page of a search and how many rows match, up to `countUpTo`, in one reading: the first `countUpTo`
 * matching rows in order, counted as they pass (a search gathers its matches before it orders them anyway), the
 * page cut from their start. Null for a sort read in parts (its page and count are read apart).
 */
async function readFirstCounted<Row>(
  db: Db,
  list: SqlList<Row, unknown>,
  sort: Sort,
  where: SQL | undefined,
  limit: number,
  countUpTo: number,
): Promise<{ rows: Marked[]; counted: number } | null> {
  const column = list.sorts[sort.key]!;
  if (column.parts) return null;
  const direction = sql.raw(sort.descending ? 'desc' : 'asc');
  const rows = rowsOf<Marked & { __s?: unknown; __sid?: unknown; __n?: unknown }>(
    await db.execute(sql`select *, count(*) over () as "__n" from (
        select ${list.columns}, (${column.expr})::text as "__k", (${list.id})::text as "__id", ${column.expr} as "__s", ${list.id} as "__sid"
        from ${list.from}${whereClause(where)}
        order by ${column.expr} ${direction}, ${list.id} ${direction}
        limit ${countUpTo}
      ) as first_rows
      order by "__s" ${direction}, "__sid" ${direction}
      limit ${limit}`),
  );
  const counted = Number(rows[0]?.__n ?? 0);
  for (const r of rows) {
    delete r.__s;
    delete r.__sid;
    delete r.__n;
  }
  return { rows, counted };
}

/** Rows a common word's page reads in the list's order, per row of the page, before it gives up on that way. */
export const COMMON_WORD_WINDOW_PER_ROW = 50;

/**
 * A page of a search whose words the planner expects in more than EXACT_COUNT_LIMIT rows: the list read in its
 * order (after the cursor), each row checked by `searchRow`, stopped as soon as a page and one more are found, and
 * never more than a window of rows read (COMMON_WORD_WINDOW_PER_ROW per row asked). The total is the planner's
 * estimate (marked estimated): counting would gather every match. Null when the words are not that common, or the
 * window held too few matches (the caller then gathers the matches through the trigram indexes).
 */
async function commonWordPage<Row>(
  db: Db,
  list: SqlList<Row, unknown>,
  sort: Sort,
  where: SQL | undefined,
  words: string[],
  after: { key: string; id: string } | null,
  limit: number,
): Promise<{ rows: Marked[]; more: boolean; total: number } | null> {
  const searchRow = list.searchRow!;
  const column = list.sorts[sort.key]!;
  // A sort read in parts is read through them (the matches gathered by the trigram indexes), not in one order here.
  if (column.parts) return null;
  const estimate = await estimateRows(db, sql`select 1 from ${list.from}${whereClause(and(where, searchWhere(list as SqlList<unknown, unknown>, words.join(' '))))}`);
  if (estimate <= EXACT_COUNT_LIMIT) return null;
  const direction = sql.raw(sort.descending ? 'desc' : 'asc');
  const past = after ? pastCursor(list as SqlList<unknown, unknown>, column.expr, column, sort, after) : undefined;
  const window = (limit + 1) * COMMON_WORD_WINDOW_PER_ROW;
  const hit = and(...words.map((w) => searchRow(likePattern(w), w)))!;
  // The window's rows in order, numbered as they come (the last one comes through as a marker that the window was
  // used up); the outer limit stops reading as soon as a page and one more have matched.
  const rows = rowsOf<Marked & { __n: string | number; __hit: boolean }>(
    await db.execute(sql`select * from (
        select w.*, row_number() over () as "__n" from (
          select ${list.columns}, (${column.expr})::text as "__k", (${list.id})::text as "__id", (${hit}) as "__hit"
          from ${list.from}${whereClause(and(where, past))}
          order by ${column.expr} ${direction}, ${list.id} ${direction}
          limit ${window}
        ) as w
      ) as numbered
      where "__hit" or "__n" = ${window}
      limit ${limit + 1}`),
  );
  const found = rows.filter((r) => r.__hit === true || String(r.__hit) === 't');
  const windowFull = rows.some((r) => Number(r.__n) === window);
  if (found.length <= limit && windowFull) return null;
  for (const r of found) {
    delete (r as Partial<typeof r>).__n;
    delete (r as Partial<typeof r>).__hit;
  }
  return { rows: found.slice(0, limit), more: found.length > limit, total: Math.max(EXACT_COUNT_LIMIT + 1, estimate) };
}

/**
 * One page of a list: `limit` rows after the cursor `after` (or from `offset`), every word of `q` found, in the
 * order of `sort` (ties by id, the same way round); the total of matching rows; the next page's cursor while
 * more rows follow.
 */
export async function pageList<Row, T>(db: Db, list: SqlList<Row, T>, q: PageQuery, request: PageRequest = {}): Promise<Page<T>> {
  const sort = sortOf(list as SqlList<unknown, unknown>, q.sort);
  const scope = scopeOf(list.name, sort, q.q, request.filters);
  const after = q.after ? decodeCursor(q.after, scope, list.sorts[sort.key]!.type, list.idType ?? 'uuid') : null;
  const where = and(request.where, searchWhere(list as SqlList<unknown, unknown>, q.q));
  const limit = q.limit ?? PAGE_LIMIT_DEFAULT;
  const words = searchWords(q.q);
  if (list.searchRow && words.length > 0 && !q.offset) {
    const common = await commonWordPage(db, list, sort, request.where, words, after, limit);
    if (common) {
      const last = common.rows.at(-1);
      return {
        rows: await list.finish(common.rows as unknown as Row[]),
        total: common.total,
        estimated: true,
        next: common.more && last ? encodeCursor(scope, last.__k, last.__id) : null,
      };
    }
  }
  // A search's first page is read with its count (the matches gathered once); any other page beside its count.
  const first = words.length > 0 && !after && !q.offset ? await readFirstCounted(db, list, sort, where, limit + 1, EXACT_COUNT_LIMIT + 1) : null;
  let rows: Marked[];
  let count: { total: number; estimated: boolean };
  if (first) {
    rows = first.rows;
    count = first.counted <= EXACT_COUNT_LIMIT ? { total: first.counted, estimated: false } : overLimit(await estimateRows(db, sql`select 1 from ${list.from}${whereClause(where)}`));
  } else {
    [rows, count] = await Promise.all([readBatch(db, list, sort, where, after, limit + 1, q.offset ?? 0), countRows(db, list.from, where)]);
  }
  const more = rows.length > limit;
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  return {
    rows: await list.finish(shown as unknown as Row[]),
    total: count.total,
    estimated: count.estimated,
    next: more && last ? encodeCursor(scope, last.__k, last.__id) : null,
  };
}

/**
 * The whole list in its legacy order, read in keyset batches of STREAM_BATCH rows: what the legacy bare arrays
 * stream, so memory holds one batch whatever the table holds.
 */
export async function* streamList<Row, T>(db: Db, list: SqlList<Row, T>, where?: SQL): AsyncGenerator<T[]> {
  const sort = sortOf(list as SqlList<unknown, unknown>, undefined);
  let after: { key: string; id: string } | null = null;
  for (;;) {
    const rows: Marked[] = await readBatch(db, list, sort, where, after, STREAM_BATCH, 0);
    if (rows.length === 0) return;
    yield await list.finish(rows as unknown as Row[]);
    if (rows.length < STREAM_BATCH) return;
    const last: Marked = rows.at(-1)!;
    after = { key: last.__k, id: last.__id };
  }
}
