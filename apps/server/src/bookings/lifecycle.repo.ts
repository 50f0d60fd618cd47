import { and, asc, eq, inArray, lte, sql, type SQLWrapper } from 'drizzle-orm';
import type { BookingStatus } from '@tarmac/shared';
import type { Db } from '../db/open.js';
import { auditLog, bookingEvents, bookingLegs, bookingPassengers, bookings, flights, tickets, users } from '../db/schema.js';
import { SoldOutError } from './errors.js';
import { recordAudit, SYSTEM_ACTOR, type Actor, type AuditEntry } from '../audit/audit.js';
import type { PlaceholderValues } from '../db/together.js';
import { preparedPerDatabase } from '../db/prepared.js';

/**
 * The booking's life in SQL: seats taken and given back, tickets issued, status changes recorded. Every
 * function takes the caller's transaction; each status change writes its booking_events row in it.
 */

/** The audit entry of a booking's status change (the hold function writes the same shape in SQL). */
const statusEntry = (bookingId: string, from: BookingStatus | null, to: BookingStatus, reason: string): AuditEntry => ({
  entity: 'booking',
  entityId: bookingId,
  action: 'status',
  before: from ? { status: from } : null,
  after: { status: to, reason },
});

/** Records a status change of a booking (in the transaction that makes it). */
export async function recordEvent(tx: Db, bookingId: string, from: BookingStatus | null, to: BookingStatus, reason = '', at?: Date, actor: Actor = SYSTEM_ACTOR) {
  await tx.insert(bookingEvents).values({ bookingId, fromStatus: from, toStatus: to, reason, ...(at ? { at } : {}) });
  await recordAudit(tx, actor, statusEntry(bookingId, from, to, reason));
}

/**
 * Takes `n` seats on each flight through the conditional update (never below zero, never a departed or cancelled
 * flight),
 * in flight-id order so two multi-leg bookings cannot deadlock. Throws SoldOutError when a leg lacks them:
 * the caller's transaction must then roll back, or the legs taken before stay taken.
 */
export async function takeSeats(tx: Db, flightIds: readonly string[], n: number): Promise<void> {
  for (const flightId of [...flightIds].sort()) {
    const taken = await tx
      .update(flights)
      .set({ seatsLeft: sql`${flights.seatsLeft} - ${n}` })
      .where(and(eq(flights.id, flightId), sql`${flights.seatsLeft} >= ${n}`, sql`${flights.departsAt} > now()`, inArray(flights.status, ['scheduled', 'delayed'])))
      .returning({ id: flights.id });
    if (taken.length === 0) throw new SoldOutError();
  }
}

/** Gives seats back: `seats` maps a flight id to how many (in flight-id order, like takeSeats). */
export async function returnSeats(tx: Db, seats: ReadonlyMap<string, number>): Promise<void> {
  for (const [flightId, n] of [...seats].sort(([a], [b]) => a.localeCompare(b))) {
    await tx
      .update(flights)
      .set({ seatsLeft: sql`${flights.seatsLeft} + ${n}` })
      .where(eq(flights.id, flightId));
  }
}

/** The flights of a booking's legs, with their departure instants. */
export function legFlights(tx: Db, bookingId: string) {
  return tx
    .select({ flightId: bookingLegs.flightId, departsAt: flights.departsAt })
    .from(bookingLegs)
    .innerJoin(flights, eq(flights.id, bookingLegs.flightId))
    .where(eq(bookingLegs.bookingId, bookingId))
    .orderBy(asc(bookingLegs.legIndex));
}

/** The seats of whole bookings per flight: what giving them back returns. */
async function seatsOf(tx: Db, gone: readonly { id: string; travellers: number }[]): Promise<Map<string, number>> {
  const legs = await tx.select({ bookingId: bookingLegs.bookingId, flightId: bookingLegs.flightId }).from(bookingLegs).where(inArray(bookingLegs.bookingId, gone.map((g) => g.id)));
  const seats = new Map<string, number>();
  for (const leg of legs) {
    const n = gone.find((g) => g.id === leg.bookingId)?.travellers ?? 0;
    seats.set(leg.flightId, (seats.get(leg.flightId) ?? 0) + n);
  }
  return seats;
}

/** Gives back the seats of one booking (cancelled or expired), in the caller's transaction. */
export async function returnBookingSeats(tx: Db, booking: { id: string; travellers: number }): Promise<void> {
  await returnSeats(tx, await seatsOf(tx, [booking]));
}

/**
 * Issuing the tickets as statements for a `preparedTogether`, with placeholders `booking`, `fromStatus`, `reason`,
 * `auditBefore` and `auditAfter` (fill them with `issueTicketsValues`): one ticket per passenger (infants too) and
 * leg (numbers from ticket_number_seq), the booking marked ticketed, its event and its audit entry.
 */
export function issueTicketsStatements(db: Db): SQLWrapper[] {
  const p = sql.placeholder;
  return [
    sql`insert into ${tickets} (booking_id, passenger_index, leg_index)
      select ${p('booking')}::uuid, p.passenger_index, l.leg_index
      from ${bookingPassengers} p, ${bookingLegs} l
      where p.booking_id = ${p('booking')}::uuid and l.booking_id = ${p('booking')}::uuid
      order by p.passenger_index, l.leg_index
      on conflict do nothing`,
    db.update(bookings).set({ status: 'ticketed', ticketedAt: sql`now()` }).where(eq(bookings.id, sql`${p('booking')}::uuid`)),
    db.insert(bookingEvents).values({ bookingId: p('booking'), fromStatus: p('fromStatus'), toStatus: 'ticketed', reason: p('reason') }),
    // auditInsert's row for statusEntry(booking, fromStatus, 'ticketed', reason) by SYSTEM_ACTOR.
    db.insert(auditLog).values({
      actorId: SYSTEM_ACTOR.id,
      actorEmail: SYSTEM_ACTOR.email,
      entity: 'booking',
      entityId: p('booking'),
      action: 'status',
      before: sql`${p('auditBefore')}::jsonb`,
      after: sql`${p('auditAfter')}::jsonb`,
    }),
  ];
}

/** The values `issueTicketsStatements` takes for `booking`, ticketed for `reason`. */
export function issueTicketsValues(booking: { id: string; status: BookingStatus }, reason: string): PlaceholderValues {
  const entry = statusEntry(booking.id, booking.status, 'ticketed', reason);
  return { booking: booking.id, fromStatus: booking.status, reason, auditBefore: JSON.stringify(entry.before), auditAfter: JSON.stringify(entry.after) };
}

export interface ExpiryScope {
  /** Only these bookings (a read of them); without it and `userId`, every overdue hold (the sweep). */
  bookingIds?: readonly string[];
  userId?: string;
}

/**
 * Turns every held booking whose `pay_by` is not after `now` into `expired` and gives its seats back, in one
 * transaction. The status update is conditional (`status = 'held'`) and its rows are locked in id order, so a
 * hold is expired once, never together with a payment or a cancellation of it, and two sweeps cannot deadlock.
 * Seats are returned only for the rows this call changed. Answers the ids of the bookings it expired.
 * A cheap indexed look comes first, so a read with nothing overdue opens no transaction.
 */
export async function expireHolds(db: Db, now: Date = new Date(), scope: ExpiryScope = {}): Promise<string[]> {
  if (scope.bookingIds && scope.bookingIds.length === 0) return [];
  const overdue = and(
    eq(bookings.status, 'held'),
    lte(bookings.payBy, now),
    scope.bookingIds ? inArray(bookings.id, [...scope.bookingIds]) : undefined,
    scope.userId ? eq(bookings.userId, scope.userId) : undefined,
  );
  const due = await db.select({ id: bookings.id }).from(bookings).where(overdue).limit(1000);
  if (due.length === 0) return [];
  return db.transaction(async (tx) => {
    const locked = tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(overdue, inArray(bookings.id, due.map((d) => d.id))))
      .orderBy(asc(bookings.id))
      .for('update');
    const gone = await tx
      .update(bookings)
      .set({ status: 'expired', expiredAt: now })
      .where(and(inArray(bookings.id, locked), eq(bookings.status, 'held')))
      .returning({ id: bookings.id, travellers: bookings.travellers });
    if (gone.length === 0) return [];
    await tx.insert(bookingEvents).values(gone.map((g) => ({ bookingId: g.id, fromStatus: 'held', toStatus: 'expired', at: now, reason: 'The hold ran out before payment.' })));
    await recordAudit(tx, SYSTEM_ACTOR, gone.map((g) => statusEntry(g.id, 'held', 'expired', 'The hold ran out before payment.')));
    await returnSeats(tx, await seatsOf(tx, gone));
    return gone.map((g) => g.id);
  });
}

export type BookingRow = typeof bookings.$inferSelect;

/** The booking row, locked until the caller's transaction ends. */
export async function lockBooking(tx: Db, id: string): Promise<BookingRow | null> {
  const [row] = await tx.select().from(bookings).where(eq(bookings.id, id)).for('update');
  return row ?? null;
}

/** Changes a booking's status (with its timestamp) and records the event. */
export async function changeStatus(
  tx: Db,
  booking: { id: string; status: BookingStatus },
  to: 'expired' | 'cancelled',
  reason: string,
  actor: Actor = SYSTEM_ACTOR,
): Promise<void> {
  await tx
    .update(bookings)
    .set(to === 'cancelled' ? { status: to, cancelledAt: sql`now()` } : { status: to, expiredAt: sql`now()` })
    .where(eq(bookings.id, booking.id));
  await recordEvent(tx, booking.id, booking.status, to, reason, undefined, actor);
}

const bookingHead = preparedPerDatabase((db) =>
  db
    .select({
      b: bookings,
      name: sql<string>`coalesce(${users.name}, (select p.name from ${bookingPassengers} p where p.booking_id = ${bookings.id} order by p.passenger_index limit 1))`,
      email: bookings.contactEmail,
    })
    .from(bookings)
    .leftJoin(users, eq(users.id, bookings.userId))
    .where(eq(bookings.id, sql.placeholder('id')))
    .prepare('booking_head'),
);

/** The booking's head with whom to bill: what payments need (total, deadline, the account's or the first passenger's name, the contact). */
export async function findBookingHead(db: Db, id: string) {
  const [row] = await bookingHead(db).execute({ id });
  return row ?? null;
}
