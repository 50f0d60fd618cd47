import { and, desc, eq, gte, ilike, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addDays, AUDIT_PAGE_DEFAULT, auditEntrySchema, auditQuery, type AuditEntry, type AuditQuery } from '@tarmac/shared';
import type { AppContext } from '../context.js';
import type { Db } from '../db/open.js';
import { auditLog } from '../db/schema.js';
import { sendPage } from '../http/paging.js';

const likeEscaped = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A page of the audit log, newest first, and how many entries match. */
export async function readAudit(db: Db, q: AuditQuery): Promise<{ rows: AuditEntry[]; total: number }> {
  const where = and(
    q.entity ? eq(auditLog.entity, q.entity) : undefined,
    q.entityId ? eq(auditLog.entityId, q.entityId) : undefined,
    q.actor ? ilike(auditLog.actorEmail, `%${likeEscaped(q.actor)}%`) : undefined,
    q.from ? gte(auditLog.at, new Date(`${q.from}T00:00:00Z`)) : undefined,
    q.to ? lt(auditLog.at, new Date(`${addDays(q.to, 1)}T00:00:00Z`)) : undefined,
  );
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(q.limit ?? AUDIT_PAGE_DEFAULT)
      .offset(q.offset ?? 0),
    db.select({ n: sql<number>`count(*)::int` }).from(auditLog).where(where),
  ]);
  return {
    rows: rows.map((r) => ({ _id: r.id, at: r.at.toISOString(), actorId: r.actorId, actorEmail: r.actorEmail, entity: r.entity, entityId: r.entityId, action: r.action, before: r.before, after: r.after })),
    total: count?.n ?? 0,
  };
}

/** The audit log, read-only: no route changes or deletes an entry (and the database refuses it anyway). */
export function auditRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/admin/audit', {
    config: { audience: 'admin' },
    schema: { querystring: auditQuery, response: { 200: z.array(auditEntrySchema) } },
    handler: async (request, reply) => sendPage(reply, await readAudit(ctx.database.db, request.query)),
  });
}
