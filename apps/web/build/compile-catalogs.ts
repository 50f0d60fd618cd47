import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

/**
 * Compiles the message catalogs (src/locales/<language>/<part>.json, ICU MessageFormat) into Lingui's
 * compiled form at build time, so the page ships no message parser. A message that does not parse stops
 * the build with its id.
 */
export function compileCatalogs(): Plugin {
  return {
    name: 'tarmac-compile-catalogs',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]src[\\/]locales[\\/](en|bn)[\\/][\w-]+\.json$/.test(id)) return null;
      const messages = JSON.parse(code) as Record<string, string>;
      const compiled: Record<string, unknown> = {};
      for (const [key, message] of Object.entries(messages)) {
        try {
          compiled[key] = compileMessage(message);
        } catch (error) {
          throw new Error(`${id}: message '${key}' does not parse: ${String(error)}`);
        }
      }
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}
