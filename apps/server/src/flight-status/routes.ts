import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bookingAnswer, flightStatusAnswer, flightStatusBody, flightStatusQuery, flightStatusSchema, rebookBody, rebookingOptions } from '@tarmac/shared';
import type { AppContext } from '../context.js';
import { bookingViewer, currentUser } from '../http/auth.js';
import { idParams, pnrParams } from '../http/params.js';
import { disruptionRefund, rebookingOptions as readRebookingOptions, rebookLeg } from './disruption.js';
import { readFlightStatus, setFlightStatus } from './set-status.js';
import { sayTo } from '../http/language.js';


/** The day of travel (API.md): a flight's public status, the admin's changes, and what a cancelled flight's travellers may do. */
export function flightStatusRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/flight-status', {
    config: { audience: 'public' },
    schema: { querystring: flightStatusQuery, response: { 200: flightStatusSchema } },
    handler: async (request, reply) => {
      // A status changes at any moment: caches ask again each time.
      void reply.header('cache-control', 'no-cache');
      return readFlightStatus(ctx, request.query.flightNumber, request.query.date);
    },
  });

  r.patch('/api/flight-information/:id/status', {
    config: { audience: 'admin' },
    schema: { params: idParams, body: flightStatusBody, response: { 200: flightStatusAnswer } },
    handler: async (request) => {
      const user = currentUser(request);
      const change = await setFlightStatus(ctx, { id: user.id, email: user.email }, request.params.id, request.body);
      const message = !change.changed
        ? 'The flight already has this status; nothing changed and nobody was mailed again.'
        : change.mailed > 0
          ? `Flight status saved; ${change.passengers} passenger${change.passengers === 1 ? '' : 's'} in ${change.mailed} booking${change.mailed === 1 ? '' : 's'} ${change.passengers === 1 ? 'is' : 'are'} being told by e-mail.`
          : 'Flight status saved.';
      return { message, data: change.status };
    },
  });

  r.get('/api/bookings/:pnr/rebooking-options', {
    config: { audience: 'booking' },
    schema: { params: pnrParams, response: { 200: rebookingOptions } },
    handler: (request) => readRebookingOptions(ctx, bookingViewer(request), request.params.pnr),
  });

  r.post('/api/bookings/:pnr/rebook', {
    config: { audience: 'booking' },
    schema: { params: pnrParams, body: rebookBody, response: { 200: bookingAnswer } },
    handler: async (request) => ({
      message: sayTo(request, 'disruption.moved'),
      data: await rebookLeg(ctx, bookingViewer(request), request.params.pnr, request.body),
    }),
  });

  r.post('/api/bookings/:pnr/disruption-refund', {
    config: { audience: 'booking' },
    schema: { params: pnrParams, response: { 200: bookingAnswer } },
    handler: async (request) => ({
      message: sayTo(request, 'disruption.refunded'),
      data: await disruptionRefund(ctx, bookingViewer(request), request.params.pnr, request.log),
    }),
  });
}
