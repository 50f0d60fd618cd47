import { digits, sentence, type SentenceId, type SentenceValues } from '@tarmac/shared';
import { ConflictError, InvalidInputError, NotFoundError, TooManyError, waitInWords } from '../lib/domain-errors.js';

/** Not enough seats left on a leg when the seats were taken (another buyer got there first). */
export class SoldOutError extends ConflictError {
  constructor() {
    super('booking.legSoldOut');
  }
}

/** A leg that cannot be booked: no such flight or package, departed, or the same flight twice. */
export class BadLegError extends InvalidInputError {
  readonly field: string;
  constructor(
    readonly index: number,
    legField: 'flightId' | 'packageId',
    id: SentenceId,
    values?: SentenceValues,
  ) {
    const field = `legs.${index}.${legField}`;
    const problem = sentence(id, values);
    super('booking.legProblem', { field, problem }, { [field]: [problem] });
    this.field = field;
  }
}

/** No booking with that reference that the caller may see (someone else's looks the same as none). */
export class BookingNotFoundError extends NotFoundError {
  constructor() {
    super('booking.notFound');
  }
}

export class AlreadyCancelledError extends ConflictError {
  constructor() {
    super('booking.alreadyCancelled');
  }
}

export class AlreadyDepartedError extends ConflictError {
  constructor() {
    super('booking.alreadyDeparted');
  }
}

/** A held booking's hold ran out: it can no longer be paid or cancelled. */
export class HoldExpiredError extends ConflictError {
  constructor(payBy: Date) {
    super('booking.holdExpired', { at: digits(payBy.toISOString().slice(0, 16).replace('T', ' ')) });
  }
}

export class AlreadyPaidError extends ConflictError {
  constructor() {
    super('booking.alreadyPaid');
  }
}

/** Ticket documents exist only for paid bookings. */
export class NotTicketedError extends ConflictError {
  constructor() {
    super('booking.noTicketsYet');
  }
}

/** Against seat blocking: too many unpaid holds for one account (or one guest's mailbox and phone). */
export class TooManyHoldsError extends TooManyError {
  constructor(max: number, retryAfterSeconds?: number) {
    super('booking.tooManyHolds', { max }, retryAfterSeconds);
  }
}

/** Against seat blocking: too many held seats on one flight for one account (or guest). */
export class TooManyHeldSeatsError extends TooManyError {
  constructor(max: number, retryAfterSeconds?: number) {
    super('booking.tooManyHeldSeats', { max }, retryAfterSeconds);
  }
}

/** Against seat blocking: too many unpaid holds made from one client address in the last hour (HOLD_MAX_PER_IP). */
export class TooManyHoldsFromAddressError extends TooManyError {
  constructor(retryAfterSeconds = 3600) {
    super('booking.tooManyHoldsFromAddress', { wait: waitInWords(retryAfterSeconds) }, retryAfterSeconds);
  }
}

/** Against seat blocking: as many seats of the flight wait for payment as may at once (HOLD_MAX_FLIGHT_PERCENT). */
export class FlightHoldShareError extends TooManyError {
  constructor(flightNumber: string, retryAfterSeconds = 60) {
    super('booking.flightHoldShare', { flight: flightNumber, wait: waitInWords(retryAfterSeconds) }, retryAfterSeconds);
  }
}

/** An Idempotency-Key already used for another request: nothing of the booking it made is said. */
export class IdempotencyKeyReusedError extends ConflictError {
  constructor() {
    super('booking.idempotencyKeyReused');
  }
}

/** A cancellation quote past its time: the refund must be quoted again. */
/** A paid booking is cancelled by confirming its quote, not by the body-less cancel (which is for holds). */
export class QuoteNeededError extends ConflictError {
  constructor() {
    super('booking.quoteNeeded');
  }
}

export class QuoteExpiredError extends ConflictError {
  constructor() {
    super('booking.quoteExpired');
  }
}

/** A quote that no longer says what cancelling gives back (the booking or the refund window changed), or was used. */
export class StaleQuoteError extends ConflictError {
  constructor() {
    super('booking.quoteStale');
  }
}

/** A quote id that names no quote of this booking. */
export class UnknownQuoteError extends NotFoundError {
  constructor() {
    super('booking.quoteUnknown');
  }
}
