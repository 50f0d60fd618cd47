import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';

/** The page shell in each encoding the build wrote beside it (index.html.br / .gz), best first. */
function readPageShell(indexFile: string) {
  const variants: { encoding: 'br' | 'gzip'; body: Buffer }[] = [];
  for (const [encoding, extension] of [['br', '.br'], ['gzip', '.gz']] as const) {
    if (fs.existsSync(indexFile + extension)) variants.push({ encoding, body: fs.readFileSync(indexFile + extension) });
  }
  return { plain: fs.readFileSync(indexFile), variants };
}

/** Whether the client accepts `encoding` (a q=0 refusal counts as not accepting). */
function accepts(request: FastifyRequest, encoding: string): boolean {
  const header = request.headers['accept-encoding'];
  if (typeof header !== 'string') return false;
  return header.split(',').some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (name !== encoding) return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/**
 * Serves the built single-page app's files (hashed assets cached for a year) and returns the answer for
 * every other page path: index.html, so the client-side router can draw the page. The build writes a
 * Brotli and a gzip copy beside each text file; they are sent as they are to clients that accept them.
 */
export async function serveWebApp(
  app: FastifyInstance,
  dist: string,
): Promise<((reply: FastifyReply, request: FastifyRequest) => FastifyReply) | null> {
  const indexFile = path.join(dist, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn(`No built web app at ${dist}; run "npm run build" to serve the site.`);
    return null;
  }
  await app.register(fastifyStatic, {
    root: dist,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const shell = readPageShell(indexFile);
  return (reply, request) => {
    reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding').type('text/html; charset=utf-8');
    const variant = shell.variants.find((v) => accepts(request, v.encoding));
    if (variant) return reply.header('content-encoding', variant.encoding).send(variant.body);
    return reply.send(shell.plain);
  };
}
