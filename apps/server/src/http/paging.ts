import type { FastifyReply } from 'fastify';
import { PAGE_LIMIT_DEFAULT, parseSort, searchWords, TOTAL_COUNT_HEADER, type ListQuery, type Page } from '@tarmac/shared';
import { InvalidInputError } from '../lib/domain-errors.js';

type SortValue = string | number | null;

/** How a list is searched and sorted: the text a row is found by, and the columns it may be sorted by. */
export interface ListShape<T> {
  text: (row: T) => string;
  sorts: Record<string, (row: T) => SortValue>;
}

/** The named sort column, or a 400 naming the columns this list sorts by. */
export function sortOf<K extends string>(q: Pick<ListQuery, 'sort'>, keys: readonly K[]): { key: K; descending: boolean } | null {
  const sort = parseSort(q.sort);
  if (!sort) return null;
  if (!keys.includes(sort.key as K)) {
    throw InvalidInputError.field('sort', 'http.badSort', { key: sort.key, keys: keys.join(', ') });
  }
  return sort as { key: K; descending: boolean };
}

export const pageLimit = (q: Pick<ListQuery, 'limit'>) => q.limit ?? PAGE_LIMIT_DEFAULT;

/** An ILIKE pattern finding a word anywhere: `%`, `_` and `\` stand for themselves. */
export const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const compare = (a: SortValue, b: SortValue) => {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), 'en', { sensitivity: 'base' }) || (String(a) < String(b) ? -1 : 1);
};

/**
 * One page of a list read whole (lists of at most some thousands of rows: users, bookings, passengers,
 * messages): rows matching every word of `q`, stably sorted (ties keep the legacy order), then sliced.
 */
export function pageInMemory<T>(rows: readonly T[], q: ListQuery, shape: ListShape<T>): Page<T> {
  const words = searchWords(q.q);
  const sort = sortOf(q, Object.keys(shape.sorts));
  let matching = words.length === 0 ? [...rows] : rows.filter((row) => {
    const text = shape.text(row).toLowerCase();
    return words.every((w) => text.includes(w));
  });
  if (sort) {
    const value = shape.sorts[sort.key]!;
    const sign = sort.descending ? -1 : 1;
    matching = matching
      .map((row, index) => ({ row, index, v: value(row) }))
      .sort((a, b) => sign * compare(a.v, b.v) || a.index - b.index)
      .map((x) => x.row);
  }
  const offset = q.offset ?? 0;
  return { rows: matching.slice(offset, offset + pageLimit(q)), total: matching.length };
}

/** Answers a page: its rows as the bare array, and how many rows match in the X-Total-Count header. */
export function sendPage<T>(reply: FastifyReply, page: Page<T>): T[] {
  void reply.header(TOTAL_COUNT_HEADER, String(page.total));
  return page.rows;
}
