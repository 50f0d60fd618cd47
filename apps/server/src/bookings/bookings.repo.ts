import { and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { adminBookingsQuery, Booking } from '@tarmac/shared';
import type { z } from 'zod';
import type { Db } from '../db/open.js';
import { isUniqueViolation, isUuid, pgConstraint } from '../db/errors.js';
import { bookingLegs, bookingPassengers, bookings, flights, locations, tickets, users } from '../db/schema.js';
import { SoldOutError } from './errors.js';
import { newPnr } from './pnr.js';

const fromLoc = alias(locations, 'from_loc');
const toLoc = alias(locations, 'to_loc');

/** The admin's booking filters, as the query schema gives them. */
export type BookingFilter = z.output<typeof adminBookingsQuery>;

/** Reads whole bookings (legs, passengers, tickets) for the ids given, in that order. */
export async function loadBookings(db: Db, ids: string[]): Promise<Booking[]> {
  if (ids.length === 0) return [];
  const [heads, legs, people, ticketRows] = await Promise.all([
    db
      .select({ b: bookings, email: users.email })
      .from(bookings)
      .innerJoin(users, eq(users.id, bookings.userId))
      .where(inArray(bookings.id, ids)),
    db
      .select({ l: bookingLegs, f: flights, fromName: fromLoc.name, toName: toLoc.name })
      .from(bookingLegs)
      .innerJoin(flights, eq(flights.id, bookingLegs.flightId))
      .innerJoin(fromLoc, eq(fromLoc.id, flights.fromId))
      .innerJoin(toLoc, eq(toLoc.id, flights.toId))
      .where(inArray(bookingLegs.bookingId, ids))
      .orderBy(asc(bookingLegs.legIndex)),
    db.select().from(bookingPassengers).where(inArray(bookingPassengers.bookingId, ids)).orderBy(asc(bookingPassengers.passengerIndex)),
    db.select().from(tickets).where(inArray(tickets.bookingId, ids)).orderBy(asc(tickets.legIndex)),
  ]);
  const byId = new Map(heads.map(({ b, email }) => [b.id, { b, email }]));
  return ids.flatMap((id) => {
    const head = byId.get(id);
    if (!head) return [];
    const { b, email } = head;
    return [
      {
        _id: b.id,
        pnr: b.pnr,
        status: b.status,
        createdAt: b.createdAt.toISOString(),
        userEmail: email,
        travellers: b.travellers,
        total: b.total,
        legs: legs
          .filter((x) => x.l.bookingId === id)
          .map(({ l, f, fromName, toName }) => ({
            flightId: f.id,
            planeNumber: f.planeNumber,
            flightNumber: f.flightNumber,
            flightFromCurrentLocation: fromName,
            flightToDestinationLocation: toName,
            flightDepartingDate: f.departingDate,
            flightDepartingTime: f.departingTime,
            flightArrivalDate: f.arrivalDate,
            flightArrivalTime: f.arrivalTime,
            packageName: l.packageName,
            packagePrice: l.packagePrice,
          })),
        passengers: people
          .filter((p) => p.bookingId === id)
          .map((p) => ({
            name: p.name,
            tickets: ticketRows.filter((t) => t.bookingId === id && t.passengerIndex === p.passengerIndex).map((t) => t.number),
          })),
      },
    ];
  });
}

export async function findBookingByPnr(db: Db, pnr: string) {
  const [row] = await db.select({ id: bookings.id, userId: bookings.userId }).from(bookings).where(eq(bookings.pnr, pnr.toUpperCase()));
  return row ?? null;
}

export async function findByIdempotencyKey(db: Db, userId: string, key: string) {
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.userId, userId), eq(bookings.idempotencyKey, key)));
  return row?.id ?? null;
}

async function listBookingIds(db: Db, where: SQL | undefined, limit = 500): Promise<string[]> {
  const rows = await db.select({ id: bookings.id }).from(bookings).where(where).orderBy(desc(bookings.createdAt), desc(bookings.id)).limit(limit);
  return rows.map((r) => r.id);
}

/** A user's bookings, newest first. */
export async function listUserBookings(db: Db, userId: string): Promise<Booking[]> {
  return loadBookings(db, await listBookingIds(db, eq(bookings.userId, userId)));
}

/** Bookings matching every filter given (all of them when none is), newest first. */
export async function findBookings(db: Db, q: BookingFilter): Promise<Booking[]> {
  const where: SQL[] = [];
  if (q.status) where.push(eq(bookings.status, q.status));
  if (q.pnr) where.push(eq(bookings.pnr, q.pnr));
  if (q.email) where.push(sql`${bookings.userId} in (select ${users.id} from ${users} where ${users.email} = ${q.email})`);
  if (q.flightId) {
    if (!isUuid(q.flightId)) return [];
    where.push(sql`${bookings.id} in (select ${bookingLegs.bookingId} from ${bookingLegs} where ${bookingLegs.flightId} = ${q.flightId})`);
  }
  if (q.from) where.push(gte(bookings.createdAt, new Date(`${q.from}T00:00:00Z`)));
  if (q.to) where.push(lt(bookings.createdAt, new Date(new Date(`${q.to}T00:00:00Z`).getTime() + 86_400_000)));
  return loadBookings(db, await listBookingIds(db, where.length ? and(...where) : undefined));
}

/** Everyone booked on a flight, one row per passenger and booking, in booking order. */
export function flightPassengers(db: Db, flightId: string) {
  return db
    .select({
      pnr: bookings.pnr,
      name: bookingPassengers.name,
      ticket: tickets.number,
      packageName: bookingLegs.packageName,
      userEmail: users.email,
      status: bookings.status,
    })
    .from(bookingLegs)
    .innerJoin(bookings, eq(bookings.id, bookingLegs.bookingId))
    .innerJoin(users, eq(users.id, bookings.userId))
    .innerJoin(bookingPassengers, eq(bookingPassengers.bookingId, bookings.id))
    .innerJoin(
      tickets,
      and(eq(tickets.bookingId, bookings.id), eq(tickets.legIndex, bookingLegs.legIndex), eq(tickets.passengerIndex, bookingPassengers.passengerIndex)),
    )
    .where(eq(bookingLegs.flightId, flightId))
    .orderBy(bookings.createdAt, bookingPassengers.passengerIndex);
}

export interface PricedLeg {
  flightId: string;
  packageId: string;
  packageName: string;
  packagePrice: number;
}

/** A priced leg with the flight's details, as the booking answer shows them. */
export type QuotedLeg = PricedLeg & Omit<Booking['legs'][number], 'flightId' | 'packageName' | 'packagePrice'>;

/** The flights of the ids given (malformed ids match nothing), with the names of their places. */
export async function findFlightsWithPlaces(db: Db, ids: string[]) {
  const flightIds = ids.filter(isUuid);
  if (flightIds.length === 0) return [];
  return db
    .select({ f: flights, fromName: fromLoc.name, toName: toLoc.name })
    .from(flights)
    .innerJoin(fromLoc, eq(fromLoc.id, flights.fromId))
    .innerJoin(toLoc, eq(toLoc.id, flights.toId))
    .where(inArray(flights.id, flightIds));
}
export type FlightWithPlaces = Awaited<ReturnType<typeof findFlightsWithPlaces>>[number];

/**
 * Writes the booking and reserves its seats in one transaction, and answers it as the API shows it. Each
 * seat count changes only through a conditional update, so two buyers of the last seat cannot both
 * succeed. The seat updates come last, so the flight rows stay locked only until the commit, and legs are
 * taken in flight-id order so two multi-leg bookings cannot deadlock.
 */
export async function createBooking(
  db: Db,
  input: { user: { id: string; email: string }; legs: QuotedLeg[]; passengers: string[]; idempotencyKey: string | null },
): Promise<Booking> {
  const n = input.passengers.length;
  const total = input.legs.reduce((sum, l) => sum + l.packagePrice, 0) * n;
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        // One statement writes the booking, its legs, travellers and tickets.
        const written = await tx.execute(sql`
          with b as (
            insert into ${bookings} (pnr, user_id, travellers, total, idempotency_key)
            values (${newPnr()}, ${input.user.id}, ${n}, ${total}, ${input.idempotencyKey})
            returning id, pnr, created_at
          ), legs as (
            insert into ${bookingLegs} (booking_id, leg_index, flight_id, package_id, package_name, package_price)
            select b.id, x.i - 1, x.flight, x.package, x.name, x.price
            from b, unnest(${sql.param(input.legs.map((l) => l.flightId))}::uuid[], ${sql.param(input.legs.map((l) => l.packageId))}::uuid[],
                           ${sql.param(input.legs.map((l) => l.packageName))}::text[], ${sql.param(input.legs.map((l) => l.packagePrice))}::int[])
                 with ordinality as x(flight, package, name, price, i)
          ), people as (
            insert into ${bookingPassengers} (booking_id, passenger_index, name)
            select b.id, x.i - 1, x.name from b, unnest(${sql.param(input.passengers)}::text[]) with ordinality as x(name, i)
          ), issued as (
            insert into ${tickets} (booking_id, passenger_index, leg_index)
            select b.id, p, l from b, generate_series(0, ${n - 1}) as p, generate_series(0, ${input.legs.length - 1}) as l
            returning number, passenger_index, leg_index
          )
          select b.id, b.pnr, b.created_at,
                 (select json_agg(json_build_array(number, passenger_index, leg_index) order by passenger_index, leg_index) from issued) as tickets
          from b`);
        const row = (written as unknown as { rows: { id: string; pnr: string; created_at: string | Date; tickets: unknown }[] }).rows[0]!;
        // Seats last, so the flight rows stay locked only until the commit; in flight-id order against deadlocks.
        for (const leg of [...input.legs].sort((a, b) => a.flightId.localeCompare(b.flightId))) {
          const taken = await tx
            .update(flights)
            .set({ seatsLeft: sql`${flights.seatsLeft} - ${n}` })
            .where(and(eq(flights.id, leg.flightId), sql`${flights.seatsLeft} >= ${n}`, sql`${flights.departsAt} > now()`))
            .returning({ id: flights.id });
          if (taken.length === 0) throw new SoldOutError();
        }
        const issued = (typeof row.tickets === 'string' ? JSON.parse(row.tickets) : row.tickets) as [string, number, number][];
        return {
          _id: row.id,
          pnr: row.pnr,
          status: 'confirmed' as const,
          createdAt: new Date(row.created_at).toISOString(),
          userEmail: input.user.email,
          travellers: n,
          total,
          legs: input.legs.map(({ packageId: _packageId, ...leg }) => leg),
          passengers: input.passengers.map((name, passengerIndex) => ({
            name,
            tickets: issued.filter(([, p]) => p === passengerIndex).map(([number]) => number),
          })),
        };
      });
    } catch (err) {
      // A PNR collision (1 in ~900 million per pair) is simply tried again with a new one.
      if (isUniqueViolation(err) && pgConstraint(err) === 'bookings_pnr_key' && attempt < 3) continue;
      throw err;
    }
  }
}

export type CancelOutcome = 'cancelled' | 'already-cancelled' | 'departed';

/** Cancels a confirmed booking whose flights have not departed, and puts its seats back on sale. */
export function cancelBooking(db: Db, bookingId: string): Promise<CancelOutcome> {
  return db.transaction(async (tx) => {
    const [b] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
    if (!b || b.status === 'cancelled') return 'already-cancelled';
    const legs = await tx
      .select({ flightId: bookingLegs.flightId, departsAt: flights.departsAt })
      .from(bookingLegs)
      .innerJoin(flights, eq(flights.id, bookingLegs.flightId))
      .where(eq(bookingLegs.bookingId, bookingId));
    if (legs.some((l) => l.departsAt <= new Date())) return 'departed';
    await tx.update(bookings).set({ status: 'cancelled', cancelledAt: new Date() }).where(eq(bookings.id, bookingId));
    for (const leg of [...legs].sort((a, b2) => a.flightId.localeCompare(b2.flightId))) {
      await tx
        .update(flights)
        .set({ seatsLeft: sql`${flights.seatsLeft} + ${b.travellers}` })
        .where(eq(flights.id, leg.flightId));
    }
    return 'cancelled';
  });
}
