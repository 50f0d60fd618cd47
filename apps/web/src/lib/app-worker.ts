/**
 * The installable app's service worker (issue 34, src/worker/sw.ts), registered once the page has loaded (main.tsx
 * imports this module then, so none of it is in the first download). A new version of the site waits until the
 * traveller accepts "New version available" (./new-version.tsx), then takes over.
 */
export function startAppWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register('/sw.js').then(
    (registration) => {
      // A new worker has installed while an older one controls the page: a new version is ready.
      const offer = () => {
        if (registration.waiting && navigator.serviceWorker.controller) void import('./new-version').then((m) => m.offerNewVersion(registration));
      };
      offer();
      registration.addEventListener('updatefound', () => registration.installing?.addEventListener('statechange', offer));
    },
    // No worker (a private window, a browser setting): the site works as before, only not offline.
    () => undefined,
  );
}

startAppWorker();
