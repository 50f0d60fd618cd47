import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { created, deletedSchema, idQuery } from '@tarmac/shared';
import { conflict, notFound } from '../http/errors.js';
import { isForeignKeyViolation, isUniqueViolation, isUuid } from '../db/errors.js';
import { plainJson } from '../http/serializers.js';

/** What a catalogue entity provides; the legacy paths and the answers' shapes are the same for all of them. */
export interface CrudSpec<Body, Entity> {
  /** e.g. 'pilot': used in sentences. */
  noun: string;
  paths: { create: string; list: string; remove: string; one: string };
  listAudience: 'public' | 'admin';
  body: z.ZodType<Body>;
  entity: z.ZodType<Entity>;
  messages: { created: string; updated: string; deleted: string };
  create(body: Body): Promise<Entity>;
  list(): Promise<Entity[]>;
  get(id: string): Promise<Entity | null>;
  update(id: string, body: Body): Promise<Entity | null>;
  /** Deletes; false when there is no such row. */
  remove(id: string): Promise<boolean>;
  /** The sentence for a 409 when a delete is refused because something still uses the row. */
  inUse(id: string): Promise<string>;
  /** The sentence for a 409 when a unique value is taken. */
  duplicate(body: Body): string;
  /** The list, already serialised (from a cache); used instead of `list` when given. */
  listJson?(): Promise<string>;
}

/** Registers create, list, read, update and delete for one catalogue entity, admin-only writes. */
export function registerCrud<Body, Entity>(app: FastifyInstance, spec: CrudSpec<Body, Entity>, changed: () => Promise<void>) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const missing = () => notFound(`There is no ${spec.noun} with that id.`);
  const params = z.object({ id: z.string().max(64) });
  // Fastify's reply typing cannot see through a generic schema; the schemas still validate at run time.
  const body = spec.body as z.ZodType;
  const entity = spec.entity as z.ZodType;
  const writeGuard = async <T>(body: Body, write: () => Promise<T>) => {
    try {
      const result = await write();
      await changed();
      return result;
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(spec.duplicate(body));
      throw err;
    }
  };

  r.post(spec.paths.create, {
    config: { audience: 'admin' },
    schema: { body, response: { 201: created(entity) } },
    handler: async (request, reply) => {
      const data = await writeGuard(request.body as Body, () => spec.create(request.body as Body));
      return reply.status(201).send({ message: spec.messages.created, data });
    },
  });

  const listJson = spec.listJson;
  if (listJson) {
    r.get(spec.paths.list, {
      config: { audience: spec.listAudience },
      schema: { response: { 200: z.array(entity) } },
      // Already JSON text from the cache: sent as it is.
      serializerCompiler: plainJson,
      handler: async (_request, reply) => reply.type('application/json; charset=utf-8').send((await listJson()) as never), // JSON text; plainJson passes it through
    });
  } else {
    r.get(spec.paths.list, {
      config: { audience: spec.listAudience },
      schema: { response: { 200: z.array(entity) } },
      handler: () => spec.list(),
    });
  }

  r.get(`${spec.paths.one}/:id`, {
    config: { audience: 'admin' },
    schema: { params, response: { 200: entity } },
    handler: async (request) => {
      const found = isUuid(request.params.id) ? await spec.get(request.params.id) : null;
      if (!found) throw missing();
      return found;
    },
  });

  r.put(`${spec.paths.one}/:id`, {
    config: { audience: 'admin' },
    schema: { params, body, response: { 200: created(entity) } },
    handler: async (request) => {
      const { id } = request.params;
      const data = isUuid(id) ? await writeGuard(request.body as Body, () => spec.update(id, request.body as Body)) : null;
      if (!data) throw missing();
      return { message: spec.messages.updated, data };
    },
  });

  r.delete(spec.paths.remove, {
    config: { audience: 'admin' },
    schema: { querystring: idQuery, response: { 200: deletedSchema } },
    handler: async (request) => {
      const { id } = request.query;
      if (!isUuid(id)) throw missing();
      let removed: boolean;
      try {
        removed = await spec.remove(id);
      } catch (err) {
        // The foreign keys decide atomically whether anything still uses the row.
        if (isForeignKeyViolation(err)) throw conflict(await spec.inUse(id));
        throw err;
      }
      if (!removed) throw missing();
      await changed();
      return { message: spec.messages.deleted, data: { _id: id } };
    },
  });
}
