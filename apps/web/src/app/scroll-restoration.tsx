import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { readStorage, writeStorage } from '../lib/browser-storage';

const STORAGE_KEY = 'scroll-positions';

function loadPositions(): Map<string, number> {
  try {
    return new Map(Object.entries(JSON.parse(readStorage('session', STORAGE_KEY) ?? '{}') as Record<string, number>));
  } catch {
    return new Map();
  }
}

/**
 * What React Router's <ScrollRestoration> does for its data router: a new page starts at the top (or at
 * its #hash), and Back/Forward return to where the visitor was on that page, across reloads too.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const action = useNavigationType();
  const positions = useRef<Map<string, number> | null>(null);
  const current = useRef(location.key);
  const lastPath = useRef<string | null>(null);
  positions.current ??= loadPositions();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    let frame = 0;
    const remember = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => positions.current!.set(current.current, window.scrollY));
    };
    const save = () => writeStorage('session', STORAGE_KEY, JSON.stringify(Object.fromEntries(positions.current!)));
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', save);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', save);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    current.current = location.key;
    const path = location.pathname + location.search;
    // A #fragment link on the same page: the browser has scrolled to it already.
    const hashOnly = lastPath.current === path && location.hash !== '';
    lastPath.current = path;
    const saved = positions.current!.get(location.key);
    if (action === 'POP' && saved !== undefined && !hashOnly) {
      window.scrollTo(0, saved);
      return;
    }
    if (location.hash) {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    window.scrollTo(0, 0);
  }, [location.key, location.pathname, location.search, location.hash, action]);

  return null;
}
