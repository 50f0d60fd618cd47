import { describe, expect, it } from 'vitest';
import { snippetRepository } from './snippet-repository.js';

/**
 * A miniature repository in the shape of ours, written to a temporary folder, so that these tests do not
 * depend on files that other work may move or rename. The snippets under test are placed inside it.
 */
const miniature: Record<string, string> = {
  'apps/web/src/features/search/index.ts': "export { SearchPanel } from './components/search-panel';\n",
  'apps/web/src/features/search/components/search-panel.tsx': 'export function SearchPanel() {\n  return null;\n}\n',
  'apps/web/src/features/search/api/get-places.ts': 'export const getPlaces = async () => [];\n',
  'apps/web/src/app/paths.ts': "export const paths = { home: '/' };\n",
  'apps/web/src/app/query-client.ts': 'export const queryClient = {};\n',
  'apps/web/src/lib/format-tk.ts': 'export const formatTk = (value: number) => `${value} TK`;\n',
  'apps/server/src/config.ts': 'export const port = 3000;\n',
  'apps/server/src/bookings/lifecycle.repo.ts': 'export const lockBooking = () => null;\n',
  'packages/shared/src/index.ts': 'export const limit = 9;\n',
};

const repository = snippetRepository(miniature);

/** The problems ESLint finds in `code` saved as `file` of the miniature repository. */
async function lint(file: string, code: string) {
  return (await repository.lint(file, code)).map((m) => ({ rule: m.ruleId, message: m.message }));
}

describe('import boundaries', () => {
  const bookingPage = 'apps/web/src/features/booking/pages/booking-page.tsx';

  it("refuses a feature that imports another feature's internals", async () => {
    const problems = await lint(bookingPage, "import { SearchPanel } from '../../search/components/search-panel';\n\nexport const Page = SearchPanel;\n");
    expect(problems).toEqual([
      { rule: 'boundaries/dependencies', message: expect.stringContaining('only through its index.ts or its api/ files') },
    ]);
  });

  it("refuses a feature that loads another feature's internals lazily", async () => {
    const problems = await lint(bookingPage, "export const load = () => import('../../search/components/search-panel');\n");
    expect(problems.map((p) => p.rule)).toEqual(['boundaries/dependencies']);
  });

  it('refuses the internals even for a type-only import', async () => {
    const problems = await lint(bookingPage, "import type { SearchPanel } from '../../search/components/search-panel';\n\nexport type Page = typeof SearchPanel;\n");
    expect(problems.map((p) => p.rule)).toEqual(['boundaries/dependencies']);
  });

  it("lets a feature import another feature's index and api/ files, and the web's lib and shared", async () => {
    const code = [
      "import { limit } from '@tarmac/shared';",
      "import { formatTk } from '../../../lib/format-tk';",
      "import { SearchPanel } from '../../search';",
      "import { getPlaces } from '../../search/api/get-places';",
      '',
      'export const page = [SearchPanel, getPlaces, formatTk, limit];',
      '',
    ].join('\n');
    expect(await lint(bookingPage, code)).toEqual([]);
  });

  it("lets a feature read app/paths.ts, every page's address, but no other file of app/", async () => {
    const allowed = "import { paths } from '../../../app/paths';\n\nexport const home = paths.home;\n";
    expect(await lint(bookingPage, allowed)).toEqual([]);
    const refused = "import { queryClient } from '../../../app/query-client';\n\nexport const client = queryClient;\n";
    expect((await lint(bookingPage, refused)).map((p) => p.rule)).toEqual(['boundaries/dependencies']);
  });

  it('keeps app/paths.ts free of imports of our own code, so no cycle runs through it', async () => {
    const problems = await lint('apps/web/src/app/paths.ts', "import { formatTk } from '../lib/format-tk';\n\nexport const format = formatTk;\n");
    expect(problems).toEqual([{ rule: 'boundaries/dependencies', message: expect.stringContaining('imports nothing of ours') }]);
  });

  it('refuses web code that imports server code', async () => {
    const problems = await lint('apps/web/src/lib/ports.ts', "import { port } from '../../../server/src/config';\n\nexport const apiPort = port;\n");
    expect(problems).toEqual([{ rule: 'boundaries/dependencies', message: expect.stringContaining('The web never imports server code') }]);
  });

  it('refuses web code that imports the server package by name', async () => {
    const problems = await lint('apps/web/src/lib/ports.ts', "import { port } from '@tarmac/server/src/config';\n\nexport const apiPort = port;\n");
    expect(problems).toEqual([{ rule: 'no-restricted-imports', message: expect.stringContaining('The web reaches the server through /api only.') }]);
  });

  it('lets app/ import any file of a feature, as its routes load pages lazily', async () => {
    const code = "import { lazy } from 'react';\n\nexport const Search = lazy(() => import('../features/search/components/search-panel'));\n";
    expect(await lint('apps/web/src/app/pages.ts', code)).toEqual([]);
  });

  it('refuses server code that imports web code', async () => {
    const problems = await lint('apps/server/src/prices.ts', "import { formatTk } from '../../web/src/lib/format-tk';\n\nexport const format = formatTk;\n");
    expect(problems).toEqual([{ rule: 'boundaries/dependencies', message: expect.stringContaining('The server never imports web code') }]);
  });

  it('refuses any package but zod in packages/shared', async () => {
    const code = "import fs from 'node:fs';\nimport { z } from 'zod';\n\nexport const both = [fs, z];\n";
    const problems = await lint('packages/shared/src/files.ts', code);
    expect(problems).toEqual([{ rule: 'boundaries/dependencies', message: 'packages/shared depends on zod only.' }]);
  });

  it('lets only the lifecycle reach the lifecycle repository', async () => {
    const code = "import { lockBooking } from '../bookings/lifecycle.repo.js';\n\nexport const lock = lockBooking;\n";
    const problems = await lint('apps/server/src/payments/settle.ts', code);
    expect(problems).toEqual([{ rule: 'no-restricted-imports', message: expect.stringContaining('transitions of bookings/lifecycle.ts') }]);
    expect(await lint('apps/server/src/bookings/lifecycle.ts', code.replace('../bookings/', './'))).toEqual([]);
  });
});
