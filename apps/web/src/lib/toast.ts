import { useSyncExternalStore } from 'react';
import { TOAST_DURATION_MS, TOAST_REMOVE_DELAY_MS } from '@tarmac/shared';
import { loadSentences, localSentence } from './sentence';

/**
 * Toasts through react-hot-toast (its defaults are the spec's toast rules, its limit of 20 included; the
 * durations are passed anyway so the rule is written here), loaded with the first toast (or the visitor's
 * first tap or key press) instead of with every page: most visits never show one.
 */
type HotToast = typeof import('react-hot-toast').default;

let loaded: Promise<HotToast> | null = null;
let ready = false;
const listeners = new Set<() => void>();

export function loadToasts(): Promise<HotToast> {
  loaded ??= import('react-hot-toast').then((module) => {
    ready = true;
    listeners.forEach((listener) => listener());
    return module.default;
  });
  return loaded;
}

export const toast = {
  success(message: string): void {
    void Promise.all([loadToasts(), loadSentences()]).then(([hot]) => hot.success(localSentence(message), { duration: TOAST_DURATION_MS.success, removeDelay: TOAST_REMOVE_DELAY_MS }));
  },
  error(message: string): void {
    void Promise.all([loadToasts(), loadSentences()]).then(([hot]) => hot.error(localSentence(message), { duration: TOAST_DURATION_MS.error, removeDelay: TOAST_REMOVE_DELAY_MS }));
  },
};

/** Whether react-hot-toast is in, so the <Toaster> can be drawn. */
export function useToastsReady(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => ready,
    () => false,
  );
}
