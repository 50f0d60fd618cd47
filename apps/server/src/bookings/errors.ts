import { journeyMessages } from '@tarmac/shared';
import { ConflictError, InvalidInputError, NotFoundError, TooManyError, waitInWords } from '../lib/domain-errors.js';

/** Not enough seats left on a leg when the seats were taken (another buyer got there first). */
export class SoldOutError extends ConflictError {
  constructor() {
    super(journeyMessages.soldOut);
  }
}

/** A leg that cannot be booked: no such flight or package, departed, or the same flight twice. */
export class BadLegError extends InvalidInputError {
  readonly field: string;
  constructor(
    readonly index: number,
    legField: 'flightId' | 'packageId',
    readonly problem: string,
  ) {
    const field = `legs.${index}.${legField}`;
    super(`${field}: ${problem}`, { [field]: [problem] });
    this.field = field;
  }
}

/** No booking with that reference that the caller may see (someone else's looks the same as none). */
export class BookingNotFoundError extends NotFoundError {
  constructor() {
    super('There is no booking with that reference.');
  }
}

export class AlreadyCancelledError extends ConflictError {
  constructor() {
    super('This booking is already cancelled.');
  }
}

export class AlreadyDepartedError extends ConflictError {
  constructor() {
    super('A flight of this booking has already departed, so it can no longer be cancelled.');
  }
}

/** A held booking's hold ran out: it can no longer be paid or cancelled. */
export class HoldExpiredError extends ConflictError {
  constructor(payBy: Date) {
    super(`The hold on this booking expired at ${payBy.toISOString().slice(0, 16).replace('T', ' ')} UTC; please book again.`);
  }
}

export class AlreadyPaidError extends ConflictError {
  constructor() {
    super('This booking is already paid.');
  }
}

/** Ticket documents exist only for paid bookings. */
export class NotTicketedError extends ConflictError {
  constructor() {
    super('This booking has no tickets yet: tickets are issued once it is paid.');
  }
}

/** Against seat blocking: too many unpaid holds for one account (or one guest's mailbox and phone). */
export class TooManyHoldsError extends TooManyError {
  constructor(max: number, retryAfterSeconds?: number) {
    super(`You already have ${max} unpaid booking${max === 1 ? '' : 's'} on hold; pay for one or let it expire before booking again.`, retryAfterSeconds);
  }
}

/** Against seat blocking: too many held seats on one flight for one account (or guest). */
export class TooManyHeldSeatsError extends TooManyError {
  constructor(max: number, retryAfterSeconds?: number) {
    super(`You can hold at most ${max} seats on one flight at a time; pay for your held booking first.`, retryAfterSeconds);
  }
}

/** Against seat blocking: too many unpaid holds made from one client address in the last hour (HOLD_MAX_PER_IP). */
export class TooManyHoldsFromAddressError extends TooManyError {
  constructor(retryAfterSeconds = 3600) {
    super(
      `Too many unpaid bookings have been made from your network in the last hour. Please wait ${waitInWords(retryAfterSeconds)} and try again, or pay for a booking you hold.`,
      retryAfterSeconds,
    );
  }
}

/** Against seat blocking: as many seats of the flight wait for payment as may at once (HOLD_MAX_FLIGHT_PERCENT). */
export class FlightHoldShareError extends TooManyError {
  constructor(flightNumber: string, retryAfterSeconds = 60) {
    super(`Too many seats on flight ${flightNumber} are waiting for payment right now. Please wait ${waitInWords(retryAfterSeconds)} and try again.`, retryAfterSeconds);
  }
}

/** An Idempotency-Key already used for another request: nothing of the booking it made is said. */
export class IdempotencyKeyReusedError extends ConflictError {
  constructor() {
    super('This Idempotency-Key was already used for a different booking request; send a new key with each new booking.');
  }
}

/** A cancellation quote past its time: the refund must be quoted again. */
/** A paid booking is cancelled by confirming its quote, not by the body-less cancel (which is for holds). */
export class QuoteNeededError extends ConflictError {
  constructor() {
    super('This booking is paid: ask for a cancellation quote and confirm it to cancel.');
  }
}

export class QuoteExpiredError extends ConflictError {
  constructor() {
    super('This cancellation quote has expired; please ask for a new quote.');
  }
}

/** A quote that no longer says what cancelling gives back (the booking or the refund window changed), or was used. */
export class StaleQuoteError extends ConflictError {
  constructor() {
    super('This cancellation quote is out of date: the booking or its refund has changed since. Please ask for a new quote.');
  }
}

/** A quote id that names no quote of this booking. */
export class UnknownQuoteError extends NotFoundError {
  constructor() {
    super('There is no such cancellation quote for this booking.');
  }
}
