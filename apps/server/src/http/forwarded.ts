import type { FastifyInstance } from 'fastify';

export const UNTRUSTED_PROXY_WARNING =
  'Requests arrive with X-Forwarded-For but TRUST_PROXY is not set: every client seems to come from the proxy, so the ' +
  'per-address limits (sign-in, sign-up, manage booking, holds) count all clients as one. Set TRUST_PROXY (docs/operations.md).';

/**
 * Behind a reverse proxy that is not trusted, `request.ip` is the proxy's address for every client: the per-address
 * limits would then refuse everyone together. Says so in the log once, at the first request that shows a proxy.
 */
export function warnOfUntrustedProxy(app: FastifyInstance): void {
  let warned = false;
  app.addHook('onRequest', (request, _reply, done) => {
    if (!warned && request.headers['x-forwarded-for'] !== undefined) {
      warned = true;
      app.log.warn(UNTRUSTED_PROXY_WARNING);
    }
    done();
  });
}
