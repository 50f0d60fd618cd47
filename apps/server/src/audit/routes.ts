import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditEntrySchema, auditQuery } from '@tarmac/shared';
import type { AppContext } from '../context.js';
import { sendPage } from '../http/paging.js';
import { readAudit } from './audit.repo.js';

/** The audit log, read-only: no route changes or deletes an entry (and the database refuses it anyway). */
export function auditRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/admin/audit', {
    config: { audience: 'admin' },
    schema: { querystring: auditQuery, response: { 200: z.array(auditEntrySchema) } },
    handler: async (request, reply) => sendPage(reply, await readAudit(ctx.database.db, request.query)),
  });
}
