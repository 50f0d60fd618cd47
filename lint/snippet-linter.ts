import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';

const configFile = fileURLToPath(new URL('../eslint.config.js', import.meta.url));

/**
 * ESLint with the repository's own configuration, run over snippets saved (by name only) inside `root`, a
 * temporary folder standing for the repository, so that the lint tests depend on none of its real files.
 */
export async function snippetLinter(root: string): Promise<ESLint> {
  const eslint = new ESLint({
    cwd: root,
    overrideConfigFile: configFile,
    overrideConfig: [
      // The snippets are in no tsconfig, so the rules that need type information are left out here.
      { ...tseslint.configs.disableTypeChecked, files: ['**/*.{ts,tsx}'] },
      { settings: { 'boundaries/root-path': root } },
    ],
  });
  // The first lint loads every plugin: done here, in the caller's set-up (whose time-out is the longer one on a
  // busy machine), rather than in its first test.
  await eslint.lintText('export {};\n', { filePath: path.join(root, 'apps/server/src/warm-up.ts') });
  return eslint;
}

/** How long a lint test's set-up may take: loading ESLint and its plugins on a busy machine. */
export const SET_UP_TIMEOUT_MS = 60_000;
