import { useCallback, useRef, useState } from 'react';

interface ActionCallbacks<R> {
  onSuccess?: (result: R) => void;
  onError?: (error: unknown) => void;
}

/**
 * A call the visitor starts (a search), with its pending and failed states: the shape of TanStack Query's
 * useMutation for the first page, which loads without TanStack Query (see app/query-provider.tsx).
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
