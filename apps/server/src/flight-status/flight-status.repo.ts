import { and, asc, eq, gt, inArray, lte, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FlightStatusValue } from '@tarmac/shared';
import type { Db } from '../db/open.js';
import { isUuid } from '../db/errors.js';
import { bookingLegs, bookings, flights, locations, users } from '../db/schema.js';
import type { legsWithFlights } from '../bookings/bookings.repo.js';
import { onSale } from '../catalog/flights.repo.js';

/** A booking's legs with their flights (kept with the bookings' queries). */
export { legsWithFlights } from '../bookings/bookings.repo.js';

/** All SQL of the flight-status domain: a flight's status, the bookings it touches, moving a leg. */

const fromLoc = alias(locations, 'from_loc');
const toLoc = alias(locations, 'to_loc');

function selectStatusFlights(db: Db) {
  return db
    .select({
      f: flights,
      fromName: fromLoc.name,
      toName: toLoc.name,
      fromZone: fromLoc.timeZone,
      toZone: toLoc.timeZone,
    })
    .from(flights)
    .innerJoin(fromLoc, eq(fromLoc.id, flights.fromId))
    .innerJoin(toLoc, eq(toLoc.id, flights.toId));
}
export type StatusFlight = Awaited<ReturnType<ReturnType<typeof selectStatusFlights>['execute']>>[number];

/** The flight with that number departing on that local date, or null. */
export async function findByNumberAndDate(db: Db, flightNumber: string, date: string): Promise<StatusFlight | null> {
  const [row] = await selectStatusFlights(db).where(and(eq(flights.flightNumber, flightNumber), eq(flights.departingDate, date)));
  return row ?? null;
}

/** The flight with that id, locked until the caller's transaction ends (a malformed id names none). */
export async function lockStatusFlight(tx: Db, id: string): Promise<StatusFlight | null> {
  if (!isUuid(id)) return null;
  const [row] = await selectStatusFlights(tx).where(eq(flights.id, id)).for('update', { of: flights });
  return row ?? null;
}

export async function findStatusFlight(db: Db, id: string): Promise<StatusFlight | null> {
  if (!isUuid(id)) return null;
  const [row] = await selectStatusFlights(db).where(eq(flights.id, id));
  return row ?? null;
}

export async function writeStatus(tx: Db, id: string, change: { status: FlightStatusValue; estimatedDepartsAt: Date | null; reason: string }): Promise<void> {
  await tx
    .update(flights)
    .set({ status: change.status, estimatedDepartsAt: change.estimatedDepartsAt, statusReason: change.reason, statusChangedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(flights.id, id));
}

/** The held and ticketed bookings with a leg on the flight, locked in id order, with whom to tell. */
export async function lockBookingsOnFlight(tx: Db, flightId: string) {
  return tx
    .select({
      id: bookings.id,
      pnr: bookings.pnr,
      status: bookings.status,
      travellers: bookings.travellers,
      language: bookings.language,
      contactPhone: bookings.contactPhone,
      // The account's e-mail for an account's booking, the contact's for a guest's.
      email: sql<string>`coalesce(${users.email}, ${bookings.contactEmail})`,
    })
    .from(bookings)
    .leftJoin(users, eq(users.id, bookings.userId))
    .where(
      and(
        inArray(bookings.status, ['held', 'ticketed']),
        sql`${bookings.id} in (select ${bookingLegs.bookingId} from ${bookingLegs} where ${bookingLegs.flightId} = ${flightId} and ${bookingLegs.cancelledAt} is null)`,
      ),
    )
    .orderBy(asc(bookings.id))
    .for('update', { of: bookings });
}

export type LegWithFlight = Awaited<ReturnType<typeof legsWithFlights>>[number];

/**
 * The flights of the route a cancelled flight's travellers may move to: departing after it and up to `until`,
 * not yet departed, not cancelled, departed or arrived, with at least `seats` seats left.
 */
export async function rebookingCandidates(db: Db, leg: { flightId: string; fromId: string; toId: string; departsAt: Date }, until: Date, seats: number) {
  return db
    .select({
      flightId: flights.id,
      flightNumber: flights.flightNumber,
      departingDate: flights.departingDate,
      departingTime: flights.departingTime,
      arrivalDate: flights.arrivalDate,
      arrivalTime: flights.arrivalTime,
      seatsLeft: flights.seatsLeft,
      departsAt: flights.departsAt,
    })
    .from(flights)
    .where(
      and(
        eq(flights.fromId, leg.fromId),
        eq(flights.toId, leg.toId),
        ne(flights.id, leg.flightId),
        gt(flights.departsAt, leg.departsAt),
        lte(flights.departsAt, until),
        onSale,
        sql`${flights.seatsLeft} >= ${seats}`,
      ),
    )
    .orderBy(asc(flights.departsAt), asc(flights.flightNumber));
}

/** Moves one leg of a booking to another flight (its package and the price paid stay). */
export async function moveLeg(tx: Db, bookingId: string, legIndex: number, flightId: string): Promise<void> {
  await tx
    .update(bookingLegs)
    .set({ flightId })
    .where(and(eq(bookingLegs.bookingId, bookingId), eq(bookingLegs.legIndex, legIndex)));
}
