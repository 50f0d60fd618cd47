import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sentenceKey } from '@tarmac/shared';
import type { Db } from '../db/open.js';
import { readImage } from './images.js';

export function imageRoutes(app: FastifyInstance, db: Db) {
  app.withTypeProvider<ZodTypeProvider>().get('/api/images/:id', {
    config: { audience: 'public' },
    schema: { params: z.object({ id: z.string().regex(/^[0-9a-f]{32}\.webp$/, { error: sentenceKey('image.notFound') }) }) },
    handler: async (request, reply) => {
      const image = await readImage(db, request.params.id);
      // The id is a hash of the bytes, so a given URL never changes content. Clients on the other allowed origins
      // (mobile and partner apps) show images too: the site-wide same-site resource policy would block them there.
      return reply
        .header('content-type', image.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('cross-origin-resource-policy', 'cross-origin')
        .header('etag', `"${request.params.id}"`)
        .send(image.bytes);
    },
  });
}
