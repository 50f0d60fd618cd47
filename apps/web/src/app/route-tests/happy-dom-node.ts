import { builtinEnvironments, type Environment } from 'vitest/runtime';

/**
 * happy-dom's window, with modules transformed as for Node (Vite's SSR environment): the route tests run the
 * server (buildApp, PGlite, its migrations found beside `import.meta.url`) in the same process as the pages, and
 * the browser transform would turn the server's file URLs into web addresses.
 */
export default <Environment>{ ...builtinEnvironments['happy-dom'], name: 'happy-dom-node', viteEnvironment: 'ssr' };
