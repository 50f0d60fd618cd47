import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { compileCatalogs } from './build/compile-catalogs';
import { compileSentences } from './build/compile-sentences';
import { precompress } from './build/precompress';
import { purgeBootstrap } from './build/purge-bootstrap';
import { pageClosure } from './build/page-closure';
import { banglaShell } from './build/bangla-shell';
import { routePreloads } from './build/route-preloads';

// Our modules that may go to a shared file: not the language catalogs and the shared sentences (only the page's
// language is downloaded), not the home page's own (see home-sections), not a page module (each its own file).
const sharedSource = /src[\\/](?!locales[\\/]|lib[\\/]sentence|features[\\/]home[\\/]|.*[\\/]pages[\\/])/;
// The traveller's pages after the home page (search results, the booking form and its details form, loaded after
// its first view, the payment step, manage booking) and the route table they all load: what two of them share goes to the `traveller` files below, by what it imports
// (build/page-closure.ts), not to the grab bag of everything two pages share, which also holds the back office's
// forms and tables.
const travellerPages = pageClosure(
  /src[\\/](app[\\/]other-routes|features[\\/](search[\\/]pages[\\/]flight-search-result-page|booking[\\/]pages[\\/]ticket-booking-page|booking[\\/]components[\\/]confirm-details-form|payment[\\/]pages[\\/]payment-step-page|manage-booking[\\/]pages[\\/]manage-booking-page))\.tsx$/,
  /src[\\/]app[\\/]other-routes\.tsx$/,
);

// A page's own source modules (not the language catalogs and shared sentences, which have files of their own).
const ownSource = /src[\\/](?!locales[\\/]|lib[\\/]sentence)/;

// The signed-in user's menu in the navbar (its lazily loaded part).
const signedInMenu = /src[\\/]app[\\/]layout[\\/](signed-in-menus|user-menu)\.tsx$/;

// The back office's page chunks (by their page module's name): the worker does not keep them.
const BACK_OFFICE_CHUNKS =
  'assets/{location-*,package-*,pilot-*,cabin-crew-*,cabin-layouts-page*,flight-information-*,passenger-list-page*,admin-*,user-list-page*,user-details-page*,flight-manifest-page*,contact-messages-page*,audit-log-page*,dashboard-page*,season-entry-page*,gate-page*,two-step-page*}.js';

const api = { '/api': { target: 'http://localhost:3000', changeOrigin: false } };

// React Router 7's package exports only its development build (remix-run/react-router#12532, #14753): the
// production build is the same code without its development warnings (ENABLE_DEV_WARNINGS = false), which the
// minifier then drops. The site's build takes that one; the dev server keeps the warnings.
const reactRouterProduction = createRequire(import.meta.url)
  .resolve('react-router')
  .replace(/([\\/])development([\\/])index\.m?js$/, '$1production$2index.mjs');

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    compileCatalogs(),
    compileSentences(),
    // TARMAC_FULL_BOOTSTRAP=1 builds with Bootstrap's whole stylesheet, for bench/web/css-check.mjs to compare.
    purgeBootstrap(fileURLToPath(new URL('./src', import.meta.url)), { trim: !process.env.TARMAC_FULL_BOOTSTRAP }),
    precompress(),
    travellerPages.plugin,
    banglaShell(),
    // The traveller's pages opened from a link (src/app/paths.ts): the server hints each one's files in its page shell,
    // the public reads it makes first (the booking form's fare rules, get-booking-rules.ts; the packages the
    // payment step's "What your fare includes" names, get-packages.ts), and the signed-in reads the server answers in
    // the shell (the payment step's booking, get-booking.ts; decision 065).
    routePreloads(
      [
        { path: '/flightSearchResult', page: /src[\\/]features[\\/]search[\\/]pages[\\/]flight-search-result-page\.tsx$/ },
        { path: '/ticketBooking', page: /src[\\/]features[\\/]booking[\\/]pages[\\/]ticket-booking-page\.tsx$/, reads: ['/api/booking-rules'] },
        { path: '/booking/:pnr/pay', page: /src[\\/]features[\\/]payment[\\/]pages[\\/]payment-step-page\.tsx$/, reads: ['/api/packages-data-show'], answers: ['/api/bookings/:pnr'] },
        { path: '/manage-booking', page: /src[\\/]features[\\/]manage-booking[\\/]pages[\\/]manage-booking-page\.tsx$/ },
      ],
      /src[\\/]app[\\/]other-routes\.tsx$/,
      // A Bangla page reads the catalogue's Bangla names before it draws (src/app/lazy-page.ts).
      { bn: [/src[\\/]app[\\/]catalogue-name-reads\.ts$/] },
    ),
    // The installable app (issue 34): a Workbox worker of our own (src/worker/sw.ts) keeps the app's files for
    // offline use. The manifests are public/manifest*.webmanifest (one per language); the page registers the
    // worker itself after it has loaded (src/main.tsx), so no registration script is injected.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/worker',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        // The app shell of each language, every chunk a traveller's page may load, styles, fonts, icons, manifests.
        globPatterns: ['**/*.{js,css,html,woff2,svg,png,webmanifest}'],
        // Not the back office's pages (admins work online) nor the precompressed copies.
        globIgnores: [BACK_OFFICE_CHUNKS, '**/*.{br,gz}'],
        maximumFileSizeToCacheInBytes: 1_500_000,
      },
    }),
  ],
  resolve: {
    // zod, configured for our CSP (see src/lib/zod-config.ts), wherever it is imported.
    alias: [
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod-config.ts', import.meta.url)) },
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
    ],
  },
  server: { port: 5173, proxy: api },
  preview: { port: 4173, proxy: api },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    modulePreload: {
      // Every browser the site supports knows <link rel="modulepreload">; the polyfill would only add weight.
      polyfill: false,
      // From the first download (the main chunk) only the two big shared libraries and CSS get a hint: every
      // hint there costs a file name in the first download. From the page loaders (the other-routes chunk), a
      // page's whole import tree is preloaded as the page is asked for, in one round instead of one per level.
      resolveDependencies: (_file, deps, { hostId, hostType }) =>
        hostType === 'html' || !/(^|\/)index-[\w-]+\.js$/.test(hostId)
          ? deps
          : deps.filter((dep) => /\/(react-bootstrap|query)-[\w-]+\.js$|\.css$/.test(dep)),
    },
    rolldownOptions: {
      // A feature's index.ts only re-exports (what other features may use of it): marked free of side effects, a
      // page imports the parts it uses from their own files, not through the index's file, which would also bring
      // every other part (and react-bootstrap) the index names.
      treeshake: { moduleSideEffects: [{ test: /src[\\/]features[\\/][^\\/]+[\\/]index\.tsx?$/, sideEffects: false }] },
      output: {
        codeSplitting: {
          groups: [
            // Everything the first page needs in one file: fewer requests, and it compresses better.
            { name: 'app', tags: ['$initial'] },
            // The other pages' libraries in a few files rather than dozens of small ones: a shorter
            // preload list in the first download, and fewer requests when a page opens.
            { name: 'react-bootstrap', test: /node_modules[\\/](react-bootstrap|@restart|@popperjs|react-transition-group|dom-helpers|uncontrollable|prop-types|classnames|warning|invariant|@react-aria|dequal|@babel)[\\/]/ },
            { name: 'forms', test: /node_modules[\\/](react-hook-form|@hookform)[\\/]/ },
            // Each language's catalog parts under names the server can find: it preloads the page language's
            // first part in the page shell (apps/server/src/web/static.ts), saving a round trip before the first paint.
            ...['en', 'bn'].flatMap((language) =>
              ['first', 'site'].map((part) => ({ name: `catalog-${language}-${part}`, test: new RegExp(`src[\\\\/]locales[\\\\/]${language}[\\\\/]${part}\\.json$`) })),
            ),
            // The QR code library (tickets, boarding passes) in a file of its own, loaded only where a code is drawn.
            { name: 'qrcode', test: /node_modules[\\/](qrcode|dijkstrajs)[\\/]/ },
            // The trips kept for use offline (loaded beside the first page that reads server state, src/lib/query-client.ts)
            // in a file of their own: inside the shared file below, every traveller's page downloaded that file's forms,
            // zod, react-bootstrap and QR code with it.
            { name: 'saved-trips', test: /src[\\/]lib[\\/]saved-trips\.ts$|node_modules[\\/]idb-keyval[\\/]/ },
            // The other pages' share of TanStack Query in one file rather than five of under 1 KB.
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
            // zod (with our CSP setting, 25 KB gzip) in a file of its own rather than inside the shared one below.
            { name: 'zod', test: /node_modules[\\/]zod[\\/]|src[\\/]lib[\\/]zod-config\.ts$/ },
            // The media-query hook (lib/use-media-query.ts), which the home page's carousels and the search results
            // (phone or wider) both use, in a file of its own: inside the home page's sections below, it made the
            // search results download those sections (6 KB) for it.
            { name: 'use-media-query', test: /src[\\/]lib[\\/]use-media-query\.ts$/ },
            // The home page below its search panel in one file, with the little it shares with the Services page
            // and the fare pages (the shared money formats).
            { name: 'home-sections', test: /src[\\/](features[\\/]home[\\/]components|features[\\/]services[\\/](index|additional-services)|format\.ts)/ },
            // What two or more of the traveller's pages import statically (their own modules apart), in up to three
            // files by what the modules import: react-hook-form or zod, react-bootstrap, or neither (build/page-closure.ts).
            // The signed-in user's menu (the navbar loads it for a signed-in user, app-navbar.tsx) goes with them: on a
            // traveller's page it is then no request of its own after the first script, where the page's largest
            // paint waited for it; a signed-in visitor's home page loads this file instead of a 2 KB one.
            ...['traveller', 'traveller-ui', 'traveller-forms'].map((name) => ({
              name,
              test: (id: string) =>
                (name === 'traveller' && signedInMenu.test(id)) ||
                (travellerPages.shared(id) && sharedSource.test(id) && !/[\\/]index\.tsx?$/.test(id) && travellerPages.groupOf(id) === name),
              includeDependenciesRecursively: false,
            })),
            // What only one of those pages imports goes into that page's own file, rather than into a file of its own
            // because another chunk (a back-office or a later page) imports it too: on the payment step, Pay now, the
            // hold's countdown, the page-restore hook and the agency's query keys were four files of 0.2-1.5 KB, each
            // a request the page waited for before it could draw.
            {
              name: (id: string) => {
                const owner = travellerPages.ownerOf(id);
                return owner && ownSource.test(id) ? path.basename(owner).replace(/\.tsx?$/, '') : null;
              },
              includeDependenciesRecursively: false,
            },
            // What two or more of the other pages share (query hooks and keys, formatters, fields, booking parts):
            // one file instead of 20-30 of 1-4 KB, each of which cost a request and a round trip on a slow network.
            // The language catalogs and the shared sentences stay chunks of their own (only the page's language
            // is downloaded); a page's own module stays in the page's chunk.
            {
              name: 'shared',
              test: (id) => !travellerPages.reaches(id) && sharedSource.test(id),
              minShareCount: 2,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
}));
