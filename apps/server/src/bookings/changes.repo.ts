import { and, asc, eq, gt, inArray, isNull, lt } from 'drizzle-orm';
import { onSale } from '../catalog/flights.repo.js';
import type { Db } from '../db/open.js';
import { bookingLegs, bookingPassengers, changeOffers, flights } from '../db/schema.js';

/** What changing a booking reads (the writes are the lifecycle's): fares, flights' times and offers. */

/** A leg's package and fare as booked, with its fare rules. */
export async function bookedLeg(db: Db, bookingId: string, legIndex: number) {
  const [row] = await db
    .select()
    .from(bookingLegs)
    .where(and(eq(bookingLegs.bookingId, bookingId), eq(bookingLegs.legIndex, legIndex)));
  return row ?? null;
}

/** Each passenger's share of a leg's adult fare, in percent. */
export async function farePercentsOf(db: Db, bookingId: string): Promise<number[]> {
  const rows = await db.select({ farePercent: bookingPassengers.farePercent }).from(bookingPassengers).where(and(eq(bookingPassengers.bookingId, bookingId), isNull(bookingPassengers.cancelledAt)));
  return rows.map((r) => r.farePercent);
}

/** Departure instants, statuses and numbers of flights, as they are now. */
export function flightTimes(db: Db, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: flights.id, flightNumber: flights.flightNumber, departsAt: flights.departsAt, status: flights.status })
    .from(flights)
    .where(inArray(flights.id, ids));
}

/** An offer of a booking, unlocked (what accepting it will cost). */
export async function findOffer(db: Db, id: string, bookingId: string) {
  const [row] = await db
    .select()
    .from(changeOffers)
    .where(and(eq(changeOffers.id, id), eq(changeOffers.bookingId, bookingId)));
  return row ?? null;
}

/** Flights of a route on sale departing between two instants (at most 100, by departure): what a leg may move to. */
export async function flightsOnRoute(db: Db, route: { fromId: string; toId: string }, after: Date, before: Date): Promise<string[]> {
  const rows = await db
    .select({ id: flights.id })
    .from(flights)
    .where(and(eq(flights.fromId, route.fromId), eq(flights.toId, route.toId), gt(flights.departsAt, after), lt(flights.departsAt, before), onSale))
    .orderBy(asc(flights.departsAt))
    .limit(100);
  return rows.map((r) => r.id);
}
