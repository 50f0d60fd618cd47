import { useSyncExternalStore } from 'react';

/** Bootstrap's md breakpoint: from here up the site's wider layout, below it a phone's. */
export const WIDER_THAN_PHONE = '(min-width: 768px)';

/** Whether a CSS media query matches now; follows changes (window resized, setting changed). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
