import { z } from 'zod';
import { isoDate } from './catalog.js';
import { listParams } from './paging.js';
import { says } from './fields.js';

/** What the audit log names: the kinds of entity whose changes it records. */
export const AUDIT_ENTITIES = ['flight', 'schedule', 'domestic-location', 'international-location', 'package', 'pilot', 'cabin-crew', 'user', 'booking', 'cabin-layout', 'service-prices', 'fare-ladder', 'promo-code'] as const;

/** GET /api/admin/audit: entries filtered by entity, actor (e-mail or part of it), entity id and days (inclusive, UTC). */
export const auditQuery = z.object({
  entity: z.enum(AUDIT_ENTITIES, says('audit.entityChoice', { entities: AUDIT_ENTITIES.join(', ') })).optional(),
  entityId: z.string().trim().max(100).optional(),
  /** A booking's entries by its PNR (issue 35). */
  pnr: z.string(says('booking.pnrRequired')).trim().toUpperCase().regex(/^[A-Z0-9]{6}$/, says('booking.pnrShape')).optional(),
  actor: z.string().trim().toLowerCase().max(254).optional(),
  from: isoDate('The first day').optional(),
  to: isoDate('The last day').optional(),
  limit: listParams.limit,
  offset: listParams.offset,
  after: listParams.after,
});
export type AuditQuery = z.output<typeof auditQuery>;

export const auditEntrySchema = z.object({
  _id: z.string(),
  at: z.string(),
  actorId: z.string().nullable(),
  actorEmail: z.string(),
  entity: z.string(),
  entityId: z.string(),
  /** A booking's PNR, what people call it by (null for other entries, or a booking since removed). */
  pnr: z.string().nullable().optional(),
  action: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** Entries a page of the audit log holds when no limit is asked. */
export const AUDIT_PAGE_DEFAULT = 100;
