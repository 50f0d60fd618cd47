import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const api = { '/api': { target: 'http://localhost:3000', changeOrigin: false } };

/**
 * packages/shared is pure (ARCHITECTURE.md), but its package.json does not say so; telling the
 * bundler lets a chunk that needs only `messages` or limits leave the schemas, and zod, behind.
 */
const sharedIsPure: Plugin = {
  name: 'tarmac:shared-is-pure',
  transform: {
    filter: { id: /[\\/]packages[\\/]shared[\\/]src[\\/]/ },
    handler: () => ({ moduleSideEffects: false }),
  },
};

export default defineConfig({
  plugins: [react(), sharedIsPure],
  server: { port: 5173, proxy: api },
  preview: { port: 4173, proxy: api },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
  },
});
