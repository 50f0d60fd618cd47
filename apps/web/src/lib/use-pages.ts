import { useState } from 'react';

/** Splits rows into pages; the page is kept in range as rows come and go (deletes, filtering). */
export function usePages<T>(rows: readonly T[], pageSize: number) {
  const [requested, setPage] = useState(1);
  const pageCount = Math.max(1, Math.ceil(rows.length / pageSize));
  const page = Math.min(requested, pageCount);
  const first = (page - 1) * pageSize;
  return {
    page,
    pageCount,
    setPage,
    /** Zero-based index of the page's first row in `rows`. */
    first,
    rows: rows.slice(first, first + pageSize),
    total: rows.length,
  };
}
