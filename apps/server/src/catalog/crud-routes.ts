import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { created, deletedSchema, idQuery, isPaged, listQuery, type CatalogPaths, type ListQuery, type Page } from '@tarmac/shared';
import { requestActor } from '../audit/actor.js';
import type { Audience } from '../http/auth.js';
import { sendArrayStream, sendPage } from '../http/paging.js';
import { idParams as params } from '../http/params.js';
import { plainJson } from '../http/serializers.js';
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
  /**
   * The whole list as JSON text (the legacy array), for lists kept serialised in the catalogue cache; without
   * it, the store's list. Stores build every row field by field in the entity schema's order (nothing
   * undeclared can leak), so the list is serialised plainly either way.
   */
  listJson?: () => Promise<string>;
  /** One page of the list (`?limit&offset&after&q&sort`): the list then also answers pages, with `X-Total-Count`. */
  page?: (q: ListQuery) => Promise<Page<unknown>>;
  /** The list's query when it takes filters beyond paging (flights: dates and route); `listQuery` otherwise. */
  pageQuery?: z.ZodType<ListQuery>;
  /**
   * The whole list in batches, for a list that grows with the schedule (flights): the legacy array is then streamed
   * from the database a batch at a time instead of read whole.
   */
  stream?: () => AsyncIterable<unknown[]>;
}

/**
 * Registers create, list, read, update and delete of one catalogue entity, writes for admins only, each
 * audited as the signed-in admin's by the store. The store's domain errors become 404 / 409 / 400 in the one
 * error handler (http/errors.ts).
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
  const { paths, messages, body, entity, page } = http;
  const listJson = http.listJson ?? (async () => JSON.stringify(await store.list()));

  r.post(paths.create, {
    config: { audience: 'admin' },
    schema: { body, response: { 201: created(entity) } },
    handler: async (request, reply) => reply.status(201).send({ message: sayTo(request, messages.created), data: await store.create(request.body, requestActor(request)) }),
  });

  // The one list path: a page when the list pages and one is asked for, otherwise the whole legacy array.
  r.get(paths.list, {
    config: { audience: http.listAudience },
    // Only a list that pages reads (and so checks) paging parameters; the others ignore any query, as before.
    schema: page ? { querystring: http.pageQuery ?? listQuery, response: { 200: z.array(entity) } } : { response: { 200: z.array(entity) } },
    serializerCompiler: plainJson,
    handler: async (request, reply) => {
      const q = request.query as ListQuery | undefined;
      if (page && q && isPaged(q)) return sendPage(reply, await page(q));
      if (http.stream) return sendArrayStream(reply, http.stream());
      // Already JSON text: plainJson passes it through as it is.
      return reply.type('application/json; charset=utf-8').send((await listJson()) as never);
    },
  });

  r.get(`${paths.one}/:id`, {
    config: { audience: 'admin' },
    schema: { params, response: { 200: entity } },
    handler: (request) => store.get(request.params.id),
  });

  r.put(`${paths.one}/:id`, {
    config: { audience: 'admin' },
    schema: { params, body, response: { 200: created(entity) } },
    handler: async (request) => ({ message: sayTo(request, messages.updated), data: await store.update(request.params.id, request.body, requestActor(request)) }),
  });

  r.delete(paths.remove, {
    config: { audience: 'admin' },
    schema: { querystring: idQuery, response: { 200: deletedSchema } },
    handler: async (request) => {
      await store.remove(request.query.id, requestActor(request));
      return { message: sayTo(request, messages.deleted), data: { _id: request.query.id } };
    },
  });
}
