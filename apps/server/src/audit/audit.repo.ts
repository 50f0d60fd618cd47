import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { addDays, AUDIT_PAGE_DEFAULT, type AuditEntry, type AuditQuery, type Page } from '@tarmac/shared';
import { isoTime, likePattern, pageList, type SqlList } from '../db/list-page.js';
import type { Db } from '../db/open.js';
import { auditLog, bookings } from '../db/schema.js';

/** All SQL that reads the audit log (entries are written by recordAudit, in audit.ts). */

interface AuditRow {
  id: string;
  at: string;
  actorId: string | null;
  actorEmail: string;
  entity: string;
  entityId: string;
  pnr: string | null;
  action: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/**
 * A booking entry's PNR (issue 35: people name bookings by it), by the bookings' primary key; the case keeps the
 * uuid cast away from other entities' ids.
 */
const bookingPnr = sql`(select ${bookings.pnr} from ${bookings} where ${bookings.id} =
  (case when ${auditLog.entity} = 'booking' and ${auditLog.entityId} ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then ${auditLog.entityId}::uuid end))`;

/** The audit log as a list: newest first (index audit_log_at_id_idx; by entity audit_log_entity_at_id_idx). */
const auditList: SqlList<AuditRow, AuditEntry> = {
  name: 'audit',
  from: sql`${auditLog}`,
  id: sql`${auditLog.id}`,
  columns: sql`${auditLog.id} as "id", ${isoTime(auditLog.at)} as "at", ${auditLog.actorId} as "actorId", ${auditLog.actorEmail} as "actorEmail",
    ${auditLog.entity} as "entity", ${auditLog.entityId} as "entityId", ${bookingPnr} as "pnr", ${auditLog.action} as "action", ${auditLog.before} as "before", ${auditLog.after} as "after"`,
  sorts: { at: { expr: sql`${auditLog.at}`, type: 'timestamptz' } },
  defaultSort: '-at',
  finish: (rows) =>
    rows.map((r) => ({ _id: r.id, at: r.at, actorId: r.actorId, actorEmail: r.actorEmail, entity: r.entity, entityId: r.entityId, pnr: r.pnr ?? null, action: r.action, before: json(r.before), after: json(r.after) })),
};

/** A jsonb value as an object, whichever driver read it (one parses it, a raw read may give the text). */
const json = (value: unknown) => (typeof value === 'string' ? (JSON.parse(value) as Record<string, unknown>) : (value as Record<string, unknown> | null));

/** A page of the audit log, newest first, and how many entries match (the actor by part of the e-mail: trigram index). */
export async function readAudit(db: Db, q: AuditQuery): Promise<Page<AuditEntry>> {
  const filters = { entity: q.entity, entityId: q.entityId, pnr: q.pnr, actor: q.actor, from: q.from, to: q.to };
  const where = and(
    q.entity ? eq(auditLog.entity, q.entity) : undefined,
    q.entityId ? eq(auditLog.entityId, q.entityId) : undefined,
    // A PNR names one booking: its entries (index audit_log_entity_id_idx).
    q.pnr ? sql`${auditLog.entity} = 'booking' and ${auditLog.entityId} = (select ${bookings.id}::text from ${bookings} where ${bookings.pnr} = ${q.pnr} limit 1)` : undefined,
    q.actor ? sql`${auditLog.actorEmail} ilike ${likePattern(q.actor)}` : undefined,
    q.from ? gte(auditLog.at, new Date(`${q.from}T00:00:00Z`)) : undefined,
    q.to ? lt(auditLog.at, new Date(`${addDays(q.to, 1)}T00:00:00Z`)) : undefined,
  );
  return pageList(db, auditList, { limit: q.limit ?? AUDIT_PAGE_DEFAULT, offset: q.offset, after: q.after }, { where, filters });
}
