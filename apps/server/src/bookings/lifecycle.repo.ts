import { and, asc, eq, inArray, lte, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { BookingStatus } from '@tarmac/shared';
import type { Db } from '../db/open.js';
import { bookingEvents, bookingLegs, bookingPassengers, bookings, flights, seatAssignments, tickets } from '../db/schema.js';
import { SoldOutError } from './errors.js';
import { onSale } from '../catalog/flights.repo.js';
import { auditInsert, type Actor, type AuditEntry } from '../audit/audit.js';

/**
 * The SQL of a booking's life: seats taken and given back, tickets issued, statuses and their records. Only
 * `lifecycle.ts` calls it (lint keeps it so); every function takes the caller's transaction.
 */

export type BookingRow = typeof bookings.$inferSelect;

/** One change of a booking's status, as its event row and its audit entry record it. */
export interface StatusChange {
  bookingId: string;
  from: BookingStatus | null;
  to: BookingStatus;
  reason: string;
  at?: Date;
}

/** The audit entry of a booking's status change (the hold function writes the same shape in SQL). */
export const statusEntry = (c: StatusChange): AuditEntry => ({
  entity: 'booking',
  entityId: c.bookingId,
  action: 'status',
  before: c.from ? { status: c.from } : null,
  after: { status: c.to, reason: c.reason },
});

/** The event rows and audit entries of status changes, as statements not yet run (for `together`). */
export function statusRecords(tx: Db, actor: Actor, changes: readonly StatusChange[]): SQLWrapper[] {
  if (changes.length === 0) return [];
  return [
    tx.insert(bookingEvents).values(changes.map((c) => ({ bookingId: c.bookingId, fromStatus: c.from, toStatus: c.to, reason: c.reason, ...(c.at ? { at: c.at } : {}) }))),
    auditInsert(tx, actor, changes.map(statusEntry)),
  ];
}

/**
 * Takes `n` seats on each flight through the conditional update (never below zero, never a departed or cancelled
 * flight), in flight-id order so two multi-leg bookings cannot deadlock. Throws SoldOutError when a leg lacks them:
 * the caller's transaction (or savepoint) must then roll back, or the legs taken before stay taken.
 */
export async function takeSeats(tx: Db, flightIds: readonly string[], n: number): Promise<void> {
  for (const flightId of [...flightIds].sort()) {
    const taken = await tx
      .update(flights)
      .set({ seatsLeft: sql`${flights.seatsLeft} - ${n}` })
      .where(and(eq(flights.id, flightId), sql`${flights.seatsLeft} >= ${n}`, onSale))
      .returning({ id: flights.id });
    if (taken.length === 0) throw new SoldOutError();
  }
}

/** Gives seats back: `seats` maps a flight id to how many (in flight-id order, like takeSeats), on any flight. */
export async function returnSeats(tx: Db, seats: ReadonlyMap<string, number>): Promise<void> {
  for (const [flightId, n] of [...seats].sort(([a], [b]) => a.localeCompare(b))) {
    if (n === 0) continue;
    await tx
      .update(flights)
      .set({ seatsLeft: sql`${flights.seatsLeft} + ${n}` })
      .where(eq(flights.id, flightId));
  }
}

/** The flights of a booking's legs, with their departure instants and statuses, in leg order. */
export function legFlights(tx: Db, bookingId: string) {
  return tx
    .select({ legIndex: bookingLegs.legIndex, flightId: bookingLegs.flightId, departsAt: flights.departsAt, status: flights.status })
    .from(bookingLegs)
    .innerJoin(flights, eq(flights.id, bookingLegs.flightId))
    .where(eq(bookingLegs.bookingId, bookingId))
    .orderBy(asc(bookingLegs.legIndex));
}

/** The seats of whole bookings per flight (every leg, whatever its flight's status): what giving them back returns. */
export async function seatsOf(tx: Db, gone: readonly { id: string; travellers: number }[]): Promise<Map<string, number>> {
  if (gone.length === 0) return new Map();
  const legs = await tx.select({ bookingId: bookingLegs.bookingId, flightId: bookingLegs.flightId }).from(bookingLegs).where(inArray(bookingLegs.bookingId, gone.map((g) => g.id)));
  const seats = new Map<string, number>();
  for (const leg of legs) {
    const n = gone.find((g) => g.id === leg.bookingId)?.travellers ?? 0;
    seats.set(leg.flightId, (seats.get(leg.flightId) ?? 0) + n);
  }
  return seats;
}

/** The booking row, locked until the caller's transaction ends. */
export async function lockBooking(tx: Db, id: string): Promise<BookingRow | null> {
  const [row] = await tx.select().from(bookings).where(eq(bookings.id, id)).for('update');
  return row ?? null;
}

/** The update of a booking's status with the timestamp of its new status (not yet run). */
export function statusUpdate(tx: Db, bookingId: string, to: 'ticketed' | 'cancelled' | 'expired') {
  const stamp = to === 'ticketed' ? { ticketedAt: sql`now()` } : to === 'cancelled' ? { cancelledAt: sql`now()` } : { expiredAt: sql`now()` };
  return tx
    .update(bookings)
    .set({ status: to, ...stamp })
    .where(eq(bookings.id, bookingId));
}

/** One ticket per passenger (infants too) and leg, numbered from ticket_number_seq (not yet run). */
export function ticketsInsert(bookingId: string): SQL {
  return sql`insert into ${tickets} (booking_id, passenger_index, leg_index)
    select ${bookingId}::uuid, p.passenger_index, l.leg_index
    from ${bookingPassengers} p, ${bookingLegs} l
    where p.booking_id = ${bookingId}::uuid and l.booking_id = ${bookingId}::uuid
    order by p.passenger_index, l.leg_index
    on conflict do nothing`;
}

/** Ends the check-ins (and so the boarding passes) of a booking, or of one of its legs (not yet run). */
export function checkInsDelete(tx: Db, bookingId: string, legIndex?: number) {
  return tx
    .delete(seatAssignments)
    .where(and(eq(seatAssignments.bookingId, bookingId), legIndex === undefined ? undefined : eq(seatAssignments.legIndex, legIndex)));
}

/** Points a booking's leg at another flight (the package, its price and the ticket numbers stay). */
export function legMove(tx: Db, bookingId: string, legIndex: number, flightId: string) {
  return tx
    .update(bookingLegs)
    .set({ flightId })
    .where(and(eq(bookingLegs.bookingId, bookingId), eq(bookingLegs.legIndex, legIndex)));
}

export interface ExpiryScope {
  /** Only these bookings (a read of them); without it and `userId`, every overdue hold (the sweep). */
  bookingIds?: readonly string[];
  userId?: string;
}

const overdueHolds = (now: Date, scope: ExpiryScope) =>
  and(
    eq(bookings.status, 'held'),
    lte(bookings.payBy, now),
    scope.bookingIds ? inArray(bookings.id, [...scope.bookingIds]) : undefined,
    scope.userId ? eq(bookings.userId, scope.userId) : undefined,
  );

/** A cheap indexed look for overdue holds (at most 1,000), before any transaction is opened. */
export async function overdueHoldIds(db: Db, now: Date, scope: ExpiryScope): Promise<string[]> {
  const due = await db.select({ id: bookings.id }).from(bookings).where(overdueHolds(now, scope)).limit(1000);
  return due.map((d) => d.id);
}

/**
 * Marks the overdue holds among `ids` expired: rows locked in id order (two sweeps cannot deadlock), the update
 * conditional on `held`, so a hold paid or cancelled meanwhile is left alone. Answers the rows it changed.
 */
export async function markExpired(tx: Db, ids: readonly string[], now: Date, scope: ExpiryScope) {
  const locked = tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(overdueHolds(now, scope), inArray(bookings.id, [...ids])))
    .orderBy(asc(bookings.id))
    .for('update');
  return tx
    .update(bookings)
    .set({ status: 'expired', expiredAt: now })
    .where(and(inArray(bookings.id, locked), eq(bookings.status, 'held')))
    .returning({ id: bookings.id, travellers: bookings.travellers });
}
