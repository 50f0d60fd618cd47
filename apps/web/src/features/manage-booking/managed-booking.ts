import { useSyncExternalStore } from 'react';
import { forgetManageToken, manageTokenFor } from '../../lib/manage-token';
import { storedValue } from '../../lib/stored-value';

/** The booking this tab opened at /manage-booking (its reference), so a reload shows it again while its token lasts. */
const current = storedValue<string>({
  area: 'session',
  key: 'manage-booking:current',
  parse: (value) => (typeof value === 'string' && /^[A-Z0-9]{6}$/.test(value) ? value : null),
});

export function rememberManagedPnr(pnr: string): void {
  current.set(pnr.toUpperCase());
}

/** Leaves the managed booking: its token is forgotten and the page asks again. */
export function forgetManagedBooking(): void {
  const pnr = current.get();
  if (pnr) forgetManageToken(pnr);
  current.remove();
}

/** The managed booking's reference while its token is still valid, else null. */
export function managedPnr(now = Date.now()): string | null {
  const pnr = current.get();
  return pnr && manageTokenFor(pnr, now) ? pnr : null;
}

export function useManagedPnr(): string | null {
  return useSyncExternalStore(current.subscribe, current.get, current.get);
}
