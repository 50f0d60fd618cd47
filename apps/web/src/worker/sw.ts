/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

/**
 * The installable app's service worker (issue 34, docs/decisions/NEW-installable-app-offline-trips.md), built by
 * vite-plugin-pwa (injectManifest): it keeps the app's own files (the page shell of each language, the traveller's
 * page chunks, styles, fonts, icons) so the site opens without a network after one visit. It answers nothing else:
 * API answers are never taken from its caches (the traveller's saved trips live in the app's own storage,
 * src/lib/saved-trips.ts), and the back office's chunks are not kept.
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first worker takes the open page at once (nothing older to replace); a later one waits for the prompt below.
clientsClaim();

// Every page address opens the page shell of its language (the app draws the page); /api and the built files are not pages.
const notPages = [/^\/api(\/|$)/, /^\/assets\//, /^\/icons\//, /\.[a-z0-9]+$/i];
const bangla = /^\/bn(\/|$)/;
registerRoute(new NavigationRoute(createHandlerBoundToURL('/bn.html'), { allowlist: [bangla], denylist: notPages }));
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [...notPages, bangla] }));

// A new version waits (registerType 'prompt') until the traveller accepts "New version available".
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
