/** Where a guard sent the user from; kept in the router's location state as `from`. */
export interface ReturnState {
  from?: { pathname: string; search?: string; hash?: string };
}

/** The in-app path to go back to after login, never an outside address nor the login page itself. */
export function returnPath(state: unknown, fallback = '/'): string {
  const from = (state as ReturnState | null | undefined)?.from;
  if (!from || typeof from.pathname !== 'string') return fallback;
  const { pathname } = from;
  if (!pathname.startsWith('/') || pathname.startsWith('//') || pathname.toLowerCase() === '/login') return fallback;
  const search = typeof from.search === 'string' ? from.search : '';
  const hash = typeof from.hash === 'string' ? from.hash : '';
  return `${pathname}${search}${hash}`;
}

/** The state a guard hands to /login so it can return to `location`. */
export function returnStateFor(location: { pathname: string; search: string; hash: string }): ReturnState {
  return { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
}
