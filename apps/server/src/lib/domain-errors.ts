/**
 * Failures of domain logic and repositories, each said in one sentence for the user. They know nothing of
 * HTTP: http/errors.ts gives each kind its status, so logic stays callable from routes, jobs and scripts.
 */
export abstract class DomainError extends Error {
  override name = this.constructor.name;
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
  constructor(
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
  ) {
    super(message);
  }

  /** Problems of named fields, summed up as "field: message" of the first one. */
  static fields(fieldErrors: Record<string, string[]>): InvalidInputError {
    const [field, messages] = Object.entries(fieldErrors)[0] ?? ['_', ['is not valid']];
    return new InvalidInputError(`${field}: ${messages[0] ?? 'is not valid'}`, fieldErrors);
  }

  /** One field's problem, said exactly as given. */
  static field(field: string, message: string): InvalidInputError {
    return new InvalidInputError(message, { [field]: [message] });
  }
}

/** Input too large to take (an image over the size limit): a 413 with the field's problem. */
export class TooLargeError extends InvalidInputError {}

/**
 * The caller already has as much of something as one may (holds, seats on hold): a 429 with the sentence, and
 * `Retry-After` when it is known when asking again may succeed.
 */
export class TooManyError extends DomainError {
  constructor(
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** A wait said in words: "40 seconds", "12 minutes". */
export function waitInWords(seconds: number): string {
  return seconds >= 120 ? `${Math.ceil(seconds / 60)} minutes` : `${Math.max(1, Math.ceil(seconds))} seconds`;
}

/** A third party we depend on (the payment provider) cannot be asked right now: try again later (503). */
export class UnavailableError extends DomainError {}
