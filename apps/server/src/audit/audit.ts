import type { Db } from '../db/open.js';
import { auditLog } from '../db/schema.js';

/** Who made a change: a signed-in user, or the system (jobs, payment callbacks) when `id` is null. */
export interface Actor {
  id: string | null;
  email: string;
}

export const SYSTEM_ACTOR: Actor = { id: null, email: 'system' };

export interface AuditEntry {
  entity: string;
  entityId: string;
  action: string;
  /** The changed fields before and after; a create has no before, a delete no after. */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** Only the fields whose values differ, each side keeping its own value. */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      b[key] = before[key] ?? null;
      a[key] = after[key] ?? null;
    }
  }
  return { before: b, after: a };
}

/**
 * Records a change in the audit log. Call it with the transaction that makes the change, so the entry
 * exists if and only if the change committed. Entries are never updated or deleted (a trigger refuses it).
 */
export async function recordAudit(tx: Db, actor: Actor, entry: AuditEntry | AuditEntry[]): Promise<void> {
  const entries = Array.isArray(entry) ? entry : [entry];
  if (entries.length === 0) return;
  await auditInsert(tx, actor, entries);
}

/** The insert of `recordAudit`, not yet run (at least one entry): for `together`. */
export function auditInsert(tx: Db, actor: Actor, entries: readonly AuditEntry[]) {
  return tx.insert(auditLog).values(
    entries.map((e) => ({
      actorId: actor.id,
      actorEmail: actor.email,
      entity: e.entity,
      entityId: e.entityId,
      action: e.action,
      before: e.before ?? null,
      after: e.after ?? null,
    })),
  );
}
