import { readSentenceKey, sentence, type Sentence, type SentenceId, type SentenceValues } from '@tarmac/shared';
import { isSentenceId, sayAnswer } from '../i18n/sentences.js';

/**
 * A problem of a field: a sentence, or a sentence key (a zod issue's message: an id with its values, see
 * sentenceKey) or plain text as a schema wrote it.
 */
export type FieldProblem = Sentence | string;
export type FieldErrors = Record<string, FieldProblem[]>;

/**
 * Failures of domain logic and repositories, each a sentence by id with its values (docs/decisions/030), said in
 * the caller's language at the edge. They know nothing of HTTP: http/errors.ts gives each kind its status, so
 * logic stays callable from routes, jobs and scripts. `message` is the English, for logs.
 */
export abstract class DomainError extends Error {
  override name = this.constructor.name;
  readonly sentence: Sentence;
  /** Facts the answer carries beside `error` (a 409's `newPrice`): plain values, said the same in every language. */
  details?: Record<string, number | string | null>;
  constructor(id: SentenceId, values?: SentenceValues) {
    const said = sentence(id, values);
    super(sayAnswer('en', said));
    this.sentence = said;
  }
}

/** The thing asked for does not exist (or the caller may not know that it does). */
export class NotFoundError extends DomainError {}

/** The request contradicts the current state: sold out, already cancelled, still in use, taken. */
export class ConflictError extends DomainError {}

/** A row cannot be deleted because other rows still refer to it; the sentence says what holds it. */
export class InUseError extends ConflictError {}

/** A unique value (a name, a flight number on a day) is taken; the sentence says which. */
export class DuplicateError extends ConflictError {}

/** The caller has not proved who they are: a wrong password or authentication code (401). */
export class NotAuthenticatedError extends DomainError {}

/** The caller is known but may not do this (403). */
export class ForbiddenError extends DomainError {}

/** Input that passed the schema but not the rules (an unknown place, arrival before departure…). */
export class InvalidInputError extends DomainError {
  readonly fieldErrors?: FieldErrors;
  constructor(id: SentenceId, values?: SentenceValues, fieldErrors?: FieldErrors) {
    super(id, values);
    if (fieldErrors) this.fieldErrors = fieldErrors;
  }

  /** Problems of named fields, summed up as "field: problem" of the first one. */
  static fields(fieldErrors: FieldErrors): InvalidInputError {
    const [field, problems] = Object.entries(fieldErrors)[0] ?? ['_', []];
    const problem = problems[0] ?? sentence('http.notValid');
    return new InvalidInputError('http.fieldProblem', { field, problem: typeof problem === 'string' ? (readSentenceKey(problem, isSentenceId) ?? problem) : problem }, fieldErrors);
  }

  /** One field's problem, said exactly as given. */
  static field(field: string, id: SentenceId, values?: SentenceValues): InvalidInputError {
    return new InvalidInputError(id, values, { [field]: [sentence(id, values)] });
  }
}

/** Input too large to take (an image over the size limit): a 413 with the field's problem. */
export class TooLargeError extends InvalidInputError {}

/**
 * The caller already has as much of something as one may (holds, seats on hold): a 429 with the sentence, and
 * `Retry-After` when it is known when asking again may succeed.
 */
export class TooManyError extends DomainError {
  readonly retryAfterSeconds?: number;
  constructor(id: SentenceId, values?: SentenceValues, retryAfterSeconds?: number) {
    super(id, values);
    if (retryAfterSeconds !== undefined) this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** A wait said in words: "40 seconds", "12 minutes" (a sentence, said in the caller's language). */
export function waitInWords(seconds: number): Sentence {
  return seconds >= 120 ? sentence('http.wait.minutes', { n: Math.ceil(seconds / 60) }) : sentence('http.wait.seconds', { n: Math.max(1, Math.ceil(seconds)) });
}

/** A third party we depend on (the payment provider) cannot be asked right now: try again later (503). */
export class UnavailableError extends DomainError {}

/** Money the caller must have is short (an agency's wallet): a 402 whose `details` say by how much. */
export class PaymentRequiredError extends DomainError {}
