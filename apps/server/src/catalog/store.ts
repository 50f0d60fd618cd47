import { changedFields, recordAudit, type Actor } from '../audit/audit.js';
import type { Db } from '../db/open.js';

/**
 * Plain reads and writes of one catalogue entity over one database handle (a repository's shape, with the
 * entity's rules): API-shaped entities in, API-shaped entities out. Failures are domain errors: NotFoundError,
 * DuplicateError, InUseError, InvalidInputError.
 */
export interface EntityStore<Input, Entity> {
  create(input: Input): Promise<Entity>;
  list(): Promise<Entity[]>;
  /** The entity, or NotFoundError. */
  get(id: string): Promise<Entity>;
  /** The updated entity, or NotFoundError. */
  update(id: string, input: Input): Promise<Entity>;
  /** Deletes, or NotFoundError; InUseError when other rows still refer to it. */
  remove(id: string): Promise<void>;
}

/**
 * What every catalogue entity offers its callers (the routes, future admin jobs): its reads, and writes that
 * are always audited: each is one transaction with its audit entry (who, what, which fields changed), and is
 * announced once it has committed (so every process drops its cached catalogue).
 */
export interface CatalogStore<Input, Entity> {
  list(): Promise<Entity[]>;
  /** The entity, or NotFoundError. */
  get(id: string): Promise<Entity>;
  create(input: Input, actor: Actor): Promise<Entity>;
  /** The updated entity, or NotFoundError. */
  update(id: string, input: Input, actor: Actor): Promise<Entity>;
  /** Deletes, or NotFoundError; InUseError when other rows still refer to it. */
  remove(id: string, actor: Actor): Promise<void>;
}

/** What the audit log keeps of an entity: its fields but the id and time stamps. */
function auditFields(entity: { _id: string }): Record<string, unknown> {
  const { _id: _, createdAt: __, updatedAt: ___, ...fields } = entity as Record<string, unknown>;
  return fields;
}

/**
 * The catalogue store of one entity: `storeOver` builds its entity store over a database handle (the database
 * for reads, each write's transaction for writes), `entity` names it in the audit log, and `changed` announces a
 * committed write.
 */
export function catalogStore<Input, Entity extends { _id: string }>(options: {
  db: Db;
  entity: string;
  storeOver: (db: Db) => EntityStore<Input, Entity>;
  changed: () => Promise<void>;
}): CatalogStore<Input, Entity> {
  const { db, entity, storeOver, changed } = options;
  const reads = storeOver(db);
  const logged = async <R>(run: (store: EntityStore<Input, Entity>, tx: Db) => Promise<R>): Promise<R> => {
    const result = await db.transaction((tx) => run(storeOver(tx), tx));
    await changed();
    return result;
  };
  return {
    list: () => reads.list(),
    get: (id) => reads.get(id),
    create: (input, actor) =>
      logged(async (store, tx) => {
        const made = await store.create(input);
        await recordAudit(tx, actor, { entity, entityId: made._id, action: 'create', after: auditFields(made) });
        return made;
      }),
    update: (id, input, actor) =>
      logged(async (store, tx) => {
        const before = await store.get(id);
        const after = await store.update(id, input);
        await recordAudit(tx, actor, { entity, entityId: id, action: 'update', ...changedFields(auditFields(before), auditFields(after)) });
        return after;
      }),
    remove: (id, actor) =>
      logged(async (store, tx) => {
        const before = await store.get(id);
        await store.remove(id);
        await recordAudit(tx, actor, { entity, entityId: id, action: 'delete', before: auditFields(before) });
      }),
  };
}
