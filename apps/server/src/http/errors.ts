import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { describeIssues, type ErrorBody } from '@tarmac/shared';
import { pgErrorCode } from '../db/errors.js';
import { inputProblem } from './input-text.js';
import {
  ConflictError,
  DomainError,
  ForbiddenError,
  InvalidInputError,
  NotAuthenticatedError,
  NotFoundError,
  TooLargeError,
  TooManyError,
  UnavailableError,
} from '../lib/domain-errors.js';

/** A client-facing failure: its message is one sentence shown to the user. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, field?: string) =>
  new HttpError(400, message, field ? { [field]: [message] } : undefined);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

/** The HTTP answer to a failure of domain logic: the one place where its kinds become statuses. */
export function httpErrorFor(err: DomainError): HttpError {
  if (err instanceof NotFoundError) return new HttpError(404, err.message);
  if (err instanceof ConflictError) return new HttpError(409, err.message);
  if (err instanceof NotAuthenticatedError) return new HttpError(401, err.message);
  if (err instanceof ForbiddenError) return new HttpError(403, err.message);
  if (err instanceof TooLargeError) return new HttpError(413, err.message, err.fieldErrors);
  if (err instanceof InvalidInputError) return new HttpError(400, err.message, err.fieldErrors);
  if (err instanceof TooManyError) {
    return new HttpError(429, err.message, undefined, err.retryAfterSeconds ? { 'retry-after': String(Math.ceil(err.retryAfterSeconds)) } : undefined);
  }
  if (err instanceof UnavailableError) return new HttpError(503, err.message);
  return new HttpError(400, err.message);
}

/** The answer to a call without a body on a route that needs one. */
export const EMPTY_BODY = 'The request body is empty; send a JSON object.';

const where: Record<string, string> = { body: 'the request body', querystring: 'the query', params: 'the address', headers: 'the headers' };

/** Sentences for fastify's own client errors, whose messages are written for developers. */
const fastifyClientErrors: Record<string, (e: FastifyError) => string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: () => 'The request is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () => 'The request body must be JSON (Content-Type: application/json).',
  FST_ERR_CTP_EMPTY_JSON_BODY: () => EMPTY_BODY,
  FST_ERR_CTP_INVALID_JSON_BODY: () => 'The request body is not valid JSON.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () => 'The request length does not match its body.',
};

type SafeParser = { safeParse(value: unknown): { success: true } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } } };

/**
 * A call without a body (or with a JSON content type and nothing after it) to a route that needs one: the sentence
 * says the body is missing, and the fields say which ones the route needs (its schema run over an empty object).
 */
function emptyBodyAnswer(schema: unknown): ErrorBody {
  const answer: ErrorBody = { error: EMPTY_BODY };
  // The route schemas are zod's (the shared package's copy may be another instance of it: no instanceof).
  if (schema && typeof (schema as Partial<SafeParser>).safeParse === 'function') {
    try {
      const result = (schema as SafeParser).safeParse({});
      if (!result.success) {
        const { fieldErrors } = describeIssues(result.error.issues);
        if (fieldErrors && !('_' in fieldErrors)) answer.fieldErrors = fieldErrors;
      }
    } catch {
      // A refinement that reads a field the empty object lacks: the sentence alone will do.
    }
  }
  return answer;
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((thrown: FastifyError | HttpError | DomainError, request, reply) => {
    const err = thrown instanceof DomainError ? httpErrorFor(thrown) : thrown;
    if (err instanceof HttpError) {
      if (err.headers) reply.headers(err.headers);
      const body: ErrorBody = { error: err.message };
      if (err.fieldErrors) body.fieldErrors = err.fieldErrors;
      return reply.status(err.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(err) && err.validationContext === 'body' && request.body == null) {
      return reply.status(400).send(emptyBodyAnswer(request.routeOptions.schema?.body));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const issues = err.validation.map((v) => ({
        path: v.instancePath.split('/').filter(Boolean),
        message: v.message ?? 'is not valid',
      }));
      const described = describeIssues(issues);
      if (issues.length === 1 && issues[0]!.path.length === 0) {
        described.error = `${where[err.validationContext ?? 'body'] ?? 'The request'} is not valid: ${issues[0]!.message}`;
        described.error = described.error.charAt(0).toUpperCase() + described.error.slice(1);
      }
      return reply.status(400).send(described);
    }
    // A value the database refuses as data (class 22: out of range, bad encoding…) is the client's mistake.
    if (pgErrorCode(err)?.startsWith('22')) {
      return reply.status(400).send({ error: 'The request contains a value that cannot be stored; please check the fields and try again.' });
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const sentence = (err.code && fastifyClientErrors[err.code]?.(err)) || (err instanceof SyntaxError ? 'The request body is not valid JSON.' : err.message);
      return reply.status(status).send({ error: sentence });
    }
    request.log.error({ err }, 'request failed');
    return reply.status(500).send({ error: 'Something went wrong on our side. Please try again in a moment.' });
  });
}

export function registerInputHygiene(app: FastifyInstance) {
  // Only JSON is spoken here: a text/plain body gets 415 with a sentence rather than a confusing 400.
  app.removeContentTypeParser('text/plain');
  // Before validation: a refused key or character is named as it arrived (zod would drop or keep it silently).
  app.addHook('preValidation', async (request) => {
    const problem = inputProblem(request.query) ?? inputProblem(request.body);
    if (problem) throw new HttpError(400, problem.message, problem.field ? { [problem.field]: [problem.message] } : undefined);
  });
}
