import { pathWithQuery } from '@tarmac/shared';
import { readJson, send } from './api-client';

type QueryValue = string | number | boolean | null | undefined;

export interface ApiPage<T> {
  rows: T[];
  /** How many rows match in all (X-Total-Count): exact up to 10,000, else an estimate (`estimated`). */
  total: number;
  estimated: boolean;
  /** The cursor of the next page (`after` of the `Link: <…>; rel="next"` header), null on the last page. */
  next: string | null;
}

/** The `after` cursor of a `Link: <…?after=…>; rel="next"` header. */
function nextCursor(link: string | null): string | null {
  const address = /<([^>]+)>;\s*rel="next"/.exec(link ?? '')?.[1];
  return address ? new URL(address, 'http://localhost').searchParams.get('after') : null;
}

/**
 * One page of a paged list (`?limit&offset&after&q&sort`): its rows, how many match in all (X-Total-Count,
 * X-Total-Count-Estimated) and the next page's cursor. Only the back office pages lists, so this lives apart from
 * the api client the first page downloads.
 */
export async function apiPage<T>(path: string, query: Record<string, QueryValue>, signal?: AbortSignal): Promise<ApiPage<T>> {
  const response = await send(pathWithQuery(path, query), { headers: { Accept: 'application/json' }, signal });
  const data = await readJson(response);
  const rows = Array.isArray(data) ? (data as T[]) : [];
  const total = Number(response.headers.get('X-Total-Count') ?? rows.length);
  return {
    rows,
    total: Number.isFinite(total) ? total : rows.length,
    estimated: response.headers.get('X-Total-Count-Estimated') === 'true',
    next: nextCursor(response.headers.get('Link')),
  };
}
