import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { created, deletedSchema, idQuery, messages, travellerBody, travellerSchema } from '@tarmac/shared';
import type { AppContext } from '../context.js';
import { currentUser } from '../http/auth.js';
import { idParams } from '../http/params.js';
import { insertTraveller, listTravellers } from './travellers.repo.js';
import { deleteTraveller, visibleTraveller } from './travellers.js';
import { sayTo } from '../http/language.js';

/** Travellers a signed-in user saves to pick when booking (the spec's passenger information form). */
export function travellerRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx.database;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/travellers', {
    config: { audience: 'user' },
    schema: { body: travellerBody, response: { 201: created(travellerSchema) } },
    handler: async (request, reply) => {
      const traveller = await insertTraveller(db, currentUser(request).id, request.body);
      return reply.status(201).send({ message: sayTo(request, messages.travellerSaved), data: traveller });
    },
  });

  r.get('/api/travellers', {
    config: { audience: 'user' },
    schema: { response: { 200: z.array(travellerSchema) } },
    handler: (request) => listTravellers(db, currentUser(request).id),
  });

  r.get('/api/travellers/:id', {
    config: { audience: 'user' },
    schema: { params: idParams, response: { 200: travellerSchema } },
    handler: (request) => visibleTraveller(db, request.params.id, currentUser(request)),
  });

  r.delete('/api/travellers', {
    config: { audience: 'user' },
    schema: { querystring: idQuery, response: { 200: deletedSchema } },
    handler: async (request) => {
      const { id } = request.query;
      await deleteTraveller(db, currentUser(request).id, id);
      return { message: sayTo(request, messages.travellerDeleted), data: { _id: id } };
    },
  });
}
