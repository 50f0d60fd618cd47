import { createElement, lazy, useEffect, type ComponentType } from 'react';
import { loadCatalog } from '../i18n/i18n';
import { currentLanguage } from '../i18n/language';
import { loadSentences } from '../lib/sentence';
import { afterFirstView } from '../lib/first-view';

/**
 * React.lazy for a module's named export (a page, or the signed-in menus); each call site becomes its own
 * chunk. It waits for the styles of everything but the first page, whose stylesheet comes first so the
 * chunk's own CSS follows it (see apps/web/build/purge-bootstrap.ts), and for the second part of the
 * page language's catalog (every page but home speaks from it); the shared sentences follow the page. On a Bangla
 * page it also waits for the catalogue's Bangla names (`names`; not the signed-in menus, which name no place).
 */
export function lazyPage<K extends string, P extends object = object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
  { names: readsNames = true }: { names?: boolean } = {},
) {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const start = () =>
    (loading ??= (async () => {
      const styles = import('./page-styles');
      const catalog = loadCatalog('site');
      // Bangla pages: the catalogue's Bangla names of places and packages, read through the query cache (nothing read
      // on English pages). A chunk of its own, as the pages import it: the home page's first download does not carry it.
      const names = readsNames && currentLanguage() === 'bn' ? import('./catalogue-name-reads').then((m) => m.loadNames()) : undefined;
      const module = await load();
      await Promise.all([styles, catalog, names]);
      const Page = module[name];
      // The shared sentences (validation, toasts, the client's own error text: 12–15 KB) are not drawn by a page's
      // first view: asked for once the page and its data are on the screen, not before (a form awaits them before it
      // shows a message; a sentence shown before they are in is shown when they arrive, lib/sentence.ts).
      const Drawn = (props: P) => {
        useEffect(() => afterFirstView(() => void loadSentences().catch(() => undefined)), []);
        return createElement(Page, props);
      };
      return { default: Drawn };
    })().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  // `preload` starts the download before the page is drawn (other-routes.tsx, for the address a visitor opened);
  // it settles when the page is ready (or could not load: the page's own render then shows the error).
  return Object.assign(lazy(start), { preload: () => start().then(() => undefined, () => undefined) });
}
