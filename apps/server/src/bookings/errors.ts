import { journeyMessages } from '@tarmac/shared';
import { ConflictError, InvalidInputError, NotFoundError } from '../lib/domain-errors.js';

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
