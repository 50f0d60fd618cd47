import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compileCatalogs } from './build/compile-catalogs';
import { compileSentences } from './build/compile-sentences';
import { precompress } from './build/precompress';
import { purgeBootstrap } from './build/purge-bootstrap';

const api = { '/api': { target: 'http://localhost:3000', changeOrigin: false } };

export default defineConfig({
  plugins: [
    react(),
    compileCatalogs(),
    compileSentences(),
    // TARMAC_FULL_BOOTSTRAP=1 builds with Bootstrap's whole stylesheet, for bench/web/css-check.mjs to compare.
    purgeBootstrap(fileURLToPath(new URL('./src', import.meta.url)), { trim: !process.env.TARMAC_FULL_BOOTSTRAP }),
    precompress(),
  ],
  resolve: {
    // zod, configured for our CSP (see src/lib/zod-config.ts), wherever it is imported.
    alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod-config.ts', import.meta.url)) }],
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
      // A page's chunk itself needs no preload hint (import() fetches it); of its imports only the two big
      // shared libraries are worth one. Every hint costs a file name in the first download.
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'html' ? deps : deps.filter((dep) => /\/(react-bootstrap|forms)-[\w-]+\.js$|\.css$/.test(dep)),
    },
    rolldownOptions: {
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
            // The home page below its search panel in one file, with the little it shares with the Services page
            // and the fare pages (the shared money formats).
            { name: 'home-sections', test: /src[\\/](features[\\/]home[\\/]components|features[\\/]services[\\/](index|additional-services)|format\.ts)/ },
          ],
        },
      },
    },
  },
});
