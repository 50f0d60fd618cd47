import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';

/**
 * Serves the built single-page app's files (hashed assets cached for a year) and returns the answer for
 * every other page path: index.html, so the client-side router can draw the page.
 */
export async function serveWebApp(app: FastifyInstance, dist: string): Promise<((reply: FastifyReply) => FastifyReply) | null> {
  const indexFile = path.join(dist, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn(`No built web app at ${dist}; run "npm run build" to serve the site.`);
    return null;
  }
  await app.register(fastifyStatic, {
    root: dist,
    wildcard: false,
    index: false,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const html = fs.readFileSync(indexFile);
  return (reply) => reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
}
