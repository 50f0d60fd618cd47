import type { Plugin } from 'vite';

/**
 * Writes `bn.html` beside `index.html`: the page shell of Bangla pages as the service worker keeps it for offline
 * use (src/worker/sw.ts): `<html lang="bn">` and the Bangla manifest. The server builds the same from index.html
 * for every page under /bn (apps/server/src/web/static.ts), with its preload hints.
 */
export function banglaShell(): Plugin {
  return {
    name: 'tarmac:bangla-shell',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (!index || index.type !== 'asset') return;
      this.emitFile({ type: 'asset', fileName: 'bn.html', source: toBanglaShell(String(index.source)) });
    },
  };
}

/** index.html as a Bangla page: its language and its manifest. */
export function toBanglaShell(html: string): string {
  return html.replace(/<html\b[^>]*>/, '<html lang="bn">').replace('/manifest.webmanifest', '/manifest-bn.webmanifest');
}
