import { placesByLanguage } from '../catalog/name-book.js';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  boardAnswer,
  boardBody,
  boardingPassKeySchema,
  boardingPassSchema,
  cabinLayoutBody,
  cabinLayoutSchema,
  checkInAnswer,
  checkInBody,
  checkInStatusSchema,
  gateBody,
  messageBody,
  seatMapSchema,
} from '@tarmac/shared';
import type { AppContext } from '../context.js';
import { bookingViewer } from '../http/auth.js';
import { idParams, pnrParams } from '../http/params.js';
import { requestActor } from '../audit/actor.js';
import { NotFoundError } from '../lib/domain-errors.js';
import { boardingPassPdf } from '../documents/boarding-pass-pdf.js';
import { bookingLanguageByPnr } from '../bookings/bookings.repo.js';
import { checkIn, checkInStatus, readBoardingPasses, type CheckInContext } from './check-in.js';
import { BCBP_SIGNATURE_TYPE, bcbpSigningKey, createBcbpSigner } from './bcbp-signature.js';
import { boardPassenger } from './board.js';
import { seatMapOf } from './seat-map.js';
import { flightForCheckIn, setGate } from './check-in.repo.js';
import { createLayout, deleteLayout, getLayout, listLayouts, updateLayout } from './layouts.repo.js';
import { sayTo } from '../http/language.js';

const index = (label: string) => z.coerce.number({ error: `${label} must be a number.` }).int({ error: `${label} must be a whole number.` }).min(0).max(20);

/** Day of travel: seat maps, online check-in, boarding passes, the gate, and the cabin layouts behind them. */
export function checkInRoutes(app: FastifyInstance, ctx: AppContext) {
  const day: CheckInContext = { database: ctx.database, config: ctx.config, bcbp: createBcbpSigner(bcbpSigningKey(ctx.config.bcbpSigningKey, ctx.config.dataDir)) };
  const { db } = ctx.database;
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Public: partner scanners verify our passes' signatures with it (docs/operations.md, "The boarding-pass key").
  r.get('/api/boarding-pass-key', {
    config: { audience: 'public' },
    schema: { response: { 200: boardingPassKeySchema } },
    handler: async (_request, reply) => {
      void reply.header('cache-control', 'public, max-age=3600');
      return { publicKey: day.bcbp.publicKeyPem, algorithm: 'ES256' as const, securityType: BCBP_SIGNATURE_TYPE, signedPart: 'everything before the ^ (the mandatory block)', encoding: 'base64url of r||s (64 bytes)' };
    },
  });

  // Public: which seats are free says nothing about who sits where.
  r.get('/api/flights/:id/seat-map', {
    config: { audience: 'public' },
    schema: { params: idParams, response: { 200: seatMapSchema } },
    handler: (request) => seatMapOf(db, request.params.id),
  });

  r.get('/api/bookings/:pnr/check-in', {
    config: { audience: 'booking' },
    schema: { params: pnrParams, response: { 200: checkInStatusSchema } },
    handler: (request) => checkInStatus(day, bookingViewer(request), request.params.pnr),
  });

  r.post('/api/bookings/:pnr/check-in', {
    config: { audience: 'booking' },
    schema: { params: pnrParams, body: checkInBody, response: { 201: checkInAnswer } },
    handler: async (request, reply) => {
      // When the request arrived (reply.elapsedTime counts from then), not when its turn came.
      const now = new Date();
      const passes = await checkIn(day, bookingViewer(request), request.params.pnr, request.body, now, new Date(now.getTime() - reply.elapsedTime));
      return reply.status(201).send({ message: sayTo(request, 'checkIn.done', { count: passes.length }), data: passes });
    },
  });

  r.get('/api/bookings/:pnr/boarding-passes', {
    config: { audience: 'booking' },
    schema: { params: pnrParams, response: { 200: z.array(boardingPassSchema) } },
    handler: (request) => readBoardingPasses(day, bookingViewer(request), request.params.pnr),
  });

  r.get('/api/bookings/:pnr/boarding-pass.pdf', {
    config: { audience: 'booking' },
    schema: { params: pnrParams, querystring: z.object({ leg: index('leg'), passenger: index('passenger') }) },
    handler: async (request, reply) => {
      const { pnr } = request.params;
      const passes = await readBoardingPasses(day, bookingViewer(request), pnr);
      const pass = passes.find((p) => p.legIndex === request.query.leg && p.passengerIndex === request.query.passenger);
      if (!pass) throw new NotFoundError('checkIn.notCheckedIn');
      // Written in the booking's language, its places too.
      const language = await bookingLanguageByPnr(db, pnr);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="boarding-pass-${pnr}-${pass.flightNumber}-${pass.passengerIndex + 1}.pdf"`)
        .send(await boardingPassPdf(await placesByLanguage(db, pass)(language), pnr, { language }));
    },
  });

  r.post('/api/admin/flights/:id/board', {
    config: { audience: 'admin' },
    schema: { params: idParams, body: boardBody, response: { 200: boardAnswer } },
    handler: async (request) => {
      const boarded = await boardPassenger(day, request.params.id, request.body.bcbp, requestActor(request));
      return { message: boarded.seat ? sayTo(request, 'boarding.boarded', { name: boarded.name, seat: boarded.seat }) : sayTo(request, 'boarding.boardedInfant', { name: boarded.name }), data: boarded };
    },
  });

  r.put('/api/admin/flights/:id/gate', {
    config: { audience: 'admin' },
    schema: { params: idParams, body: gateBody, response: { 200: messageBody } },
    handler: async (request) => {
      if (!(await flightForCheckIn(db, request.params.id))) throw new NotFoundError('flight.notFound');
      await setGate(db, request.params.id, request.body.gate || null, requestActor(request));
      return { message: request.body.gate ? sayTo(request, 'gate.set', { gate: request.body.gate }) : sayTo(request, 'gate.cleared') };
    },
  });

  r.get('/api/admin/cabin-layouts', {
    config: { audience: 'admin' },
    schema: { response: { 200: z.array(cabinLayoutSchema) } },
    handler: () => listLayouts(db),
  });
  r.get('/api/admin/cabin-layouts/:id', {
    config: { audience: 'admin' },
    schema: { params: idParams, response: { 200: cabinLayoutSchema } },
    handler: (request) => getLayout(db, request.params.id),
  });
  r.post('/api/admin/cabin-layouts', {
    config: { audience: 'admin' },
    schema: { body: cabinLayoutBody, response: { 201: z.object({ message: z.string(), data: cabinLayoutSchema }) } },
    handler: async (request, reply) => {
      const layout = await createLayout(db, request.body, requestActor(request));
      ctx.legCache.clear();
      await ctx.database.announceCatalogChange();
      return reply.status(201).send({ message: sayTo(request, 'layout.saved', { name: layout.name, seats: layout.seatCapacity }), data: layout });
    },
  });
  r.put('/api/admin/cabin-layouts/:id', {
    config: { audience: 'admin' },
    schema: { params: idParams, body: cabinLayoutBody, response: { 200: z.object({ message: z.string(), data: cabinLayoutSchema }) } },
    handler: async (request) => {
      const layout = await updateLayout(db, request.params.id, request.body, requestActor(request));
      ctx.legCache.clear();
      await ctx.database.announceCatalogChange();
      return { message: sayTo(request, 'layout.saved', { name: layout.name, seats: layout.seatCapacity }), data: layout };
    },
  });
  r.delete('/api/admin/cabin-layouts/:id', {
    config: { audience: 'admin' },
    schema: { params: idParams, response: { 200: messageBody } },
    handler: async (request) => {
      await deleteLayout(db, request.params.id, requestActor(request));
      return { message: sayTo(request, 'layout.deleted') };
    },
  });
}
