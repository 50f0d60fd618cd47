import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { created, deletedSchema, idQuery, isPaged, listQuery, type CatalogPaths, type ListQuery, type Page } from '@tarmac/shared';
import { changedFields, recordAudit } from '../audit/audit.js';
import type { Db } from '../db/open.js';
import type { Audience } from '../http/auth.js';
import { sendPage } from '../http/paging.js';
import { plainJson } from '../http/serializers.js';
import { actorOf } from './schedule-routes.js';
import type { CatalogStore } from './store.js';
import { sayTo } from '../http/language.js';
import type { SentenceId } from '@tarmac/shared';

/** How one catalogue entity is spoken over HTTP: its legacy paths, who may list it, its schemas and sentences. */
export interface CrudHttp<Body extends z.ZodType, Entity extends z.ZodType> {
  paths: CatalogPaths;
  listAudience: Extract<Audience, 'public' | 'admin'>;
  body: Body;
  entity: Entity;
  messages: { created: SentenceId; updated: SentenceId; deleted: SentenceId };
  /** The list, already serialised (from the catalogue cache): sent instead of the store's list. */
  listJson?: () => Promise<string>;
  /**
   * One page of the list (`?limit&offset&q&sort`): the list then answers it with `X-Total-Count`. Its store
   * builds every row field by field (nothing undeclared can leak), so the list is serialised plainly.
   */
  page?: (q: ListQuery) => Promise<Page<unknown>>;
  /**
   * Writes in a transaction that also records them in the audit log (entity, actor, changed fields), then
   * announces the change. `storeFor` builds the entity's store over the transaction.
   */
  audit?: { entity: string; db: Db; storeFor: (db: Db) => CatalogStore<unknown, unknown>; changed: () => Promise<void> };
}

/** What the audit log keeps of an entity: its fields but the id and time stamps. */
function auditFields(entity: unknown): Record<string, unknown> {
  const { _id: _, createdAt: __, updatedAt: ___, ...fields } = entity as Record<string, unknown>;
  return fields;
}

const params = z.object({ id: z.string().max(64) });

/**
 * Registers create, list, read, update and delete of one catalogue entity, writes for admins only. The
 * store's domain errors become 404 / 409 / 400 in the one error handler (http/errors.ts).
 *
 * The signature ties the store to the schemas: it takes what the body schema outputs and gives what the
 * entity schema accepts. The body below is generic in the plainest way (it only hands the validated body
 * to the store and the store's answer to the response schema), so it is written over z.ZodType itself:
 * Fastify's type provider cannot see through a generic schema's conditional types, and no cast is needed.
 */
export function registerCrud<Body extends z.ZodType, Entity extends z.ZodType>(
  app: FastifyInstance,
  http: CrudHttp<Body, Entity>,
  store: CatalogStore<z.output<Body>, z.output<Entity>>,
): void;
export function registerCrud(app: FastifyInstance, http: CrudHttp<z.ZodType, z.ZodType>, store: CatalogStore<unknown, unknown>): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { paths, messages, body, entity } = http;
  const audit = http.audit;
  /** The store's writes, each in one transaction with its audit entry when the entity is audited. */
  const writes = (request: Parameters<typeof actorOf>[0]): Pick<CatalogStore<unknown, unknown>, 'create' | 'update' | 'remove'> => {
    if (!audit) return store;
    const actor = actorOf(request);
    const logged = async <R>(run: (s: CatalogStore<unknown, unknown>, tx: Db) => Promise<R>): Promise<R> => {
      const result = await audit.db.transaction((tx) => run(audit.storeFor(tx), tx));
      await audit.changed();
      return result;
    };
    return {
      create: (input) =>
        logged(async (s, tx) => {
          const made = await s.create(input);
          await recordAudit(tx, actor, { entity: audit.entity, entityId: String((made as { _id: string })._id), action: 'create', after: auditFields(made) });
          return made;
        }),
      update: (id, input) =>
        logged(async (s, tx) => {
          const before = await s.get(id);
          const after = await s.update(id, input);
          await recordAudit(tx, actor, { entity: audit.entity, entityId: id, action: 'update', ...changedFields(auditFields(before), auditFields(after)) });
          return after;
        }),
      remove: (id) =>
        logged(async (s, tx) => {
          const before = await s.get(id);
          await s.remove(id);
          await recordAudit(tx, actor, { entity: audit.entity, entityId: id, action: 'delete', before: auditFields(before) });
        }),
    };
  };

  r.post(paths.create, {
    config: { audience: 'admin' },
    schema: { body, response: { 201: created(entity) } },
    handler: async (request, reply) => reply.status(201).send({ message: sayTo(request, messages.created), data: await writes(request).create(request.body) }),
  });

  const listJson = http.listJson;
  if (listJson) {
    r.get(paths.list, {
      config: { audience: http.listAudience },
      schema: { response: { 200: z.array(entity) } },
      // Already JSON text from the cache: plainJson passes it through as it is.
      serializerCompiler: plainJson,
      handler: async (_request, reply) => reply.type('application/json; charset=utf-8').send((await listJson()) as never),
    });
  } else {
    const page = http.page;
    r.get(paths.list, {
      config: { audience: http.listAudience },
      schema: page ? { querystring: listQuery, response: { 200: z.array(entity) } } : { response: { 200: z.array(entity) } },
      ...(page ? { serializerCompiler: plainJson } : {}),
      // Without paging parameters: the whole legacy array, as before.
      handler: async (request, reply) => {
        const q = request.query as ListQuery | undefined;
        return page && q && isPaged(q) ? sendPage(reply, await page(q)) : store.list();
      },
    });
  }

  r.get(`${paths.one}/:id`, {
    config: { audience: 'admin' },
    schema: { params, response: { 200: entity } },
    handler: (request) => store.get(request.params.id),
  });

  r.put(`${paths.one}/:id`, {
    config: { audience: 'admin' },
    schema: { params, body, response: { 200: created(entity) } },
    handler: async (request) => ({ message: sayTo(request, messages.updated), data: await writes(request).update(request.params.id, request.body) }),
  });

  r.delete(paths.remove, {
    config: { audience: 'admin' },
    schema: { querystring: idQuery, response: { 200: deletedSchema } },
    handler: async (request) => {
      await writes(request).remove(request.query.id);
      return { message: sayTo(request, messages.deleted), data: { _id: request.query.id } };
    },
  });
}
