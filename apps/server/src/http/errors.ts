import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { describeIssues, sentence, type ErrorBody, type Sentence, type SentenceId, type SentenceValues } from '@tarmac/shared';
import { databaseUnavailable, pgErrorCode } from '../db/errors.js';
import { inputProblem } from './input-text.js';
import {
  ConflictError,
  DomainError,
  ForbiddenError,
  InvalidInputError,
  NotAuthenticatedError,
  NotFoundError,
  PaymentRequiredError,
  TooLargeError,
  TooManyError,
  UnavailableError,
  type FieldErrors,
} from '../lib/domain-errors.js';
import { sayAnswer } from '../i18n/sentences.js';
import { requestLanguage, sayFor, sayFieldErrors, type Language } from './language.js';

/** A client-facing failure: its sentence (an id with values) is said to the user in their language. */
export class HttpError extends Error {
  readonly sentence: Sentence;
  readonly fieldErrors?: FieldErrors;
  readonly headers?: Record<string, string>;
  readonly details?: Record<string, number | string | null>;
  constructor(
    readonly statusCode: number,
    id: SentenceId,
    values?: SentenceValues,
    extra: { fieldErrors?: FieldErrors; headers?: Record<string, string>; details?: Record<string, number | string | null> } = {},
  ) {
    const said = sentence(id, values);
    super(sayAnswer('en', said));
    this.sentence = said;
    if (extra.fieldErrors) this.fieldErrors = extra.fieldErrors;
    if (extra.headers) this.headers = extra.headers;
    if (extra.details) this.details = extra.details;
  }
}

/** 400 with the sentence, also as the problem of `field` when one is named. */
export const badRequest = (id: SentenceId, options: { values?: SentenceValues; field?: string } = {}) =>
  new HttpError(400, id, options.values, options.field ? { fieldErrors: { [options.field]: [sentence(id, options.values)] } } : {});
export const notFound = (id: SentenceId, values?: SentenceValues) => new HttpError(404, id, values);
export const conflict = (id: SentenceId, values?: SentenceValues) => new HttpError(409, id, values);

/** The HTTP answer to a failure of domain logic: the one place where its kinds become statuses. */
export function httpErrorFor(err: DomainError): HttpError {
  const { id, values } = err.sentence;
  if (err.details && err instanceof ConflictError) return new HttpError(409, id, values, { details: err.details });
  if (err instanceof PaymentRequiredError) return new HttpError(402, id, values, err.details ? { details: err.details } : {});
  const fields = (e: InvalidInputError) => (e.fieldErrors ? { fieldErrors: e.fieldErrors } : {});
  if (err instanceof NotFoundError) return new HttpError(404, id, values);
  if (err instanceof ConflictError) return new HttpError(409, id, values);
  if (err instanceof NotAuthenticatedError) return new HttpError(401, id, values);
  if (err instanceof ForbiddenError) return new HttpError(403, id, values);
  if (err instanceof TooLargeError) return new HttpError(413, id, values, fields(err));
  if (err instanceof InvalidInputError) return new HttpError(400, id, values, fields(err));
  if (err instanceof TooManyError) {
    return new HttpError(429, id, values, err.retryAfterSeconds ? { headers: { 'retry-after': String(Math.ceil(err.retryAfterSeconds)) } } : {});
  }
  if (err instanceof UnavailableError) return new HttpError(503, id, values);
  return new HttpError(400, id, values);
}

/** The answer to a call without a body on a route that needs one. */
export const EMPTY_BODY = sayAnswer('en', sentence('http.emptyBody'));

/** Sentences for fastify's own client errors, whose messages are written for developers. */
const fastifyClientErrors: Record<string, SentenceId> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'http.tooLarge',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'http.notJson',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'http.emptyBody',
  FST_ERR_CTP_INVALID_JSON_BODY: 'http.invalidJson',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'http.badLength',
};

type SafeParser = { safeParse(value: unknown): { success: true } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } } };

/**
 * A call without a body (or with a JSON content type and nothing after it) to a route that needs one: the sentence
 * says the body is missing, and the fields say which ones the route needs (its schema run over an empty object).
 */
function emptyBodyAnswer(language: Language, schema: unknown): ErrorBody {
  const answer: ErrorBody = { error: sayFor(language, sentence('http.emptyBody')) };
  // The route schemas are zod's (the shared package's copy may be another instance of it: no instanceof).
  if (schema && typeof (schema as Partial<SafeParser>).safeParse === 'function') {
    try {
      const result = (schema as SafeParser).safeParse({});
      if (!result.success) {
        const { fieldErrors } = describeIssues(result.error.issues, (text) => sayFor(language, text));
        if (fieldErrors && !('_' in fieldErrors)) answer.fieldErrors = fieldErrors;
      }
    } catch {
      // A refinement that reads a field the empty object lacks: the sentence alone will do.
    }
  }
  return answer;
}

/** The answer body of an error in the caller's language. */
function errorBody(request: FastifyRequest, said: Sentence, fieldErrors?: FieldErrors, details?: Record<string, number | string | null>): ErrorBody {
  const language = requestLanguage(request);
  const body: ErrorBody = { ...details, error: sayFor(language, said) };
  if (fieldErrors) body.fieldErrors = sayFieldErrors(language, fieldErrors);
  return body;
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((thrown: FastifyError | HttpError | DomainError, request, reply) => {
    const err = thrown instanceof DomainError ? httpErrorFor(thrown) : thrown;
    const language = requestLanguage(request);
    if (err instanceof HttpError) {
      if (err.headers) reply.headers(err.headers);
      return reply.status(err.statusCode).send(errorBody(request, err.sentence, err.fieldErrors, err.details));
    }
    if (hasZodFastifySchemaValidationErrors(err) && err.validationContext === 'body' && request.body == null) {
      return reply.status(400).send(emptyBodyAnswer(language, request.routeOptions.schema?.body));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const issues = err.validation.map((v) => ({
        path: v.instancePath.split('/').filter(Boolean),
        message: v.message ?? 'http.notValid',
      }));
      const described = describeIssues(issues, (text) => sayFor(language, text));
      if (issues.length === 1 && issues[0]!.path.length === 0) {
        described.error = sayFor(language, sentence('http.partNotValid', { part: err.validationContext ?? 'body', problem: sayFor(language, issues[0]!.message) }));
      }
      return reply.status(400).send(described);
    }
    // A value the database refuses as data (class 22: out of range, bad encoding…) is the client's mistake.
    if (pgErrorCode(err)?.startsWith('22')) {
      return reply.status(400).send(errorBody(request, sentence('http.unstorable')));
    }
    const unavailable = databaseUnavailable(err);
    if (unavailable) return unavailableAnswer(request, reply, unavailable, err);
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const known = (err.code && fastifyClientErrors[err.code]) || (err instanceof SyntaxError ? 'http.invalidJson' : undefined);
      return reply.status(status).send(known ? errorBody(request, sentence(known)) : { error: err.message });
    }
    request.log.error({ err }, 'request failed');
    return reply.status(500).send(errorBody(request, sentence('http.serverError')));
  });
}

/** How long a client is asked to wait when the database is unavailable (a restart takes seconds). */
export const UNAVAILABLE_RETRY_SECONDS = 5;

/** Methods that change nothing, so a failure in them never leaves a change half-known. */
const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The database could not be reached or stopped answering: 503 with Retry-After, never 500. A write whose
 * connection broke mid-way may have committed: its answer says so, and where to see whether it did.
 */
function unavailableAnswer(request: FastifyRequest, reply: FastifyReply, how: 'refused' | 'lost', err: unknown) {
  const unknownOutcome = how === 'lost' && !safeMethods.has(request.method);
  request.log.warn({ err, unknownOutcome }, 'database unavailable; answered 503');
  reply.header('retry-after', String(UNAVAILABLE_RETRY_SECONDS));
  return reply.status(503).send(errorBody(request, sentence(unknownOutcome ? 'http.outcomeUnknown' : 'http.unavailable')));
}

export function registerInputHygiene(app: FastifyInstance) {
  // Only JSON is spoken here: a text/plain body gets 415 with a sentence rather than a confusing 400.
  app.removeContentTypeParser('text/plain');
  // Before validation: a refused key or character is named as it arrived (zod would drop or keep it silently).
  app.addHook('preValidation', async (request) => {
    const problem = inputProblem(request.query) ?? inputProblem(request.body);
    if (problem) {
      const { id, values } = problem.sentence;
      throw new HttpError(400, id, values, problem.field ? { fieldErrors: { [problem.field]: [problem.sentence] } } : {});
    }
  });
}
