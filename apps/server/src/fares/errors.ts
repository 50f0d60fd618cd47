import { digits, formatAmount, sentence } from '@tarmac/shared';
import { ConflictError, InvalidInputError } from '../lib/domain-errors.js';

/**
 * The hold found another lowest open class on a leg than the one it was priced in (another buyer took the last
 * seat at the price, or a rule closed the class): bookings/book.ts prices again; it reaches a caller only when
 * that keeps happening.
 */
export class FareClassChangedError extends ConflictError {
  constructor(
    readonly legIndex: number,
    readonly code: string | null,
  ) {
    super('fares.classClosed');
  }
}

/** The fare of a leg is no longer the one the traveller saw: 409 `{error, newPrice, legIndex}`. */
export class FareChangedError extends ConflictError {
  constructor(legIndex: number, newPrice: number) {
    super('fares.fareChanged', { price: digits(formatAmount(newPrice)) });
    this.details = { newPrice, legIndex };
  }
}

type PromoProblem = 'promo.unknown' | 'promo.expired' | 'promo.notYet' | 'promo.usedUp' | 'promo.disabled' | 'promo.otherRoute' | 'promo.fewTravellers';

/** A promo code that does not apply (unknown, expired, used up…): 400 naming it, as the problem of `promoCode`. */
export class PromoCodeError extends InvalidInputError {
  constructor(
    readonly problem: PromoProblem,
    values: { code: string; min?: number },
  ) {
    super(problem, values, { promoCode: [sentence(problem, values)] });
  }
}

/** A promo code whose uses are all taken (or that was disabled meanwhile) when the hold counted them. */
export class PromoUsedUpError extends PromoCodeError {
  constructor(code: string) {
    super('promo.usedUp', { code });
  }
}
