import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint, type Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, beforeAll } from 'vitest';

const configFile = fileURLToPath(new URL('../eslint.config.js', import.meta.url));

/** How long a lint test's set-up may take: loading ESLint and its plugins on a busy machine. */
const SET_UP_TIMEOUT_MS = 60_000;

/**
 * For the lint tests: a stand-in repository in a temporary folder (holding `files`, as our tree would), and
 * ESLint with the repository's own configuration, so that the tests depend on none of the real files. Sets it
 * up before the file's tests and removes it after them. `lint(file, code)` answers the problems of `code` saved
 * (by name only) as `file` of that repository.
 */
export function snippetRepository(files: Record<string, string> = {}) {
  let root = '';
  let eslint: ESLint | null = null;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'tarmac-lint-'));
    for (const [file, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), text);
    }
    eslint = new ESLint({
      cwd: root,
      overrideConfigFile: configFile,
      overrideConfig: [
        // The snippets are in no tsconfig, so the rules that need type information are left out here.
        { ...tseslint.configs.disableTypeChecked, files: ['**/*.{ts,tsx}'] },
        { settings: { 'boundaries/root-path': root } },
      ],
    });
    // The first lint loads every plugin: done here, under the set-up's longer time-out, not in the first test.
    await eslint.lintText('export {};\n', { filePath: path.join(root, 'apps/server/src/warm-up.ts') });
  }, SET_UP_TIMEOUT_MS);

  afterAll(() => {
    fs.rmSync(root, { recursive: true, force: true });
  });

  return {
    async lint(file: string, code: string): Promise<Linter.LintMessage[]> {
      if (!eslint) throw new Error('The stand-in repository is not set up yet.');
      const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
      return result?.messages ?? [];
    },
  };
}
