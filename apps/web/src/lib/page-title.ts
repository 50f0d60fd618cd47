import { useEffect } from 'react';

/** Names the browser tab after the page, so history and screen readers say where the user is. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} | Tarmac` : 'Tarmac';
  }, [title]);
}
