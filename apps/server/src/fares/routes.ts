import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  created,
  fareLaddersAnswer,
  fareLaddersBody,
  flightFareClassesBody,
  flightFareView,
  faresReport,
  REPORT_TIME_ZONE,
  reportQuery,
  messageBody,
  promoCheckAnswer,
  promoCheckQuery,
  promoCodeBody,
  promoCodeView,
} from '@tarmac/shared';
import type { AppContext } from '../context.js';
import { idParams } from '../http/params.js';
import { sayTo } from '../http/language.js';
import { requestActor } from '../audit/actor.js';
import { createPromoCode, deletePromoCode, disablePromoCode, flightFares, listFareLadders, listPromoCodes, saveFlightFares, saveRouteFares } from './admin.js';
import { checkPromoCode } from './promo-check.js';
import { faresReport as readFaresReport } from './fares.repo.js';

/** Booking classes and promo codes over HTTP (API.md "Fares that move (booking classes) and promo codes"). */
export function fareRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/admin/fare-ladders', {
    config: { audience: 'admin' },
    schema: { response: { 200: fareLaddersAnswer } },
    handler: () => listFareLadders(ctx),
  });

  r.put('/api/admin/fare-ladders', {
    config: { audience: 'admin' },
    schema: { body: fareLaddersBody, response: { 200: created(fareLaddersAnswer) } },
    handler: async (request) => ({ message: sayTo(request, 'fares.saved'), data: await saveRouteFares(ctx, request.body, requestActor(request)) }),
  });

  r.get('/api/flight-information/:id/fare-classes', {
    config: { audience: 'admin' },
    schema: { params: idParams, querystring: z.object({ travellers: z.coerce.number().int().min(1).max(9).optional() }), response: { 200: flightFareView } },
    handler: (request) => flightFares(ctx, request.params.id, request.query.travellers ?? 1),
  });

  r.put('/api/flight-information/:id/fare-classes', {
    config: { audience: 'admin' },
    schema: { params: idParams, body: flightFareClassesBody, response: { 200: created(flightFareView) } },
    handler: async (request) => ({ message: sayTo(request, 'fares.saved'), data: await saveFlightFares(ctx, request.params.id, request.body, requestActor(request)) }),
  });

  r.get('/api/admin/promo-codes', {
    config: { audience: 'admin' },
    schema: { response: { 200: z.array(promoCodeView) } },
    handler: () => listPromoCodes(ctx),
  });

  r.post('/api/admin/promo-codes', {
    config: { audience: 'admin' },
    schema: { body: promoCodeBody, response: { 201: created(promoCodeView) } },
    handler: async (request, reply) =>
      reply.status(201).send({ message: sayTo(request, 'promo.created'), data: await createPromoCode(ctx, requestActor(request), request.body) }),
  });

  r.post('/api/admin/promo-codes/:id/disable', {
    config: { audience: 'admin' },
    schema: { params: idParams, response: { 200: created(promoCodeView) } },
    handler: async (request) => ({ message: sayTo(request, 'promo.disabledNow'), data: await disablePromoCode(ctx, request.params.id, requestActor(request)) }),
  });

  r.delete('/api/admin/promo-codes/:id', {
    config: { audience: 'admin' },
    schema: { params: idParams, response: { 200: messageBody } },
    handler: async (request) => {
      await deletePromoCode(ctx, request.params.id, requestActor(request));
      return { message: sayTo(request, 'promo.deleted') };
    },
  });

  r.get('/api/admin/reports/fares', {
    config: { audience: 'admin' },
    schema: { querystring: reportQuery, response: { 200: faresReport } },
    handler: (request) => readFaresReport(ctx.database.db, request.query.from, request.query.to, REPORT_TIME_ZONE),
  });

  r.get('/api/promo-codes/:code', {
    config: { audience: 'public' },
    schema: { params: z.object({ code: z.string().max(40) }), querystring: promoCheckQuery, response: { 200: promoCheckAnswer } },
    handler: (request) => checkPromoCode(ctx, request, request.params.code, request.query),
  });
}
