import type { FastifyInstance } from 'fastify';

/**
 * JSON bodies, where a JSON content type with no body is a call without a body. The product's original client
 * sends `Content-Type: application/json; charset=UTF-8` on every call, its DELETEs and body-less POSTs included
 * (SPEC.md §7); fastify's own parser answers those "empty body". A route that needs a body still refuses the call:
 * its body schema finds nothing there (see the error handler's sentence for a missing body).
 */
export function registerJsonBody(app: FastifyInstance) {
  // `__proto__` and `constructor` are valid JSON: parsed as plain own keys (JSON.parse never sets a prototype), then
  // refused by name before validation (input-text.ts), rather than answered "not valid JSON".
  const parseJson = app.getDefaultJsonParser('ignore', 'ignore');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser<string>('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body.length === 0) {
      done(null, undefined);
      return;
    }
    void parseJson(request, body, done);
  });
}
