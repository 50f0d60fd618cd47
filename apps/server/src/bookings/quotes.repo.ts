import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { fareShare, type RefundLeg } from '@tarmac/shared';
import type { Db } from '../db/open.js';
import { issuedPerLeg } from '../services/services.repo.js';
import { bookingLegs, bookingPassengers, cancellationQuotes, flights } from '../db/schema.js';

/** A leg's departure, the fare rules it was sold under and its adult fare: what its refund is worked out from. */
const legRefundColumns = {
  departsAt: flights.departsAt,
  packagePrice: bookingLegs.packagePrice,
  refundable: bookingLegs.refundable,
  changeFee: bookingLegs.changeFee,
  refundFeeBefore24h: bookingLegs.refundFeeBefore,
  refundFeeWithin24h: bookingLegs.refundFeeWithin,
};

/**
 * What a refund is worked out from: each leg's departure, the fare rules it was sold under, and what every
 * passenger together paid for it (their share of the adult fare, as the booking charged it).
 */
export async function refundBasis(db: Db, bookingId: string): Promise<RefundLeg[]> {
  // One after the other: this runs inside the cancelling transaction, on one connection.
  const legs = await db
    .select({ legIndex: bookingLegs.legIndex, ...legRefundColumns })
    .from(bookingLegs)
    .innerJoin(flights, eq(flights.id, bookingLegs.flightId))
    .where(and(eq(bookingLegs.bookingId, bookingId), isNull(bookingLegs.cancelledAt)))
    .orderBy(asc(bookingLegs.legIndex));
  const people = await db
    .select({ farePercent: bookingPassengers.farePercent })
    .from(bookingPassengers)
    .where(and(eq(bookingPassengers.bookingId, bookingId), isNull(bookingPassengers.cancelledAt)));
  // Services paid for a leg (API.md "More than a seat") are given back with its fare, by the same rules.
  const services = await issuedPerLeg(db, bookingId);
  return legs.map(({ packagePrice, legIndex, ...leg }) => ({ ...leg, paid: people.reduce((sum, p) => sum + fareShare(packagePrice, p.farePercent), 0) + (services.get(legIndex) ?? 0) }));
}

/** What a partial cancellation is worked out from: every leg and passenger, cancelled ones too (by index). */
export async function partialBasis(db: Db, bookingId: string) {
  const legs = await db
    .select({
      legIndex: bookingLegs.legIndex,
      cancelled: sql<boolean>`${bookingLegs.cancelledAt} is not null`,
      ...legRefundColumns,
    })
    .from(bookingLegs)
    .innerJoin(flights, eq(flights.id, bookingLegs.flightId))
    .where(eq(bookingLegs.bookingId, bookingId))
    .orderBy(asc(bookingLegs.legIndex));
  const people = await db
    .select({ passengerIndex: bookingPassengers.passengerIndex, type: bookingPassengers.type, farePercent: bookingPassengers.farePercent, cancelled: sql<boolean>`${bookingPassengers.cancelledAt} is not null` })
    .from(bookingPassengers)
    .where(eq(bookingPassengers.bookingId, bookingId))
    .orderBy(asc(bookingPassengers.passengerIndex));
  return { legs, people };
}
export type PartialBasis = Awaited<ReturnType<typeof partialBasis>>;

export type QuoteRow = typeof cancellationQuotes.$inferSelect;

export async function insertQuote(db: Db, row: Omit<QuoteRow, 'usedAt' | 'createdAt' | 'passengers' | 'legs'> & Partial<Pick<QuoteRow, 'passengers' | 'legs'>>): Promise<void> {
  await db.insert(cancellationQuotes).values(row);
}

/** A booking's quote, locked until the caller's transaction ends. */
export async function lockQuote(tx: Db, id: string, bookingId: string): Promise<QuoteRow | null> {
  const [row] = await tx
    .select()
    .from(cancellationQuotes)
    .where(and(eq(cancellationQuotes.id, id), eq(cancellationQuotes.bookingId, bookingId)))
    .for('update');
  return row ?? null;
}

export async function markQuoteUsed(tx: Db, id: string): Promise<void> {
  await tx.update(cancellationQuotes).set({ usedAt: sql`now()` }).where(eq(cancellationQuotes.id, id));
}
