import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { SessionProvider } from '../lib/session';
import { loadToasts, useToastsReady } from '../lib/toast';
import { loadSentences } from '../lib/sentence';

const Toaster = lazy(() => import('react-hot-toast').then((module) => ({ default: module.Toaster })));

/**
 * Toasts open just below the sticky navbar (56 px high at every width), not over it: a toast over a navbar link
 * took the click meant for the link, and react-hot-toast holds a toast while the pointer rests on it, so the
 * toast stayed as long as the visitor kept pointing at the link it hid. Below a back-office page's Menu bar on a
 * phone or tablet (`--toasts-top`, app/pages.css), for the same reason.
 */
const TOASTS_BELOW_NAVBAR = { top: 'var(--toasts-top, 64px)' };

/** react-hot-toast's defaults are the spec's toast rules (durations, limit 20, 1 s removal). */
function LazyToaster() {
  const ready = useToastsReady();
  useEffect(() => {
    // Toasts answer what the visitor does: fetch their code on the first tap or key press.
    const load = () => {
      void loadToasts();
      void loadSentences();
    };
    window.addEventListener('pointerdown', load, { once: true, passive: true });
    window.addEventListener('keydown', load, { once: true });
    return () => {
      window.removeEventListener('pointerdown', load);
      window.removeEventListener('keydown', load);
    };
  }, []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <Toaster containerStyle={TOASTS_BELOW_NAVBAR} />
    </Suspense>
  );
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <SessionProvider>
      {children}
      <LazyToaster />
    </SessionProvider>
  );
}
