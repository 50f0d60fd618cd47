import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { addServicesBody, bookingAnswer, serviceOffers, servicePrices } from '@tarmac/shared';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import { bookingViewer } from '../http/auth.js';
import { pnrParams } from '../http/params.js';
import { requestLanguage, sayTo } from '../http/language.js';
import { requestActor } from '../audit/actor.js';
import { addBookingServices, saveServicePrices, serviceOffersOf, servicePricesOf } from './order-services.js';
import { formatAmount } from '@tarmac/shared';

/** Order services over HTTP (API.md "More than a seat"): offers, adding after ticketing, the admin's prices. */
export function serviceRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/bookings/:pnr/service-offers', {
    config: { audience: 'booking' },
    schema: { params: pnrParams, response: { 200: serviceOffers } },
    handler: (request) => serviceOffersOf(ctx, bookingViewer(request), request.params.pnr, requestLanguage(request)),
  });

  r.post('/api/bookings/:pnr/services', {
    config: { audience: 'booking' },
    schema: { params: pnrParams, body: addServicesBody, response: { 200: bookingAnswer } },
    handler: async (request) => {
      const language = requestLanguage(request);
      const booking = await addBookingServices(ctx, bookingViewer(request), request.params.pnr, request.body.items, language);
      const due = booking.balanceDue ?? 0;
      return { message: due > 0 ? sayTo(request, 'services.addedPay', { amount: formatAmount(due, language) }) : sayTo(request, 'services.added'), data: booking };
    },
  });

  r.get('/api/admin/service-prices', {
    config: { audience: 'admin' },
    schema: { response: { 200: servicePrices } },
    handler: () => servicePricesOf(ctx),
  });

  r.put('/api/admin/service-prices', {
    config: { audience: 'admin' },
    schema: { body: servicePrices, response: { 200: z.object({ message: z.string(), data: servicePrices }) } },
    handler: async (request) => ({ message: sayTo(request, 'services.pricesSaved'), data: await saveServicePrices(ctx, request.body, requestActor(request)) }),
  });
}
