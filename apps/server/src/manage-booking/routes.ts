import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { manageBookingAnswer, manageBookingBody } from '@tarmac/shared';
import type { AppContext } from '../context.js';
import { consume } from '../http/rate-limit.js';
import { openBooking } from './find-booking.js';

/** Manage booking without an account: PNR + last name → a token for that booking (API.md "Manage booking"). */
export function manageBookingRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/manage-booking', {
    config: { audience: 'public', personal: true },
    schema: { body: manageBookingBody, response: { 200: manageBookingAnswer } },
    handler: async (request) => {
      // Both limits hold across processes through Redis (REDIS_URL), like the sign-in limits.
      await consume(ctx.limiters.managePerIp, request.ip, 'rateLimit.manageIp');
      await consume(ctx.limiters.managePerPnr, request.body.pnr, 'rateLimit.managePnr');
      return openBooking(ctx, request.body.pnr, request.body.lastName);
    },
  });
}
