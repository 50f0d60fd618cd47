import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminPayment,
  adminPaymentsQuery,
  adminRefund,
  adminRefundsQuery,
  journeyMessages,
  paymentAttentionSummary,
  paymentReconcileAnswer,
  paymentReconciliation,
  paymentStartAnswer,
  testPaymentBody,
  testPaymentCompleteAnswer,
  testPaymentView,
} from '@tarmac/shared';
import type { FastifyRequest } from 'fastify';
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
import { requestActor } from '../audit/actor.js';
import { attentionSummary, compareWithProvider, settleWithProvider, type Comparison } from './reconciliation-view.js';

const paymentParams = z.object({ paymentId: z.string().max(64) });
/** A comparison of the reconciliation view, its sentence said in the caller's language. */
const sayComparison = (request: FastifyRequest, c: Comparison) => ({ ...c.view, difference: sayTo(request, c.difference.id, c.difference.values) });

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

  // How many payments need a look, by why: started 5 minutes ago and unsettled, paid but not ticketed, refunds failed or overdue.
  r.get('/api/admin/payments/attention', {
    config: { audience: 'admin' },
    schema: { response: { 200: paymentAttentionSummary } },
    handler: () => attentionSummary(ctx),
  });

  // The reconciliation view: what we recorded of one payment beside what its provider says when asked now.
  r.get('/api/admin/payments/:paymentId/reconciliation', {
    config: { audience: 'admin' },
    schema: { params: paymentParams, response: { 200: paymentReconciliation } },
    handler: async (request) => sayComparison(request, await compareWithProvider(ctx, request.params.paymentId, request.log)),
  });

  // Settle now: the provider's word applied as the reconciliation job applies it (idempotent; audited).
  r.post('/api/admin/payments/:paymentId/reconcile', {
    config: { audience: 'admin' },
    schema: { params: paymentParams, response: { 200: paymentReconcileAnswer } },
    handler: async (request) => {
      const done = await settleWithProvider(ctx, request.params.paymentId, requestActor(request), request.log);
      const { status, bookingStatus } = done.comparison.view.recorded;
      const message = done.changed
        ? sayTo(request, 'reconcile.settled', { status, bookingStatus })
        : sayTo(request, 'reconcile.nothingToSettle', { difference: done.before.difference });
      return { message, data: sayComparison(request, done.comparison) };
    },
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
