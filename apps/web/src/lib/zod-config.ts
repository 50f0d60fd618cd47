// Every `import … from 'zod'` in the web app resolves to this module (resolve.alias in vite.config.ts), so zod
// comes configured wherever it is used, and only with the code that uses it (not in the first download).
// Zod 4 probes `new Function('')` to compile fast validators; under our CSP (no 'unsafe-eval') the probe is
// refused and reported as a violation. This runs before the importing module creates any schema.
import { config } from 'zod/v4/core';

config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
