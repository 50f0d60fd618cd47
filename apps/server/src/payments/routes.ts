import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminPayment, adminPaymentsQuery, adminRefund, adminRefundsQuery, journeyMessages, paymentStartAnswer, testPaymentBody, testPaymentCompleteAnswer, testPaymentView } from '@tarmac/shared';
import type { AppContext } from '../context.js';
import { bookingViewer } from '../http/auth.js';
import { pnrParams } from '../http/params.js';
import { completeTestPayment, testPaymentOf } from './test-payments.js';
import { settlePayment } from './settle-payment.js';
import { resultPath } from './result-path.js';
import { startPayment } from './start-payment.js';
import { readRefunds } from './refunds.js';
import { readPayments } from './payments.repo.js';
import { sendPage } from '../http/paging.js';
import { sayTo } from '../http/language.js';

const paymentParams = z.object({ paymentId: z.string().max(64) });
/** What SSLCommerz posts: any fields, as text. */
const callbackFields = z.record(z.string(), z.string());


/** Payments over HTTP: start one, the provider's callbacks, and the TEST MODE page's calls. */
export async function paymentRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/bookings/:pnr/payments', {
    config: { audience: 'booking' },
    schema: { params: pnrParams, response: { 201: paymentStartAnswer } },
    handler: async (request, reply) => {
      const data = await startPayment(ctx, bookingViewer(request), request.params.pnr);
      return reply.status(201).send({ message: sayTo(request, journeyMessages.paymentStarted), data });
    },
  });

  // Refunds by status (oldest first): `failed` ones were refused by the provider every time and wait for an admin.
  r.get('/api/admin/refunds', {
    config: { audience: 'admin' },
    schema: { querystring: adminRefundsQuery, response: { 200: z.array(adminRefund) } },
    handler: (request) => readRefunds(ctx, request.query.status),
  });

  // Payments newest first, by status (`started` ones are what reconciliation still asks about), paged by cursor.
  r.get('/api/admin/payments', {
    config: { audience: 'admin' },
    schema: { querystring: adminPaymentsQuery, response: { 200: z.array(adminPayment) } },
    handler: async (request, reply) => sendPage(reply, await readPayments(ctx.database.db, request.query)),
  });

  r.get('/api/payments/test/:paymentId', {
    config: { audience: 'public' },
    schema: { params: paymentParams, response: { 200: testPaymentView } },
    handler: (request) => testPaymentOf(ctx, request.params.paymentId),
  });

  r.post('/api/payments/test/:paymentId/complete', {
    config: { audience: 'public' },
    schema: { params: paymentParams, body: testPaymentBody, response: { 200: testPaymentCompleteAnswer } },
    handler: async (request) => {
      const settled = await completeTestPayment(ctx, request.params.paymentId, request.body.outcome, request.log);
      return { message: sayTo(request, journeyMessages.paymentRecorded), data: { ...settled, redirectUrl: resultPath(settled) } };
    },
  });

  // SSLCommerz posts application/x-www-form-urlencoded: understood on these routes only.
  await app.register(async (callbacks) => {
    callbacks.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
    const c = callbacks.withTypeProvider<ZodTypeProvider>();

    /** The IPN: 200 when handled, 400 for fields naming no payment, 503 when the provider cannot be asked (it retries). */
    c.post('/api/payments/sslcommerz/ipn', {
      config: { audience: 'public' },
      schema: { body: callbackFields, response: { 200: z.object({ message: z.string() }) } },
      handler: async (request) => {
        const settled = await settlePayment(ctx, request.body, request.log);
        return { message: sayTo(request, 'payment.callbackOutcome', { pnr: settled.pnr, outcome: settled.outcome }) };
      },
    });

    // The browser comes back here; what it posts is only a hint, settled through the same verification.
    for (const ending of ['success', 'fail', 'cancel'] as const) {
      c.post(`/api/payments/sslcommerz/${ending}`, {
        config: { audience: 'public' },
        schema: { body: callbackFields },
        handler: async (request, reply) => reply.redirect(resultPath(await settlePayment(ctx, request.body, request.log)), 303),
      });
    }
  });
}
