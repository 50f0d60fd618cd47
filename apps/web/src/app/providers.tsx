import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { SessionProvider } from '../lib/session';
import { loadToasts, useToastsReady } from '../lib/toast';
import { loadSentences } from '../lib/sentence';

const Toaster = lazy(() => import('react-hot-toast').then((module) => ({ default: module.Toaster })));

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
      <Toaster />
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
