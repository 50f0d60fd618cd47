import type { FastifyInstance } from 'fastify';

/**
 * Answers for a signed-in caller (their bookings, profile, travellers, the admin's lists) are personal: no
 * browser or proxy may keep them (`Cache-Control: no-store`). One hook by the route's audience, not per route.
 */
export function registerPrivateAnswers(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const config = request.routeOptions.config;
    const audience = config?.audience;
    // A booking made or opened without an account is personal too (its answer carries the manage token).
    if (audience === 'user' || audience === 'admin' || audience === 'booking' || audience === 'agent' || config?.optionalUser || config?.personal) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}
