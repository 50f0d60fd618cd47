import { z } from 'zod';

// Zod 4 probes `new Function('')` to compile fast validators; under our CSP (no 'unsafe-eval') the probe is
// refused and reported as a violation. Imported first by main.tsx, before any schema is created.
z.config({ jitless: true });
