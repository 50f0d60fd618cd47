import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/open.js';
import { isUuid } from '../db/errors.js';
import { recordAudit, type Actor } from '../audit/audit.js';
import { serviceSeatsOf } from '../services/services.repo.js';
import { bookingLegs, bookingPassengers, bookings, flightCheckIn, flights, locations, seatAssignments, tickets } from '../db/schema.js';

const fromLoc = alias(locations, 'from_loc');
const toLoc = alias(locations, 'to_loc');

/** A flight as check-in and boarding passes need it: places with their codes and zones. */
export async function flightForCheckIn(db: Db, flightId: string) {
  if (!isUuid(flightId)) return null;
  const [row] = await db
    .select({
      id: flights.id,
      flightNumber: flights.flightNumber,
      planeNumber: flights.planeNumber,
      departingDate: flights.departingDate,
      departingTime: flights.departingTime,
      departsAt: flights.departsAt,
      estimatedDepartsAt: flights.estimatedDepartsAt,
      fromName: fromLoc.name,
      fromCode: fromLoc.iataCode,
      fromZone: fromLoc.timeZone,
      toName: toLoc.name,
      toCode: toLoc.iataCode,
      gate: flightCheckIn.gate,
      status: flights.status,
    })
    .from(flights)
    .innerJoin(fromLoc, eq(fromLoc.id, flights.fromId))
    .innerJoin(toLoc, eq(toLoc.id, flights.toId))
    .leftJoin(flightCheckIn, eq(flightCheckIn.flightId, flights.id))
    .where(eq(flights.id, flightId));
  // One true time: a delay's new time is when the flight leaves, so boarding and the check-in cut-off move with it.
  return row ? { ...row, expectedDepartsAt: row.status === 'delayed' && row.estimatedDepartsAt ? row.estimatedDepartsAt : row.departsAt } : null;
}
export type CheckInFlight = NonNullable<Awaited<ReturnType<typeof flightForCheckIn>>>;

/** The seats already given on a flight: at check-in, or chosen ahead as a service of the order (held or issued). */
export async function takenSeats(db: Db, flightId: string): Promise<Set<string>> {
  const rows = await db.select({ seat: seatAssignments.seat }).from(seatAssignments).where(and(eq(seatAssignments.flightId, flightId), isNotNull(seatAssignments.seat)));
  const chosen = await serviceSeatsOf(db, flightId);
  return new Set([...rows.map((r) => r.seat!), ...chosen.map((r) => r.seat!)]);
}

/** A booking's status, legs (flight ids), passengers and check-ins. */
export async function bookingForCheckIn(db: Db, bookingId: string) {
  const [[head], legs, passengers, assignments, ticketRows] = await Promise.all([
    db.select({ pnr: bookings.pnr, status: bookings.status }).from(bookings).where(eq(bookings.id, bookingId)),
    // Legs and passengers cancelled alone (a partial cancellation) check in no more.
    db
      .select({ legIndex: bookingLegs.legIndex, flightId: bookingLegs.flightId })
      .from(bookingLegs)
      .where(and(eq(bookingLegs.bookingId, bookingId), isNull(bookingLegs.cancelledAt)))
      .orderBy(asc(bookingLegs.legIndex)),
    db
      .select({ index: bookingPassengers.passengerIndex, name: bookingPassengers.name, firstName: bookingPassengers.firstName, lastName: bookingPassengers.lastName, type: bookingPassengers.type })
      .from(bookingPassengers)
      .where(and(eq(bookingPassengers.bookingId, bookingId), isNull(bookingPassengers.cancelledAt)))
      .orderBy(asc(bookingPassengers.passengerIndex)),
    db.select().from(seatAssignments).where(eq(seatAssignments.bookingId, bookingId)).orderBy(asc(seatAssignments.legIndex), asc(seatAssignments.passengerIndex)),
    db.select({ legIndex: tickets.legIndex, passengerIndex: tickets.passengerIndex }).from(tickets).where(eq(tickets.bookingId, bookingId)),
  ]);
  if (!head) return null;
  return { ...head, legs, passengers, assignments, tickets: ticketRows };
}
export type CheckInBooking = NonNullable<Awaited<ReturnType<typeof bookingForCheckIn>>>;
export type SeatAssignment = typeof seatAssignments.$inferSelect;

/** The booking's status, read with a share lock: a cancellation cannot slip in before the check-in commits. */
export async function lockedStatus(tx: Db, bookingId: string): Promise<string | null> {
  const [row] = await tx.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, bookingId)).for('share');
  return row?.status ?? null;
}

/** The flight's next check-in sequence number, raised atomically (the counter row is locked until commit). */
export async function nextSequence(tx: Db, flightId: string): Promise<number> {
  const [row] = await tx
    .insert(flightCheckIn)
    .values({ flightId, lastSequence: 1 })
    .onConflictDoUpdate({ target: flightCheckIn.flightId, set: { lastSequence: sql`${flightCheckIn.lastSequence} + 1` } })
    .returning({ n: flightCheckIn.lastSequence });
  return row!.n;
}

export async function insertAssignment(tx: Db, a: { flightId: string; bookingId: string; legIndex: number; passengerIndex: number; seat: string | null; sequence: number; checkedInAt?: Date }) {
  await tx.insert(seatAssignments).values(a);
}

/**
 * Moves a checked-in passenger who has not boarded from seat `from` to `to`. When the row is no longer in `from`
 * (another request moved it first) or has boarded, says so instead: one request's choice never silently
 * replaces another's.
 */
export async function moveSeat(tx: Db, id: string, from: string | null, to: string): Promise<'moved' | 'boarded' | { seat: string | null }> {
  const rows = await tx
    .update(seatAssignments)
    .set({ seat: to })
    .where(and(eq(seatAssignments.id, id), sql`${seatAssignments.boardedAt} is null`, sql`${seatAssignments.seat} is not distinct from ${from}`))
    .returning({ id: seatAssignments.id });
  if (rows.length > 0) return 'moved';
  const [now] = await tx.select({ seat: seatAssignments.seat, boardedAt: seatAssignments.boardedAt }).from(seatAssignments).where(eq(seatAssignments.id, id));
  return now?.boardedAt ? 'boarded' : { seat: now?.seat ?? null };
}

/** Check-ins of one leg end when it moves to another flight (a cancelled flight's free move). */
export async function releaseLegAssignments(tx: Db, bookingId: string, legIndex: number): Promise<void> {
  await tx.delete(seatAssignments).where(and(eq(seatAssignments.bookingId, bookingId), eq(seatAssignments.legIndex, legIndex)));
}

/** Check-ins of a cancelled booking end with it: their seats return to the map. */
export async function releaseAssignments(tx: Db, bookingId: string): Promise<void> {
  await tx.delete(seatAssignments).where(eq(seatAssignments.bookingId, bookingId));
}

/** A booking's id and status by its reference: the gate refuses passes of bookings that are not ticketed. */
export async function bookingByPnr(db: Db, pnr: string) {
  const [row] = await db.select({ id: bookings.id, pnr: bookings.pnr, status: bookings.status }).from(bookings).where(eq(bookings.pnr, pnr));
  return row ?? null;
}

/** The checked-in passenger of a flight with this booking and sequence number, with the name on record. */
export async function findForBoarding(db: Db, flightId: string, bookingId: string, sequence: number) {
  const [row] = await db
    .select({ a: seatAssignments, name: bookingPassengers.name, firstName: bookingPassengers.firstName, lastName: bookingPassengers.lastName })
    .from(seatAssignments)
    .innerJoin(bookingPassengers, and(eq(bookingPassengers.bookingId, seatAssignments.bookingId), eq(bookingPassengers.passengerIndex, seatAssignments.passengerIndex)))
    .where(and(eq(seatAssignments.flightId, flightId), eq(seatAssignments.bookingId, bookingId), eq(seatAssignments.sequence, sequence)));
  return row ?? null;
}

/** Marks boarded unless already boarded; the time of boarding, or null when someone boarded the pass first. */
export async function markBoarded(tx: Db, id: string): Promise<Date | null> {
  const [row] = await tx
    .update(seatAssignments)
    .set({ boardedAt: sql`now()` })
    .where(and(eq(seatAssignments.id, id), sql`${seatAssignments.boardedAt} is null`))
    .returning({ at: seatAssignments.boardedAt });
  return row?.at ?? null;
}

/** Every check-in of a flight, for the manifest. */
export function flightAssignments(db: Db, flightId: string) {
  return db
    .select({ bookingId: seatAssignments.bookingId, passengerIndex: seatAssignments.passengerIndex, pnr: bookings.pnr, seat: seatAssignments.seat, checkedInAt: seatAssignments.checkedInAt, boardedAt: seatAssignments.boardedAt })
    .from(seatAssignments)
    .innerJoin(bookings, eq(bookings.id, seatAssignments.bookingId))
    .where(eq(seatAssignments.flightId, flightId));
}

/** Sets (or clears, null) a flight's gate; a change is written to the audit log in the same transaction. */
export async function setGate(db: Db, flightId: string, gate: string | null, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select({ gate: flightCheckIn.gate }).from(flightCheckIn).where(eq(flightCheckIn.flightId, flightId)).for('update');
    await tx
      .insert(flightCheckIn)
      .values({ flightId, gate })
      .onConflictDoUpdate({ target: flightCheckIn.flightId, set: { gate } });
    const was = before?.gate ?? null;
    if (was !== gate) await recordAudit(tx, actor, { entity: 'flight', entityId: flightId, action: 'gate', before: { gate: was }, after: { gate } });
  });
}

export async function gateOf(db: Db, flightIds: string[]): Promise<Map<string, string | null>> {
  const rows = flightIds.length ? await db.select({ flightId: flightCheckIn.flightId, gate: flightCheckIn.gate }).from(flightCheckIn).where(inArray(flightCheckIn.flightId, flightIds)) : [];
  return new Map(rows.map((r) => [r.flightId, r.gate]));
}
