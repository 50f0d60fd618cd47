import { and, asc, eq, inArray, isNull, lte, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { BookingStatus } from '@tarmac/shared';
import type { Db } from '../db/open.js';
import { bookingChanges, bookingEvents, bookingLegs, bookingPassengers, bookings, changeOffers, flights, seatAssignments, tickets, voidedTickets } from '../db/schema.js';
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
  // A leg cancelled alone gave its seats back then.
  const legs = await tx
    .select({ bookingId: bookingLegs.bookingId, flightId: bookingLegs.flightId })
    .from(bookingLegs)
    .where(and(inArray(bookingLegs.bookingId, gone.map((g) => g.id)), isNull(bookingLegs.cancelledAt)));
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

/** One ticket per passenger (infants too) and leg (or only `legIndex`), numbered from ticket_number_seq (not yet run). */
export function ticketsInsert(bookingId: string, legIndex?: number): SQL {
  const onlyLeg = legIndex === undefined ? sql`` : sql` and l.leg_index = ${legIndex}`;
  return sql`insert into ${tickets} (booking_id, passenger_index, leg_index)
    select ${bookingId}::uuid, p.passenger_index, l.leg_index
    from ${bookingPassengers} p, ${bookingLegs} l
    where p.booking_id = ${bookingId}::uuid and l.booking_id = ${bookingId}::uuid${onlyLeg}
      and p.cancelled_at is null and l.cancelled_at is null
    order by p.passenger_index, l.leg_index
    on conflict do nothing`;
}

/**
 * Voids a booking's tickets of one leg (or of some passengers): they move to `voided_tickets` with the change that
 * voided them, in one statement. Answers the numbers voided.
 */
export async function voidTickets(tx: Db, v: { bookingId: string; changeId: string; legIndex?: number; passengerIndexes?: readonly number[] }): Promise<string[]> {
  const leg = v.legIndex === undefined ? sql`` : sql` and leg_index = ${v.legIndex}`;
  const people = v.passengerIndexes === undefined ? sql`` : sql` and passenger_index in (${sql.join(v.passengerIndexes.map((i) => sql`${i}`), sql`, `)})`;
  const result = (await tx.execute(sql`with gone as (
      delete from ${tickets} where booking_id = ${v.bookingId}::uuid${leg}${people}
      returning number, booking_id, passenger_index, leg_index)
    insert into ${voidedTickets} (number, booking_id, passenger_index, leg_index, change_id)
    select number, booking_id, passenger_index, leg_index, ${v.changeId}::uuid from gone
    returning number`)) as unknown as { rows: { number: string }[] };
  return result.rows.map((r) => r.number);
}

/** The ticket numbers of a booking's leg, in passenger order. */
export async function ticketNumbersOf(tx: Db, bookingId: string, legIndex: number): Promise<string[]> {
  const rows = await tx
    .select({ number: tickets.number })
    .from(tickets)
    .where(and(eq(tickets.bookingId, bookingId), eq(tickets.legIndex, legIndex)))
    .orderBy(asc(tickets.passengerIndex));
  return rows.map((r) => r.number);
}

/** Whether any passenger of the booking (of one leg, when given) is checked in. */
export async function isCheckedIn(tx: Db, bookingId: string, legIndex?: number): Promise<boolean> {
  const rows = await tx
    .select({ id: seatAssignments.id })
    .from(seatAssignments)
    .where(and(eq(seatAssignments.bookingId, bookingId), legIndex === undefined ? undefined : eq(seatAssignments.legIndex, legIndex)))
    .limit(1);
  return rows.length > 0;
}

export type ChangeOfferRow = typeof changeOffers.$inferSelect;
export type NewChangeOffer = Omit<ChangeOfferRow, 'status' | 'acceptedAt' | 'createdAt'>;

export async function insertOffer(tx: Db, row: NewChangeOffer): Promise<void> {
  await tx.insert(changeOffers).values(row);
}

/** A booking's change offer, locked until the caller's transaction ends. */
export async function lockOffer(tx: Db, id: string, bookingId: string): Promise<ChangeOfferRow | null> {
  const [row] = await tx
    .select()
    .from(changeOffers)
    .where(and(eq(changeOffers.id, id), eq(changeOffers.bookingId, bookingId)))
    .for('update');
  return row ?? null;
}

/** The open offers of a booking (of one leg, when given), locked. */
export function lockOpenOffers(tx: Db, bookingId: string, legIndex?: number) {
  return tx
    .select()
    .from(changeOffers)
    .where(and(eq(changeOffers.bookingId, bookingId), legIndex === undefined ? undefined : eq(changeOffers.legIndex, legIndex), eq(changeOffers.status, 'open')))
    .orderBy(asc(changeOffers.id))
    .for('update');
}

/** Closes an open offer (its seats are given back by the caller); answers whether it was still open. */
export async function closeOffer(tx: Db, id: string, to: 'accepted' | 'expired' | 'superseded'): Promise<boolean> {
  const rows = await tx
    .update(changeOffers)
    .set({ status: to, ...(to === 'accepted' ? { acceptedAt: sql`now()` } : {}) })
    .where(and(eq(changeOffers.id, id), eq(changeOffers.status, 'open')))
    .returning({ id: changeOffers.id });
  return rows.length > 0;
}

/** Open offers whose time ran out (at most 500, oldest first), locked and skipped when another sweep has them. */
export function lockOverdueOffers(tx: Db, now: Date) {
  return tx
    .select()
    .from(changeOffers)
    .where(and(eq(changeOffers.status, 'open'), lte(changeOffers.expiresAt, now)))
    .orderBy(asc(changeOffers.expiresAt))
    .limit(500)
    .for('update', { skipLocked: true });
}

/** Any open offer overdue at `now`? (a cheap indexed look before the sweep opens a transaction) */
export async function hasOverdueOffers(db: Db, now: Date): Promise<boolean> {
  const rows = await db
    .select({ id: changeOffers.id })
    .from(changeOffers)
    .where(and(eq(changeOffers.status, 'open'), lte(changeOffers.expiresAt, now)))
    .limit(1);
  return rows.length > 0;
}

/** The leg moves to the offer's flight, package and booking class; it keeps the higher of its fare and the new one (what was paid). */
export function legChange(tx: Db, offer: ChangeOfferRow) {
  return tx
    .update(bookingLegs)
    .set({
      flightId: offer.toFlightId,
      packageId: offer.packageId,
      packageName: offer.packageName,
      packagePrice: sql`greatest(${bookingLegs.packagePrice}, ${offer.packagePrice})`,
      bagWeight: offer.bagWeight,
      refundable: offer.refundable,
      changeFee: offer.changeFee,
      refundFeeBefore: offer.refundFeeBefore,
      refundFeeWithin: offer.refundFeeWithin,
      fareClass: offer.fareClass,
      fareBasis: offer.fareBasis,
    })
    .where(and(eq(bookingLegs.bookingId, offer.bookingId), eq(bookingLegs.legIndex, offer.legIndex)));
}

/** What a booking has been paid in all grows by `amount` (a paid change). */
export function totalAdd(tx: Db, bookingId: string, amount: number) {
  return tx
    .update(bookings)
    .set({ total: sql`${bookings.total} + ${amount}` })
    .where(eq(bookings.id, bookingId));
}

/** The leg of a booking as a change starts from: its flight, package and fare. */
export async function legOf(tx: Db, bookingId: string, legIndex: number) {
  const [row] = await tx
    .select()
    .from(bookingLegs)
    .where(and(eq(bookingLegs.bookingId, bookingId), eq(bookingLegs.legIndex, legIndex)));
  return row ?? null;
}

/** A passenger of a booking. */
export async function passengerOf(tx: Db, bookingId: string, passengerIndex: number) {
  const [row] = await tx
    .select()
    .from(bookingPassengers)
    .where(and(eq(bookingPassengers.bookingId, bookingId), eq(bookingPassengers.passengerIndex, passengerIndex)));
  return row ?? null;
}

/** The passengers of a booking, in order. */
export function passengersOf(tx: Db, bookingId: string) {
  return tx.select().from(bookingPassengers).where(eq(bookingPassengers.bookingId, bookingId)).orderBy(asc(bookingPassengers.passengerIndex));
}

/** A passenger's corrected name (not yet run). */
export function passengerRename(tx: Db, bookingId: string, passengerIndex: number, name: { firstName: string; lastName: string }) {
  return tx
    .update(bookingPassengers)
    .set({ firstName: name.firstName, lastName: name.lastName, name: `${name.firstName} ${name.lastName}` })
    .where(and(eq(bookingPassengers.bookingId, bookingId), eq(bookingPassengers.passengerIndex, passengerIndex)));
}

export type BookingChangeRow = typeof bookingChanges.$inferSelect;

/** A change's record, answering its id. */
export async function changeInsert(tx: Db, actor: Actor, c: Pick<BookingChangeRow, 'bookingId' | 'kind' | 'before' | 'after' | 'amount'>): Promise<string> {
  const [row] = await tx
    .insert(bookingChanges)
    .values({ ...c, actorId: actor.id, actorEmail: actor.email })
    .returning({ id: bookingChanges.id });
  return row!.id;
}

/** Fills in what a change's record learnt after it was written (the new ticket numbers). */
export async function changeAfterUpdate(tx: Db, id: string, after: Record<string, unknown>): Promise<void> {
  await tx.update(bookingChanges).set({ after }).where(eq(bookingChanges.id, id));
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

/** Marks passengers and legs of a booking cancelled (a partial cancellation), not yet run. */
export function passengersCancel(tx: Db, bookingId: string, indexes: readonly number[]) {
  return tx
    .update(bookingPassengers)
    .set({ cancelledAt: sql`now()` })
    .where(and(eq(bookingPassengers.bookingId, bookingId), inArray(bookingPassengers.passengerIndex, [...indexes])));
}
export function legsCancel(tx: Db, bookingId: string, indexes: readonly number[]) {
  return tx
    .update(bookingLegs)
    .set({ cancelledAt: sql`now()` })
    .where(and(eq(bookingLegs.bookingId, bookingId), inArray(bookingLegs.legIndex, [...indexes])));
}

/** Ends the check-ins of some passengers of a booking (on every leg), not yet run. */
export function passengerCheckInsDelete(tx: Db, bookingId: string, passengerIndexes: readonly number[]) {
  return tx.delete(seatAssignments).where(and(eq(seatAssignments.bookingId, bookingId), inArray(seatAssignments.passengerIndex, [...passengerIndexes])));
}

/** A booking's seated travellers and what it keeps, after a partial cancellation (not yet run). */
export function partySet(tx: Db, bookingId: string, change: { travellers: number; total: number }) {
  return tx.update(bookings).set(change).where(eq(bookings.id, bookingId));
}

/** The active (not cancelled) legs of a booking with their flights, in order. */
export function activeLegs(tx: Db, bookingId: string) {
  return tx
    .select({ legIndex: bookingLegs.legIndex, flightId: bookingLegs.flightId, flightNumber: flights.flightNumber, departingDate: flights.departingDate })
    .from(bookingLegs)
    .innerJoin(flights, eq(flights.id, bookingLegs.flightId))
    .where(and(eq(bookingLegs.bookingId, bookingId), isNull(bookingLegs.cancelledAt)))
    .orderBy(asc(bookingLegs.legIndex));
}
