import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { PageSpinner } from './page-spinner';
import { QueryError } from './query-error';

interface QueryViewProps<T> {
  query: UseQueryResult<T>;
  /** Shown instead of `children` when the answer is an empty list. */
  empty?: string;
  children: (data: T) => ReactNode;
}

/** A read's three states: loading, failed (with Try again), and its data. */
export function QueryView<T>({ query, empty, children }: QueryViewProps<T>) {
  if (query.isPending) return <PageSpinner />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  if (empty && Array.isArray(query.data) && query.data.length === 0) return <p className="text-body-secondary">{empty}</p>;
  return <>{children(query.data)}</>;
}
