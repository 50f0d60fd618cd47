import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiPage } from './api-page';

interface ServerListOptions {
  /** The feature's query key prefix (so its writes' invalidations reach the pages too). */
  key: readonly unknown[];
  path: string;
  pageSize?: number;
  /** A column, `-` in front for descending; none for a list of one order (the audit log, newest first). */
  defaultSort?: string;
  /** Filters of the list beyond paging (e.g. a booking status). */
  params?: Record<string, string>;
  /**
   * Pages by number (`offset`) instead of by cursor, so the pager can jump to the first, the last or any page
   * (issue 35: the flight list). Deep pages cost the database more than a cursor's; fine for a list of 100k rows.
   */
  jumps?: boolean;
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
 * A list paged, searched and sorted on the server (`?limit&after&q&sort`, `X-Total-Count`): the browser only ever
 * holds one page, whatever the list's size. Pages go forward by the cursor each page answers (`Link: rel="next"`)
 * and back by the cursors already followed, so page 10,000 costs what page 2 does.
 */
export function useServerList<T>({ key, path, pageSize = 50, defaultSort, params = {}, jumps = false }: ServerListOptions) {
  const [search, setSearchText] = useState('');
  const q = useSettled(search.trim());
  const [sort, setSortState] = useState(defaultSort ?? '');
  // The cursors of the pages reached so far: page n is read after cursors[n - 1] (page 1 after none).
  const [cursors, setCursors] = useState<Array<string | undefined>>([undefined]);
  // With jumps, the page asked for by number.
  const [numbered, setNumbered] = useState(1);
  const requested = jumps ? numbered : cursors.length;
  const after = jumps ? undefined : cursors.at(-1);
  const offset = jumps && numbered > 1 ? (numbered - 1) * pageSize : undefined;
  const query = useQuery({
    queryKey: [...key, 'page', { q, sort, after: after ?? null, offset: offset ?? null, pageSize, ...params }],
    queryFn: ({ signal }) => apiPage<T>(path, { ...params, q: q || undefined, sort: sort || undefined, limit: pageSize, after, offset }, signal),
    placeholderData: keepPreviousData,
  });
  const total = query.data?.total ?? 0;
  const estimated = query.data?.estimated ?? false;
  const next = query.data?.next ?? null;
  // With an estimated total the number of pages is not known: there is a next page while the server names one.
  // Jumping by number, an estimated total gives an estimated page count: the pager says "about".
  const pageCount = estimated && !jumps ? requested + (next ? 1 : 0) : Math.max(1, Math.ceil(total / pageSize));
  const page = jumps ? requested : Math.min(requested, Math.max(pageCount, 1));
  const setPage = (to: number) =>
    jumps ? setNumbered(Math.max(1, Math.min(Math.round(to), pageCount))) : setCursors((reached) => {
      if (to < reached.length) return reached.slice(0, Math.max(1, to));
      if (to === reached.length + 1 && next && !query.isPlaceholderData) return [...reached, next];
      return reached;
    });
  useEffect(() => {
    setCursors([undefined]);
    setNumbered(1);
  }, [q, sort, JSON.stringify(params)]);
  return {
    query,
    rows: query.data?.rows ?? [],
    search,
    setSearch: setSearchText,
    sort,
    /** Sorts by a column; the same column again turns the order round. */
    toggleSort: (column: string) => setSortState((current) => (current === column ? `-${column}` : column)),
    setSort: setSortState,
    pager: { page, pageCount, first: (page - 1) * pageSize, shown: query.data?.rows.length ?? 0, total, estimated, onPage: setPage, jumps },
  };
}
