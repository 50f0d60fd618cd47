import { useEffect } from 'react';

/**
 * Runs `onRestore` when the browser shows this page again from its back/forward cache (e.g. Back from a
 * payment page): the page comes back exactly as it was left, a "leaving…" spinner included.
 */
export function usePageRestore(onRestore: () => void): void {
  useEffect(() => {
    const listener = (event: PageTransitionEvent) => {
      if (event.persisted) onRestore();
    };
    window.addEventListener('pageshow', listener);
    return () => window.removeEventListener('pageshow', listener);
  }, [onRestore]);
}
