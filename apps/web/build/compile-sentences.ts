import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

/**
 * The shared sentence catalogs (packages/shared/src/sentences, docs/decisions/030) compiled at build time the way
 * compile-catalogs.ts compiles the web's own: `import('virtual:shared-sentences/bn')` is a chunk holding Lingui's
 * compiled form of every sentence, so the page ships no message parser. A sentence that does not parse stops the
 * build with its id.
 */
const PREFIX = 'virtual:shared-sentences/';
const sentencesDir = fileURLToPath(new URL('../../../packages/shared/src/sentences/', import.meta.url));

/** A catalog module's data: bundled to one script (the catalogs are plain data) and imported from memory. */
async function readModule(file: string): Promise<Record<string, Record<string, string>>> {
  const bundled = await build({ entryPoints: [`${sentencesDir}${file}`], bundle: true, format: 'esm', platform: 'neutral', write: false, logLevel: 'silent' });
  const code = bundled.outputFiles[0]!.text;
  return (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as Record<string, Record<string, string>>;
}

/** A language's sentences the web says: all but the mails' and documents' (the server's alone). */
async function readCatalog(language: string): Promise<Record<string, string>> {
  const catalog = (await readModule(`catalog-${language}.ts`))[language]!;
  const mails = (await readModule('mails-en.ts')).mailsEn!;
  return Object.fromEntries(Object.entries(catalog).filter(([id]) => !(id in mails)));
}

export function compileSentences(): Plugin {
  return {
    name: 'tarmac-compile-sentences',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : null;
    },
    async load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const language = id.slice(PREFIX.length + 1);
      if (language !== 'en' && language !== 'bn') throw new Error(`${id}: no such sentence catalog`);
      const compiled: Record<string, unknown> = {};
      for (const [key, message] of Object.entries(await readCatalog(language))) {
        try {
          compiled[key] = compileMessage(message);
        } catch (error) {
          throw new Error(`sentences ${language}: '${key}' does not parse: ${String(error)}`);
        }
      }
      return `export default ${JSON.stringify(compiled)};`;
    },
  };
}
