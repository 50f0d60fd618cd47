import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { taxRate, taxTable } from '@tarmac/shared';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import { bookingViewer } from '../http/auth.js';
import { pnrParams } from '../http/params.js';
import { sayTo } from '../http/language.js';
import { requestActor } from '../audit/actor.js';
import { readCreditNotePdf, readReceiptPdf } from './receipts.js';
import { saveTaxRate, taxTableOf } from './taxes.js';

/** Taxes and VAT receipts over HTTP (API.md "Trust: payments reconciled, receipts, messages"). */
export function receiptRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/admin/taxes', {
    config: { audience: 'admin' },
    schema: { response: { 200: taxTable } },
    handler: () => taxTableOf(ctx),
  });

  r.put('/api/admin/taxes', {
    config: { audience: 'admin' },
    schema: { body: taxRate, response: { 200: z.object({ message: z.string(), data: taxTable }) } },
    handler: async (request) => ({
      message: sayTo(request, 'taxes.saved', { date: request.body.effectiveFrom }),
      data: await saveTaxRate(ctx, request.body, requestActor(request)),
    }),
  });

  r.get('/api/bookings/:pnr/receipt.pdf', {
    config: { audience: 'booking' },
    schema: { params: pnrParams },
    handler: async (request, reply) => {
      const { number, pdf } = await readReceiptPdf(ctx, bookingViewer(request), request.params.pnr);
      return reply.header('content-type', 'application/pdf').header('content-disposition', `attachment; filename="vat-receipt-${number}.pdf"`).send(pdf);
    },
  });

  r.get('/api/bookings/:pnr/credit-note.pdf', {
    config: { audience: 'booking' },
    schema: { params: pnrParams, querystring: z.object({ refund: z.string().max(40).optional() }) },
    handler: async (request, reply) => {
      const { number, pdf } = await readCreditNotePdf(ctx, bookingViewer(request), request.params.pnr, request.query.refund);
      return reply.header('content-type', 'application/pdf').header('content-disposition', `attachment; filename="credit-note-${number}.pdf"`).send(pdf);
    },
  });
}
