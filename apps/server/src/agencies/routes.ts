import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  agencyBody,
  agencyOverviewSchema,
  agencySchema,
  agencyUserBody,
  agencyStatementSchema,
  agencyUserSchema,
  adjustmentBody,
  apiKeyView,
  commissionRule,
  commissionRulesBody,
  bookingAnswer,
  bookingSchema,
  depositBody,
  ledgerEntrySchema,
  isPaged,
  listQuery,
  messageBody,
  statementQuery,
  type ListQuery,
  type StatementQuery,
} from '@tarmac/shared';
import type { AppContext } from '../context.js';
import { requestActor } from '../audit/actor.js';
import { bookingViewer, currentUser } from '../http/auth.js';
import { requestLanguage, sayTo } from '../http/language.js';
import { sendArrayStream, sendPage } from '../http/paging.js';
import { idParams, pnrParams } from '../http/params.js';
import { pageAgencyBookings, streamAgencyBookings } from '../bookings/bookings.repo.js';
import { adminEntry, agencyOrNotFound, commissionRulesView, saveCommissionRules, createAgency, inviteAgent, overviewOf, setAgencyStatus, statementCsv, statementOf } from './agencies.js';
import { statementPdf } from '../documents/statement-pdf.js';
import { plainJson } from '../http/serializers.js';
import { sendCsv } from '../http/downloads.js';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requestConsent } from './consent.js';
import { payFromWallet } from './wallet.js';
import { createApiKey, listApiKeys, revokeApiKey } from './api-keys.js';
import * as repo from './agencies.repo.js';

const agentAgency = (user: { agencyId?: string }) => user.agencyId!; // the `agent` audience guarantees one

/** A wallet's statement as the query asks: JSON, CSV (streamed) or PDF, in the asker's language. */
async function sendStatement(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, agencyId: string, q: StatementQuery) {
  const statement = await statementOf(ctx.database.db, agencyId, q.from, q.to);
  const name = `statement-${statement.agency.registrationNumber.replace(/[^\w-]/g, '')}-${q.from}-${q.to}`;
  if (q.format === 'csv') {
    return sendCsv(reply, `${name}.csv`, statementCsv(statement));
  }
  if (q.format === 'pdf') {
    const pdf = await statementPdf(statement, ctx.config.seller.name, requestLanguage(request));
    return reply.type('application/pdf').header('Content-Disposition', `attachment; filename="${name}.pdf"`).send(pdf);
  }
  return statement;
}

/** Travel agencies over HTTP (API.md "Travel agencies (B2B)"): the admin's agencies, the agent's wallet, paying from it, consent. */
export function agencyRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx.database;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/admin/agencies', {
    config: { audience: 'admin' },
    schema: { body: agencyBody, response: { 201: z.object({ message: z.string(), data: agencySchema }) } },
    handler: async (request, reply) => reply.status(201).send({ message: sayTo(request, 'agency.created'), data: await createAgency(ctx, request.body, requestActor(request)) }),
  });

  // Newest first, searched by name or registration number, a page at a time.
  r.get('/api/admin/agencies', {
    config: { audience: 'admin' },
    schema: { querystring: listQuery, response: { 200: z.array(agencySchema) } },
    handler: async (request, reply) => sendPage(reply, await repo.readAgencies(db, request.query)),
  });

  r.get('/api/admin/agencies/:id', {
    config: { audience: 'admin' },
    schema: { params: idParams, response: { 200: agencyOverviewSchema } },
    handler: (request) => overviewOf(db, request.params.id),
  });

  /** A wallet's entries, newest first: one page with paging parameters (decision 035), else every one, streamed. */
  const sendLedger = async (reply: FastifyReply, agencyId: string, query: ListQuery) =>
    isPaged(query) ? sendPage(reply, await repo.pageLedger(db, agencyId, query)) : sendArrayStream(reply, repo.streamLedger(db, agencyId), ledgerEntrySchema);

  r.get('/api/admin/agencies/:id/ledger', {
    config: { audience: 'admin' },
    schema: { params: idParams, querystring: listQuery, response: { 200: z.array(ledgerEntrySchema) } },
    handler: async (request, reply) => {
      await agencyOrNotFound(db, request.params.id);
      return sendLedger(reply, request.params.id, request.query);
    },
  });

  for (const [path, status, said] of [
    ['suspend', 'suspended', 'agency.suspendedNow'],
    ['reactivate', 'active', 'agency.reactivated'],
  ] as const) {
    r.post(`/api/admin/agencies/:id/${path}`, {
      config: { audience: 'admin' },
      schema: { params: idParams, response: { 200: z.object({ message: z.string(), data: agencySchema }) } },
      handler: async (request) => ({ message: sayTo(request, said), data: await setAgencyStatus(ctx, request.params.id, status, requestActor(request)) }),
    });
  }

  r.post('/api/admin/agencies/:id/users', {
    config: { audience: 'admin' },
    schema: { params: idParams, body: agencyUserBody, response: { 201: z.object({ message: z.string(), data: agencyUserSchema }) } },
    handler: async (request, reply) =>
      reply.status(201).send({ message: sayTo(request, 'agency.agentInvited'), data: await inviteAgent(ctx, request.params.id, request.body, requestActor(request), requestLanguage(request)) }),
  });

  r.post('/api/admin/agencies/:id/deposits', {
    config: { audience: 'admin' },
    schema: { params: idParams, body: depositBody, response: { 201: z.object({ message: z.string(), balance: z.number() }) } },
    handler: async (request, reply) => {
      const user = currentUser(request);
      const { balance } = await adminEntry(ctx, request.params.id, { kind: 'deposit', ...request.body }, { ...requestActor(request), name: user.name });
      return reply.status(201).send({ message: sayTo(request, 'agency.depositRecorded', { amount: request.body.amount, balance }), balance });
    },
  });

  r.post('/api/admin/agencies/:id/adjustments', {
    config: { audience: 'admin' },
    schema: { params: idParams, body: adjustmentBody, response: { 201: z.object({ message: z.string(), balance: z.number() }) } },
    handler: async (request, reply) => {
      const user = currentUser(request);
      const { balance } = await adminEntry(ctx, request.params.id, { kind: 'adjustment', amount: request.body.amount, reference: request.body.reason }, { ...requestActor(request), name: user.name });
      return reply.status(201).send({ message: sayTo(request, 'agency.adjustmentRecorded', { amount: request.body.amount, balance }), balance });
    },
  });

  // Commission by route, booking class and days of sale (issue 32 with issue 31's classes).
  r.get('/api/admin/agencies/:id/commission-rules', {
    config: { audience: 'admin' },
    schema: { params: idParams, response: { 200: z.array(commissionRule) } },
    handler: (request) => commissionRulesView(db, request.params.id),
  });

  r.put('/api/admin/agencies/:id/commission-rules', {
    config: { audience: 'admin' },
    schema: { params: idParams, body: commissionRulesBody, response: { 200: z.object({ message: z.string(), data: z.array(commissionRule) }) } },
    handler: async (request) => ({ message: sayTo(request, 'agency.commissionSaved'), data: await saveCommissionRules(ctx, request.params.id, request.body.rules, requestActor(request)) }),
  });

  r.get('/api/admin/agencies/:id/statement', {
    config: { audience: 'admin' },
    schema: { params: idParams, querystring: statementQuery, response: { 200: z.union([agencyStatementSchema, z.string()]) } },
    serializerCompiler: plainJson,
    handler: (request, reply) => sendStatement(ctx, request, reply, request.params.id, request.query),
  });

  // Partner API keys: shown once, stored hashed, several live at once for rotation, revocable.
  r.post('/api/admin/agencies/:id/api-keys', {
    config: { audience: 'admin' },
    schema: { params: idParams, body: z.object({ name: z.string().trim().min(1).max(100) }), response: { 201: z.object({ message: z.string(), data: apiKeyView.extend({ key: z.string() }) }) } },
    handler: async (request, reply) =>
      reply.status(201).send({ message: sayTo(request, 'agency.apiKeyCreated'), data: await createApiKey(db, request.params.id, request.body.name, requestActor(request)) }),
  });

  r.get('/api/admin/agencies/:id/api-keys', {
    config: { audience: 'admin' },
    schema: { params: idParams, response: { 200: z.array(apiKeyView) } },
    handler: (request) => listApiKeys(db, request.params.id),
  });

  r.post('/api/admin/agencies/:id/api-keys/:keyId/revoke', {
    config: { audience: 'admin' },
    schema: { params: idParams.extend({ keyId: z.string().max(64) }), response: { 200: z.object({ message: z.string(), data: apiKeyView }) } },
    handler: async (request) => ({ message: sayTo(request, 'agency.apiKeyRevoked'), data: await revokeApiKey(db, request.params.id, request.params.keyId, requestActor(request)) }),
  });

  // The agent's own agency: never another's (the agency comes from the session, not the address).
  r.get('/api/agency', {
    config: { audience: 'agent' },
    schema: { response: { 200: agencyOverviewSchema } },
    handler: (request) => overviewOf(db, agentAgency(currentUser(request))),
  });

  // Paged with `?limit&after` (decision 035); without paging parameters the whole ledger, streamed.
  r.get('/api/agency/ledger', {
    config: { audience: 'agent' },
    schema: { querystring: listQuery, response: { 200: z.array(ledgerEntrySchema) } },
    handler: (request, reply) => sendLedger(reply, agentAgency(currentUser(request)), request.query),
  });

  r.get('/api/agency/statement', {
    config: { audience: 'agent' },
    schema: { querystring: statementQuery, response: { 200: z.union([agencyStatementSchema, z.string()]) } },
    serializerCompiler: plainJson,
    handler: (request, reply) => sendStatement(ctx, request, reply, agentAgency(currentUser(request)), request.query),
  });

  // Paged, searched and sorted as the admin's bookings (`?limit&after&q&sort`); unpaged, every one, streamed.
  r.get('/api/agency/bookings', {
    config: { audience: 'agent' },
    schema: { querystring: listQuery, response: { 200: z.array(bookingSchema) } },
    handler: async (request, reply) => {
      const agencyId = agentAgency(currentUser(request));
      return isPaged(request.query)
        ? sendPage(reply, await pageAgencyBookings(db, agencyId, request.query))
        : sendArrayStream(reply, streamAgencyBookings(db, agencyId), bookingSchema);
    },
  });

  r.post('/api/bookings/:pnr/pay-from-wallet', {
    config: { audience: 'booking' },
    schema: { params: pnrParams, response: { 200: bookingAnswer } },
    handler: async (request) => {
      const { booking, paid } = await payFromWallet(ctx, bookingViewer(request), request.params.pnr, request.log);
      return { message: sayTo(request, 'agency.paidFromWallet', { amount: paid }), data: booking };
    },
  });

  r.post('/api/bookings/:pnr/consent-requests', {
    config: { audience: 'booking' },
    schema: { params: pnrParams, response: { 201: messageBody } },
    handler: async (request, reply) => {
      const to = await requestConsent(ctx, bookingViewer(request), request.params.pnr);
      return reply.status(201).send({ message: sayTo(request, 'consent.sent', { to }) });
    },
  });
}
