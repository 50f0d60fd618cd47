// Bundles the server (with @tarmac/shared) into dist/; npm dependencies stay external.
import fs from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(fs.readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((d) => !d.startsWith('@tarmac/'));

fs.rmSync('dist', { recursive: true, force: true });
await build({
  entryPoints: { main: 'src/main.ts', cluster: 'src/cluster.ts', seed: 'src/db/seed/cli.ts', 'seed-scale': 'src/db/seed/scale-cli.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
fs.cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
// The database functions' SQL (bookings/hold-sql.ts reads it beside the bundle), created at every start-up.
fs.cpSync('src/bookings/sql', 'dist/sql', { recursive: true });
console.log('server built to apps/server/dist');
