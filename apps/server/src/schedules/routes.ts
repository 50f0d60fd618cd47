import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isPaged, listQuery, scheduleBody, schedulePreview, scheduleSchema, scheduleUpdateBody } from '@tarmac/shared';
import { sendArrayStream, sendPage } from '../http/paging.js';
import { requestActor } from '../audit/actor.js';
import { idParams as params } from '../http/params.js';
import type { AppContext } from '../context.js';
import { schedulesRepo } from './schedules.repo.js';
import { sayTo } from '../http/language.js';


/** Seasonal schedules (admin): a route's season of flights created, previewed and changed at once. */
export function scheduleRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const repo = schedulesRepo(ctx.database.db);

  r.post('/api/schedules', {
    config: { audience: 'admin' },
    schema: {
      body: scheduleBody,
      response: {
        200: z.object({ message: z.string(), data: schedulePreview }),
        201: z.object({ message: z.string(), data: scheduleSchema }),
      },
    },
    handler: async (request, reply) => {
      if (request.body.dryRun) {
        const preview = await repo.preview(request.body);
        const message =
          preview.clashes.length > 0
            ? sayTo(request, 'schedule.previewClash', { count: preview.flights.length, flight: request.body.flightNumber, clashes: preview.clashes.length })
            : sayTo(request, 'schedule.preview', { count: preview.flights.length });
        return reply.status(200).send({ message, data: preview });
      }
      const schedule = await repo.create(request.body, requestActor(request));
      await ctx.database.announceCatalogChange();
      return reply.status(201).send({ message: sayTo(request, 'schedule.created', { count: schedule.flightCount, flight: schedule.flightNumber }), data: schedule });
    },
  });

  r.get('/api/schedules', {
    config: { audience: 'admin' },
    schema: { querystring: listQuery, response: { 200: z.array(scheduleSchema) } },
    handler: async (request, reply) => (isPaged(request.query) ? sendPage(reply, await repo.page(request.query)) : sendArrayStream(reply, repo.stream(), scheduleSchema)),
  });

  r.get('/api/schedules/:id', {
    config: { audience: 'admin' },
    schema: { params, response: { 200: scheduleSchema } },
    handler: (request) => repo.get(request.params.id),
  });

  r.patch('/api/schedules/:id', {
    config: { audience: 'admin' },
    schema: {
      params,
      body: scheduleUpdateBody,
      response: { 200: z.object({ message: z.string(), data: z.object({ schedule: scheduleSchema, updatedFlights: z.number() }) }) },
    },
    handler: async (request) => {
      const result = await repo.updateFuture(request.params.id, request.body, requestActor(request));
      await ctx.database.announceCatalogChange();
      return { message: sayTo(request, 'schedule.changed', { count: result.updatedFlights }), data: result };
    },
  });
}
