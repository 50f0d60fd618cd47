import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminBookingsQuery, bookingAnswer, bookingBody, bookingSchema, flightManifest, isPaged, journeyMessages, listParams, listQuery, passengerSummary } from '@tarmac/shared';
import type { AppContext } from '../context.js';
import { currentUser } from '../http/auth.js';
import { bookingListShape, passengerListShape } from '../http/list-shapes.js';
import { pageInMemory, sendPage } from '../http/paging.js';
import { plainJson } from '../http/serializers.js';
import { bookFlights } from './book.js';
import { cancelBooking } from './cancel.js';
import { loadFlightManifest } from './manifest.js';
import { passengerSummaries } from './passengers.repo.js';
import { readBooking, readBookings, readTicketPdf, readUserBookings } from './read-bookings.js';

const pnrParams = z.object({ pnr: z.string().trim().toUpperCase().max(6) });

/** Bookings over HTTP; the domain's failures (sold out, bad leg, not found…) become statuses in http/errors.ts. */
export function bookingRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx.database;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/bookings', {
    config: { audience: 'user' },
    schema: {
      body: bookingBody,
      headers: z.object({ 'idempotency-key': z.string().trim().min(1).max(100).optional() }),
      response: { 201: bookingAnswer },
    },
    // The booking is assembled field by field in the repository: plain JSON.stringify is enough.
    serializerCompiler: plainJson,
    handler: async (request, reply) => {
      const booking = await bookFlights(ctx, currentUser(request), request.body, request.headers['idempotency-key'] ?? null);
      return reply.status(201).send({ message: journeyMessages.bookingHeld, data: booking });
    },
  });

  r.get('/api/bookings', {
    config: { audience: 'user' },
    schema: { response: { 200: z.array(bookingSchema) } },
    handler: (request) => readUserBookings(ctx, currentUser(request).id),
  });

  r.get('/api/bookings/:pnr', {
    config: { audience: 'user' },
    schema: { params: pnrParams, response: { 200: bookingSchema } },
    handler: (request) => readBooking(ctx, currentUser(request), request.params.pnr),
  });

  r.get('/api/bookings/:pnr/ticket.pdf', {
    config: { audience: 'user' },
    schema: { params: pnrParams },
    handler: async (request, reply) => {
      const { pnr, pdf } = await readTicketPdf(ctx, currentUser(request), request.params.pnr);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="ticket-${pnr}.pdf"`)
        .send(pdf);
    },
  });

  r.post('/api/bookings/:pnr/cancel', {
    config: { audience: 'user' },
    schema: { params: pnrParams, response: { 200: bookingAnswer } },
    handler: async (request) => ({
      message: journeyMessages.bookingCancelled,
      data: await cancelBooking(ctx, currentUser(request), request.params.pnr, request.log),
    }),
  });

  r.get('/api/admin/bookings', {
    config: { audience: 'admin' },
    schema: { querystring: adminBookingsQuery.extend(listParams), response: { 200: z.array(bookingSchema) } },
    handler: async (request, reply) => {
      const all = await readBookings(ctx, request.query);
      return isPaged(request.query) ? sendPage(reply, pageInMemory(all, request.query, bookingListShape)) : all;
    },
  });

  r.get('/api/admin/flights/:id/manifest', {
    config: { audience: 'admin' },
    schema: { params: z.object({ id: z.string().max(64) }), response: { 200: flightManifest } },
    handler: (request) => loadFlightManifest(db, request.params.id),
  });

  /** Everyone who has booked, with how many flights they booked and how far those fly. */
  r.get('/api/admin/passengers', {
    config: { audience: 'admin' },
    schema: { querystring: listQuery, response: { 200: z.array(passengerSummary) } },
    handler: async (request, reply) => {
      const all = await passengerSummaries(db);
      return isPaged(request.query) ? sendPage(reply, pageInMemory(all, request.query, passengerListShape)) : all;
    },
  });
}
