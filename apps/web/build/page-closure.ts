import type { Plugin } from 'vite';

const HEAVY = {
  ui: /node_modules[\\/]react-bootstrap[\\/]/,
  forms: /node_modules[\\/](react-hook-form|@hookform|zod)[\\/]|src[\\/]lib[\\/]zod-config\.ts$/,
};

/**
 * Finds, once the module graph is complete (buildEnd, before chunking), the modules that two or more of the
 * given pages import statically (directly or through other modules): what those pages share before they can
 * draw. `groupOf(id)` names the file such a module goes to (vite.config.ts, the `traveller` groups), by what it
 * imports itself: `traveller-forms` if it imports react-hook-form or zod, `traveller-ui` if react-bootstrap,
 * else `traveller`. So a page that draws no form and no react-bootstrap component first (manage booking's search
 * form) downloads neither those libraries nor the modules that need them; a module only one of the pages uses
 * stays in that page's own file.
 */
export function pageClosure(pages: RegExp, first: RegExp) {
  const reachedBy = new Map<string, Set<string>>();
  const heavy = new Map<string, 'forms' | 'ui'>();
  const plugin: Plugin = {
    name: 'tarmac:page-closure',
    apply: 'build',
    buildEnd() {
      reachedBy.clear();
      heavy.clear();
      for (const page of [...this.getModuleIds()].filter((id) => pages.test(id))) {
        const queue = [page];
        while (queue.length) {
          const id = queue.pop()!;
          const seen = reachedBy.get(id) ?? new Set<string>();
          if (seen.has(page)) continue;
          seen.add(page);
          reachedBy.set(id, seen);
          const imports = this.getModuleInfo(id)?.importedIds ?? [];
          if (imports.some((next) => HEAVY.forms.test(next))) heavy.set(id, 'forms');
          else if (imports.some((next) => HEAVY.ui.test(next))) heavy.set(id, 'ui');
          queue.push(...imports);
        }
      }
    },
  };
  // The first of the pages (the route table) is loaded with every one of the others: what it imports counts as shared.
  const shared = (id: string) => {
    const by = reachedBy.get(id);
    return !!by && (by.size >= 2 || [...by].some((page) => first.test(page)));
  };
  return {
    plugin,
    /** Whether any of the pages imports the module. */
    reaches: (id: string) => reachedBy.has(id),
    /** Whether two or more of the pages import the module. */
    shared,
    /** The one page (not the route table) that imports the module, if only one does. */
    ownerOf: (id: string) => {
      const by = reachedBy.get(id);
      const page = by?.size === 1 ? [...by][0] : undefined;
      return page && !first.test(page) ? page : undefined;
    },
    groupOf: (id: string) => {
      const kind = heavy.get(id);
      return kind ? `traveller-${kind}` : 'traveller';
    },
  };
}
