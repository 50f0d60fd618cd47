import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiPage } from './api-page';

interface ServerListOptions {
  /** The feature's query key prefix (so its writes' invalidations reach the pages too). */
  key: readonly unknown[];
  path: string;
  pageSize?: number;
  /** A column, `-` in front for descending. */
  defaultSort: string;
  /** Filters of the list beyond paging (e.g. a booking status). */
  params?: Record<string, string>;
}

/** The text a search field holds, passed on once typing pauses. */
function useSettled(value: string, ms = 250): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * A list paged, searched and sorted on the server (`?limit&offset&q&sort`, `X-Total-Count`): the browser
 * only ever holds one page, whatever the list's size.
 */
export function useServerList<T>({ key, path, pageSize = 50, defaultSort, params = {} }: ServerListOptions) {
  const [search, setSearchText] = useState('');
  const q = useSettled(search.trim());
  const [sort, setSortState] = useState(defaultSort);
  const [requested, setPage] = useState(1);
  const query = useQuery({
    queryKey: [...key, 'page', { q, sort, page: requested, pageSize, ...params }],
    queryFn: ({ signal }) =>
      apiPage<T>(path, { ...params, q: q || undefined, sort, limit: pageSize, offset: (requested - 1) * pageSize }, signal),
    placeholderData: keepPreviousData,
  });
  const total = query.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(requested, pageCount);
  useEffect(() => setPage(1), [q, sort, JSON.stringify(params)]);
  return {
    query,
    rows: query.data?.rows ?? [],
    search,
    setSearch: setSearchText,
    sort,
    /** Sorts by a column; the same column again turns the order round. */
    toggleSort: (column: string) => setSortState((current) => (current === column ? `-${column}` : column)),
    pager: { page, pageCount, first: (page - 1) * pageSize, shown: query.data?.rows.length ?? 0, total, onPage: setPage },
  };
}
