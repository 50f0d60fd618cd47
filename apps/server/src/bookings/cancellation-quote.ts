import { randomBytes } from 'node:crypto';
import { fareShare, QUOTE_MINUTES, quoteRefund, type CancellationQuote, type RefundQuote } from '@tarmac/shared';
import { ConflictError, InvalidInputError } from '../lib/domain-errors.js';
import type { Db } from '../db/open.js';
import type { BookingViewer } from '../http/auth.js';
import { AlreadyCancelledError, AlreadyDepartedError, BookingNotFoundError, HoldExpiredError } from './errors.js';
import { expireHolds, type BookingRow } from './lifecycle.js';
import { findBookingRow } from './bookings.repo.js';
import { servicesOf } from '../services/services.repo.js';
import { insertQuote, partialBasis, refundBasis } from './quotes.repo.js';
import { visibleBookingId } from './visible-booking.js';
import type { ReadContext } from './read-bookings.js';

/**
 * What a passenger paid of a fare on a booking with a promo code (issue 31): the fare less its share of the
 * discount, so a refund gives back what was paid, never more.
 */
export const paidOf = (b: Pick<BookingRow, 'total' | 'discount'>, fare: number) =>
  b.discount > 0 && b.total + b.discount > 0 ? Math.floor((fare * b.total) / (b.total + b.discount)) : fare;

/**
 * What cancelling a booking gives back now: nothing was paid for a held booking; a ticketed one gets its fare back
 * by the fare rules of each leg (see `quoteRefund`). Refuses what cannot be cancelled: already cancelled, an
 * expired hold, or a flight that has departed (a no-show gets nothing back).
 */
export async function refundNow(db: Db, b: BookingRow, now: Date): Promise<RefundQuote> {
  if (b.status === 'cancelled') throw new AlreadyCancelledError();
  if (b.status === 'expired') throw new HoldExpiredError(b.payBy);
  const legs = (await refundBasis(db, b.id)).map((l) => ({ ...l, paid: paidOf(b, l.paid) }));
  if (legs.some((l) => l.departsAt <= now)) throw new AlreadyDepartedError();
  return b.status === 'ticketed' ? quoteRefund(legs, b.travellers, now) : { refundAmount: 0, fee: 0 };
}

/** Which passengers and legs a partial cancellation asks for (by index); both empty or absent: the whole booking. */
export interface PartRequest {
  passengers?: readonly number[] | undefined;
  legs?: readonly number[] | undefined;
}

/** What a partial cancellation cancels (infants going with their adults added) and gives back now. */
export interface PartialRefund extends RefundQuote {
  passengers: number[];
  legs: number[];
  /** Seated passengers among `passengers`. */
  seated: number;
}

const unique = (list: readonly number[] = []) => [...new Set(list)].sort((a, b) => a - b);

/**
 * Cancelling only some passengers (on every leg) or some legs (for everyone) of a paid booking, by the fare rules
 * of each leg: every cancelled passenger's fare of each cancelled leg comes back less the leg's fee per seated
 * passenger. An infant goes with its adult (infants beyond the adults who stay are cancelled too, the last ones
 * first); at least one adult and one leg stay. Refuses unknown or already cancelled ones (400 / 409) and departed
 * legs (409).
 */
export async function partialRefundNow(db: Db, b: BookingRow, part: PartRequest, now: Date): Promise<PartialRefund> {
  if (b.status === 'cancelled') throw new AlreadyCancelledError();
  if (b.status !== 'ticketed') throw new ConflictError('partialCancel.needsTicketed');
  const { legs, people } = await partialBasis(db, b.id);
  const passengers = unique(part.passengers);
  const legIndexes = unique(part.legs);
  for (const i of passengers) {
    const p = people.find((x) => x.passengerIndex === i);
    if (!p) throw InvalidInputError.field('passengers', 'nameCorrection.noSuchPassenger', { number: i + 1 });
    if (p.cancelled) throw new ConflictError('partialCancel.passengerGone', { number: i + 1 });
  }
  for (const i of legIndexes) {
    const l = legs.find((x) => x.legIndex === i);
    if (!l) throw InvalidInputError.field('legs', 'change.noSuchLeg', { number: i + 1 });
    if (l.cancelled) throw new ConflictError('partialCancel.legGone', { number: i + 1 });
  }
  if (passengers.length === 0 && legIndexes.length === 0) throw InvalidInputError.field('passengers', 'partialCancel.nothing');
  const staying = () => people.filter((p) => !p.cancelled && !passengers.includes(p.passengerIndex));
  if (!staying().some((p) => p.type === 'adult')) throw new ConflictError('partialCancel.lastAdult');
  // An infant flies on an adult's lap: no more infants may stay than adults.
  for (let left = staying(); left.filter((p) => p.type === 'infant').length > left.filter((p) => p.type === 'adult').length; left = staying()) {
    passengers.push(left.filter((p) => p.type === 'infant').at(-1)!.passengerIndex);
  }
  passengers.sort((x, y) => x - y);
  const activeLegs = legs.filter((l) => !l.cancelled);
  if (activeLegs.every((l) => legIndexes.includes(l.legIndex))) throw new ConflictError('partialCancel.lastLeg');
  const active = people.filter((p) => !p.cancelled);
  const services = await servicesOf(db, [b.id]);
  let refundAmount = 0;
  let fee = 0;
  for (const leg of activeLegs) {
    const gone = legIndexes.includes(leg.legIndex) ? active : active.filter((p) => passengers.includes(p.passengerIndex));
    if (gone.length === 0) continue;
    if (leg.departsAt <= now) throw new AlreadyDepartedError();
    const goneIndexes = new Set(gone.map((p) => p.passengerIndex));
    // Their services paid on this leg come back with their fares, by the same rules.
    const servicesPaid = services.filter((x) => x.status === 'issued' && x.legIndex === leg.legIndex && goneIndexes.has(x.passengerIndex)).reduce((sum, x) => sum + x.price, 0);
    const paid = paidOf(b, gone.reduce((sum, p) => sum + fareShare(leg.packagePrice, p.farePercent), 0)) + servicesPaid;
    const q = quoteRefund([{ ...leg, paid }], gone.filter((p) => p.type !== 'infant').length, now);
    refundAmount += q.refundAmount;
    fee += q.fee;
  }
  const seated = active.filter((p) => passengers.includes(p.passengerIndex) && p.type !== 'infant').length;
  return { refundAmount, fee, passengers, legs: legIndexes, seated };
}

/**
 * A quote of cancelling the booking behind a PNR (or only some of its passengers or legs), valid for
 * QUOTE_MINUTES; confirming it cancels (cancel.ts).
 */
export async function quoteCancellation(ctx: ReadContext, viewer: BookingViewer, pnr: string, now = new Date(), part: PartRequest | null | undefined = null): Promise<CancellationQuote> {
  const { db } = ctx.database;
  const id = await visibleBookingId(db, viewer, pnr);
  await expireHolds(ctx, now, { bookingIds: [id] });
  const b = await findBookingRow(db, id);
  if (!b) throw new BookingNotFoundError();
  const expiresAt = new Date(now.getTime() + QUOTE_MINUTES * 60_000);
  const quoteId = `Q${randomBytes(12).toString('hex')}`;
  if (part?.passengers?.length || part?.legs?.length) {
    const partial = await partialRefundNow(db, b, part, now);
    await insertQuote(db, { id: quoteId, bookingId: id, bookingStatus: b.status, refundAmount: partial.refundAmount, fee: partial.fee, expiresAt, passengers: partial.passengers, legs: partial.legs });
    return { quoteId, refundAmount: partial.refundAmount, fee: partial.fee, expiresAt: expiresAt.toISOString(), passengers: partial.passengers, legs: partial.legs };
  }
  const refund = await refundNow(db, b, now);
  await insertQuote(db, { id: quoteId, bookingId: id, bookingStatus: b.status, ...refund, expiresAt });
  return { quoteId, refundAmount: refund.refundAmount, fee: refund.fee, expiresAt: expiresAt.toISOString() };
}
