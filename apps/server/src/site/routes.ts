import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contactBody, contactMessageSchema, isPaged, journeyMessages, listQuery, messageBody, subscribeBody } from '@tarmac/shared';
import type { AppContext } from '../context.js';
import { consume } from '../http/rate-limit.js';
import { sendArrayStream, sendPage } from '../http/paging.js';
import { insertContactMessage, pageContactMessages, streamContactMessages, subscribe } from './site.repo.js';
import { sayTo } from '../http/language.js';

/** The contact form (stored by us; admins read it) and the offers subscription. */
export function siteRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx.database;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/contact-messages', {
    config: { audience: 'public' },
    schema: { body: contactBody, response: { 201: messageBody } },
    handler: async (request, reply) => {
      await consume(ctx.limiters.contactPerIp, request.ip, 'rateLimit.messages');
      await insertContactMessage(db, request.body);
      return reply.status(201).send({ message: sayTo(request, journeyMessages.contactReceived) });
    },
  });

  r.get('/api/contact-messages', {
    config: { audience: 'admin' },
    schema: { querystring: listQuery, response: { 200: z.array(contactMessageSchema) } },
    handler: async (request, reply) =>
      isPaged(request.query) ? sendPage(reply, await pageContactMessages(db, request.query)) : sendArrayStream(reply, streamContactMessages(db), contactMessageSchema),
  });

  r.post('/api/subscriptions', {
    config: { audience: 'public' },
    schema: { body: subscribeBody, response: { 201: messageBody } },
    // A new and a known address get the same answer: the form must not tell who is on the list.
    handler: async (request, reply) => {
      await subscribe(db, request.body.email);
      return reply.status(201).send({ message: sayTo(request, journeyMessages.subscribed) });
    },
  });
}
