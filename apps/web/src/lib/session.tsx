import { createContext, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { SessionUser } from '@tarmac/shared';
import {
  clearSession,
  getSession,
  saveSession,
  subscribeSession,
  syncSession,
  updateSessionUser,
  type Session,
} from './session-store';

export interface SessionContextValue {
  session: Session | null;
  user: SessionUser | null;
  isAdmin: boolean;
  signIn: (token: string, user: SessionUser) => void;
  signOut: () => void;
  updateUser: typeof updateSessionUser;
}

const SessionContext = createContext<SessionContextValue | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const session = useSyncExternalStore(subscribeSession, getSession, getSession);

  useEffect(() => {
    // Another tab may log in or out, and the 1-day cookie may expire while the page is open.
    const onVisible = () => {
      if (document.visibilityState === 'visible') syncSession();
    };
    window.addEventListener('storage', syncSession);
    window.addEventListener('focus', syncSession);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('storage', syncSession);
      window.removeEventListener('focus', syncSession);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);

  const value = useMemo<SessionContextValue>(
    () => ({
      session,
      user: session?.user ?? null,
      isAdmin: session?.user.role === 'admin',
      signIn: saveSession,
      signOut: clearSession,
      updateUser: updateSessionUser,
    }),
    [session],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>.');
  return value;
}
