import { z } from 'zod';
import { says } from './fields.js';

/** Most rows one page of a list may hold. */
export const PAGE_LIMIT_MAX = 500;

const whole = (label: string, min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\s*\d{1,9}\s*$/.test(v) ? Number(v.trim()) : v),
    z
      .number(says('list.wholeNumber', { label }))
      .int(says('list.wholeNumber', { label }))
      .min(min, says('list.atLeast', { label, min }))
      // Written as English has always answered it (100,000,000): the back office speaks English.
      .max(max, says('list.atMost', { label, max: max.toLocaleString('en-US') })),
  );

/**
 * The paging parameters every back-office list takes: `limit` rows from `offset`, rows matching every word
 * of `q`, in the order of `sort` (a column name, `-` in front for descending). Without any of them a list
 * answers its whole legacy array; with any of them it answers one page and the `X-Total-Count` header.
 */
export const listParams = {
  limit: whole('The limit', 1, PAGE_LIMIT_MAX).optional(),
  offset: whole('The offset', 0, 100_000_000).optional(),
  q: z.string(says('list.searchText')).trim().max(100, says('list.searchTooLong', { max: 100 })).optional(),
  sort: z
    .string(says('list.sortText'))
    .trim()
    .regex(/^-?[A-Za-z][A-Za-z0-9]{0,39}$/, says('list.sortShape'))
    .optional(),
  /** The opaque cursor of a page's `Link: <…>; rel="next"`: the rows after the last one of that page. */
  after: z
    .string(says('list.cursorText'))
    .trim()
    .max(1000, says('list.cursorTooLong', { max: '1,000' }))
    .optional(),
};
export const listQuery = z.object(listParams);
export type ListQuery = z.output<typeof listQuery>;

/** Whether a list call asks for a page (any paging parameter given) rather than the whole legacy array. */
export const isPaged = (q: Partial<ListQuery>): boolean => q.limit !== undefined || q.offset !== undefined || q.q !== undefined || q.sort !== undefined || q.after !== undefined;

/** The default page size when only `q`, `sort` or `offset` is given. */
export const PAGE_LIMIT_DEFAULT = 50;

/** One page of a list, with how many rows match in all. */
export interface Page<T> {
  rows: T[];
  /** Exact up to 10,000 matching rows; above that it may be an estimate (`estimated`). */
  total: number;
  /** The total is the database's estimate (`X-Total-Count-Estimated: true`). */
  estimated?: boolean;
  /** The cursor of the next page (`?after=`), null or absent on the last page. */
  next?: string | null;
}

/** The header a paged answer carries: how many rows match in all. */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';

/** Said `true` beside X-Total-Count when the total is an estimate (more than 10,000 rows match). */
export const TOTAL_ESTIMATED_HEADER = 'X-Total-Count-Estimated';

/** The words of a search: every one must occur (case-insensitively) in a matching row. */
export const searchWords = (q: string | undefined): string[] => (q ?? '').toLowerCase().split(/\s+/).filter(Boolean);

/** `-departsAt` → { key: 'departsAt', descending: true }. */
export function parseSort(sort: string | undefined): { key: string; descending: boolean } | null {
  if (!sort) return null;
  return sort.startsWith('-') ? { key: sort.slice(1), descending: true } : { key: sort, descending: false };
}
