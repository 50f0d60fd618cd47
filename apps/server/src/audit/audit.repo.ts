import { and, desc, eq, gte, ilike, lt, sql } from 'drizzle-orm';
import { addDays, AUDIT_PAGE_DEFAULT, type AuditEntry, type AuditQuery } from '@tarmac/shared';
import type { Db } from '../db/open.js';
import { auditLog } from '../db/schema.js';

/** All SQL that reads the audit log (entries are written by recordAudit, in audit.ts). */

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
