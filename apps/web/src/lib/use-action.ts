import { useCallback, useRef, useState } from 'react';

interface ActionCallbacks<R> {
  onSuccess?: (result: R) => void;
  onError?: (error: unknown) => void;
}

/**
 * A call the visitor starts (a search), with its pending and failed states: the shape of TanStack Query's
 * useMutation for the first page, which loads without TanStack Query (see app/query-provider.tsx).
 * It stays for the byte budget: the home page's first visit downloads 108.5 KB gzip of JS+CSS in English and
 * 109.1 KB in Bangla against 110 KB (issue 28), and TanStack Query's core is about 10 KB gzip more. Its answer
 * still ends in the query cache: the search forms put it there before opening the results (use-finish-search.ts).
 */
export function useAction<I, R>(call: (input: I) => Promise<R>) {
  const [state, setState] = useState<{ isPending: boolean; error: unknown }>({ isPending: false, error: null });
  const latest = useRef(0);
  const mutate = useCallback(
    (input: I, callbacks: ActionCallbacks<R> = {}) => {
      const run = ++latest.current;
      setState({ isPending: true, error: null });
      call(input).then(
        (result) => {
          if (run !== latest.current) return;
          setState({ isPending: false, error: null });
          callbacks.onSuccess?.(result);
        },
        (error: unknown) => {
          if (run !== latest.current) return;
          setState({ isPending: false, error });
          callbacks.onError?.(error);
        },
      );
    },
    [call],
  );
  return { mutate, isPending: state.isPending, isError: state.error !== null, error: state.error };
}
