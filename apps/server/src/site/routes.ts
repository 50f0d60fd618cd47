import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contactBody, contactMessageSchema, isPaged, journeyMessages, listQuery, messageBody, subscribeBody } from '@tarmac/shared';
import type { AppContext } from '../context.js';
import { contactMessageListShape } from '../http/list-shapes.js';
import { pageInMemory, sendPage } from '../http/paging.js';
import { insertContactMessage, listContactMessages, subscribe } from './site.repo.js';

/** The contact form (stored by us; admins read it) and the offers subscription. */
export function siteRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx.database;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/contact-messages', {
    config: { audience: 'public' },
    schema: { body: contactBody, response: { 201: messageBody } },
    handler: async (request, reply) => {
      await insertContactMessage(db, request.body);
      return reply.status(201).send({ message: journeyMessages.contactReceived });
    },
  });

  r.get('/api/contact-messages', {
    config: { audience: 'admin' },
    schema: { querystring: listQuery, response: { 200: z.array(contactMessageSchema) } },
    handler: async (request, reply) => {
      const all = await listContactMessages(db);
      return isPaged(request.query) ? sendPage(reply, pageInMemory(all, request.query, contactMessageListShape)) : all;
    },
  });

  r.post('/api/subscriptions', {
    config: { audience: 'public' },
    schema: { body: subscribeBody, response: { 200: messageBody, 201: messageBody } },
    handler: async (request, reply) => {
      return (await subscribe(db, request.body.email))
        ? reply.status(201).send({ message: journeyMessages.subscribed })
        : reply.status(200).send({ message: journeyMessages.alreadySubscribed });
    },
  });
}
