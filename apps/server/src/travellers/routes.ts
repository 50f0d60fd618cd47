import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { created, deletedSchema, idQuery, messages, travellerBody, travellerSchema, type Traveller } from '@tarmac/shared';
import type { AppContext } from '../context.js';
import type { Db } from '../db/open.js';
import { isUuid } from '../db/errors.js';
import { travellers } from '../db/schema.js';
import { currentUser } from '../http/auth.js';
import { notFound } from '../http/errors.js';

const toTraveller = (row: typeof travellers.$inferSelect): Traveller => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  primaryMobile: row.primaryMobile,
  secondaryMobile: row.secondaryMobile,
  bloodGroup: row.bloodGroup,
  weightKg: row.weightKg,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** A traveller the caller may see: their own, or anyone's for an admin. */
async function findVisible(db: Db, id: string, user: { id: string; role: string }) {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(travellers).where(eq(travellers.id, id));
  return row && (row.userId === user.id || user.role === 'admin') ? row : null;
}

/** Travellers a signed-in user saves to pick when booking (the spec's passenger information form). */
export function travellerRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx.database;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const missing = () => notFound('There is no saved traveller with that id.');

  r.post('/api/travellers', {
    config: { audience: 'user' },
    schema: { body: travellerBody, response: { 201: created(travellerSchema) } },
    handler: async (request, reply) => {
      const [row] = await db.insert(travellers).values({ ...request.body, userId: currentUser(request).id }).returning();
      return reply.status(201).send({ message: messages.travellerSaved, data: toTraveller(row!) });
    },
  });

  r.get('/api/travellers', {
    config: { audience: 'user' },
    schema: { response: { 200: z.array(travellerSchema) } },
    handler: async (request) => {
      const rows = await db
        .select()
        .from(travellers)
        .where(eq(travellers.userId, currentUser(request).id))
        .orderBy(asc(travellers.createdAt), asc(travellers.id));
      return rows.map(toTraveller);
    },
  });

  r.get('/api/travellers/:id', {
    config: { audience: 'user' },
    schema: { params: z.object({ id: z.string().max(64) }), response: { 200: travellerSchema } },
    handler: async (request) => {
      const row = await findVisible(db, request.params.id, currentUser(request));
      if (!row) throw missing();
      return toTraveller(row);
    },
  });

  r.delete('/api/travellers', {
    config: { audience: 'user' },
    schema: { querystring: idQuery, response: { 200: deletedSchema } },
    handler: async (request) => {
      const { id } = request.query;
      const user = currentUser(request);
      const deleted = isUuid(id)
        ? await db.delete(travellers).where(and(eq(travellers.id, id), eq(travellers.userId, user.id))).returning({ id: travellers.id })
        : [];
      if (deleted.length === 0) throw missing();
      return { message: messages.travellerDeleted, data: { _id: id } };
    },
  });
}
