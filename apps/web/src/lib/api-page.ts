import { buildUrl, readJson, send } from './api-client';

type QueryValue = string | number | boolean | null | undefined;

/**
 * One page of a paged list (`?limit&offset&q&sort`): its rows and how many match in all (X-Total-Count). Only the
 * back office pages lists, so this lives apart from the api client the first page downloads.
 */
export async function apiPage<T>(path: string, query: Record<string, QueryValue>, signal?: AbortSignal): Promise<{ rows: T[]; total: number }> {
  const response = await send(buildUrl(path, query), { headers: { Accept: 'application/json' }, signal });
  const data = await readJson(response);
  const rows = Array.isArray(data) ? (data as T[]) : [];
  const total = Number(response.headers.get('X-Total-Count') ?? rows.length);
  return { rows, total: Number.isFinite(total) ? total : rows.length };
}
