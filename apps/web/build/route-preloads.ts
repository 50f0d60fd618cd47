import type { Plugin, Rolldown } from 'vite';

type OutputChunk = Rolldown.OutputChunk;

/**
 * A page's address (React Router's pattern, `:name` for a part), its page module, the public API reads it makes
 * first whatever the address's parts (the server asks for them with the shell: `preload as=fetch`), and its first
 * signed-in reads, with the address's parts (`/api/bookings/:pnr`), which the server answers in the shell of a
 * signed-in traveller (decision 065).
 */
export interface PreloadedRoute {
  path: string;
  page: RegExp;
  reads?: string[];
  answers?: string[];
}

/**
 * What the server hints in the page shell (apps/server/src/web/static.ts), written as `preloads.json` beside
 * index.html: for each of the given pages, every file its code needs before it can draw (its chunk and what that
 * imports, with their stylesheets), plus what every page but home loads (the route table's file and its imports,
 * the pages' stylesheet) and, per language, the second catalog part and the `languageModules` of that language (a
 * Bangla page's reads of the catalogue's Bangla names) (not the shared sentences: a page asks for them once it is
 * drawn, src/app/lazy-page.ts). The browser then
 * fetches them beside the first script instead of one level at a time after it has run (first script, route
 * table, page, page's imports).
 */
export function routePreloads(routes: PreloadedRoute[], routeTable: RegExp, languageModules: Record<string, RegExp[]> = {}): Plugin {
  return {
    name: 'tarmac:route-preloads',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const outputs = Object.values(bundle);
      const chunks = outputs.filter((o): o is OutputChunk => o.type === 'chunk');
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const index = bundle['index.html'];
      const inShell = (file: string) => index?.type === 'asset' && String(index.source).includes(`/${file}`);
      const closure = (start: OutputChunk | undefined): string[] => {
        const files = new Set<string>();
        const queue = start ? [start] : [];
        while (queue.length) {
          const chunk = queue.pop()!;
          if (files.has(chunk.fileName)) continue;
          files.add(chunk.fileName);
          for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
          for (const next of chunk.imports) {
            const imported = byFile.get(next);
            if (imported) queue.push(imported);
          }
        }
        return [...files];
      };
      const holding = (test: (id: string) => boolean) => chunks.find((c) => c.moduleIds.some(test));
      const pageStyles = outputs.filter((o) => o.type === 'asset' && /(^|\/)page-styles-[\w-]+\.css$/.test(o.fileName)).map((o) => o.fileName);
      const common = [...closure(holding((id) => routeTable.test(id))), ...pageStyles];
      const languages = Object.fromEntries(
        ['en', 'bn'].map((language) => [
          language,
          [
            ...closure(holding((id) => new RegExp(`src[\\\\/]locales[\\\\/]${language}[\\\\/]site\\.json$`).test(id))),
            ...(languageModules[language] ?? []).flatMap((module) => closure(holding((id) => module.test(id)))),
          ],
        ]),
      );
      const shown = (files: string[]) => [...new Set(files)].filter((f) => !inShell(f)).map((f) => `/${f}`);
      const preloads = {
        common: shown(common),
        languages: Object.fromEntries(Object.entries(languages).map(([language, files]) => [language, shown(files)])),
        routes: routes.map(({ path, page, reads, answers }) => {
          // The page's own file: the chunk its module is in (vite.config.ts puts what only it imports there too).
          const chunk = holding((id) => page.test(id));
          if (!chunk) this.error(`route-preloads: no chunk for the page of ${path}`);
          return {
            path,
            files: shown(closure(chunk)).filter((f) => !common.includes(f.slice(1))),
            ...(reads?.length ? { reads } : {}),
            ...(answers?.length ? { answers } : {}),
          };
        }),
      };
      this.emitFile({ type: 'asset', fileName: 'preloads.json', source: `${JSON.stringify(preloads, null, 2)}\n` });
    },
  };
}
