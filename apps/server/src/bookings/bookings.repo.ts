import { and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { adminBookingsQuery, Booking } from '@tarmac/shared';
import type { z } from 'zod';
import type { Db } from '../db/open.js';
import { isUniqueViolation, isUuid, pgConstraint } from '../db/errors.js';
import { bookingEvents, bookingLegs, bookingPassengers, bookings, flights, locations, payments, refunds, tickets, users } from '../db/schema.js';
import { TooManyHeldSeatsError, TooManyHoldsError } from './errors.js';
import { takeSeats } from './lifecycle.repo.js';
import { newPnr } from './pnr.js';
import { recordAudit } from '../audit/audit.js';

const fromLoc = alias(locations, 'from_loc');
const toLoc = alias(locations, 'to_loc');

/** The admin's booking filters, as the query schema gives them. */
export type BookingFilter = z.output<typeof adminBookingsQuery>;

/** Reads whole bookings (legs, passengers, tickets, payments, refunds) for the ids given, in that order. */
export async function loadBookings(db: Db, ids: string[]): Promise<Booking[]> {
  if (ids.length === 0) return [];
  const [heads, legs, people, ticketRows, paymentRows, refundRows] = await Promise.all([
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
    db
      .select({ bookingId: payments.bookingId, provider: payments.provider, status: payments.status, amount: payments.amount, createdAt: payments.createdAt })
      .from(payments)
      .where(inArray(payments.bookingId, ids))
      .orderBy(asc(payments.createdAt)),
    db
      .select({ bookingId: refunds.bookingId, amount: refunds.amount, status: refunds.status, createdAt: refunds.createdAt })
      .from(refunds)
      .where(inArray(refunds.bookingId, ids))
      .orderBy(asc(refunds.createdAt)),
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
        payBy: b.payBy.toISOString(),
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
        payments: paymentRows
          .filter((x) => x.bookingId === id)
          .map((x) => ({ provider: x.provider, status: x.status, amount: x.amount, createdAt: x.createdAt.toISOString() })),
        refunds: refundRows.filter((x) => x.bookingId === id).map((x) => ({ amount: x.amount, status: x.status, createdAt: x.createdAt.toISOString() })),
      },
    ];
  });
}

export async function findBookingByPnr(db: Db, pnr: string) {
  const [row] = await db.select({ id: bookings.id, userId: bookings.userId, status: bookings.status }).from(bookings).where(eq(bookings.pnr, pnr.toUpperCase()));
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
  if (q.status) where.push(eq(bookings.status, q.status === 'confirmed' ? 'ticketed' : q.status));
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

export interface HoldLimits {
  /** Held, unexpired bookings one account may have at once. */
  maxHolds: number;
  /** Seats one account may hold on one flight at once. */
  maxSeatsPerFlight: number;
}

/**
 * Refuses a hold beyond the account's limits. Runs first in the hold's transaction and locks the user's row,
 * so two parallel requests of one account are counted one after the other and cannot both pass.
 */
async function checkHoldLimits(tx: Db, userId: string, flightIds: string[], n: number, limits: HoldLimits): Promise<void> {
  const result = await tx.execute(sql`
    with me as (select id from ${users} where id = ${userId} for update),
    mine as (select b.id, b.travellers from ${bookings} b, me where b.user_id = me.id and b.status = 'held' and b.pay_by > now())
    select (select count(*) from mine)::int as holds,
           coalesce((select max(s) from (select sum(mine.travellers) as s from mine join ${bookingLegs} l on l.booking_id = mine.id
                                           where l.flight_id = any(${sql.param(flightIds)}::uuid[]) group by l.flight_id) per_flight), 0)::int as seats`);
  const row = (result as unknown as { rows: { holds: number; seats: number }[] }).rows[0] ?? { holds: 0, seats: 0 };
  if (row.holds >= limits.maxHolds) throw new TooManyHoldsError(limits.maxHolds);
  if (row.seats + n > limits.maxSeatsPerFlight) throw new TooManyHeldSeatsError(limits.maxSeatsPerFlight);
}

/**
 * Writes a held booking (no tickets: they are issued on payment) and takes its seats, in one transaction, after
 * checking the account's hold limits under a lock of its row. Seats change only through the conditional update,
 * so two buyers of the last seat cannot both succeed. Answers the booking as the API shows it.
 */
export async function createHold(
  db: Db,
  input: { user: { id: string; email: string }; legs: QuotedLeg[]; passengers: string[]; idempotencyKey: string | null; holdSeconds: number; limits: HoldLimits },
): Promise<Booking> {
  const n = input.passengers.length;
  const total = input.legs.reduce((sum, l) => sum + l.packagePrice, 0) * n;
  const flightIds = input.legs.map((l) => l.flightId);
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        await checkHoldLimits(tx, input.user.id, flightIds, n, input.limits);
        // One statement writes the booking, its legs, travellers and its first event.
        const written = await tx.execute(sql`
          with b as (
            insert into ${bookings} (pnr, user_id, travellers, total, idempotency_key, status, pay_by)
            values (${newPnr()}, ${input.user.id}, ${n}, ${total}, ${input.idempotencyKey}, 'held', now() + make_interval(secs => ${input.holdSeconds}))
            returning id, pnr, created_at, pay_by
          ), legs as (
            insert into ${bookingLegs} (booking_id, leg_index, flight_id, package_id, package_name, package_price)
            select b.id, x.i - 1, x.flight, x.package, x.name, x.price
            from b, unnest(${sql.param(flightIds)}::uuid[], ${sql.param(input.legs.map((l) => l.packageId))}::uuid[],
                           ${sql.param(input.legs.map((l) => l.packageName))}::text[], ${sql.param(input.legs.map((l) => l.packagePrice))}::int[])
                 with ordinality as x(flight, package, name, price, i)
          ), people as (
            insert into ${bookingPassengers} (booking_id, passenger_index, name)
            select b.id, x.i - 1, x.name from b, unnest(${sql.param(input.passengers)}::text[]) with ordinality as x(name, i)
          ), event as (
            insert into ${bookingEvents} (booking_id, from_status, to_status, reason) select b.id, null, 'held', 'Booked; seats held until payment.' from b
          )
          select b.id, b.pnr, b.created_at, b.pay_by from b`);
        const row = (written as unknown as { rows: { id: string; pnr: string; created_at: string | Date; pay_by: string | Date }[] }).rows[0]!;
        // Seats last, so the flight rows stay locked only until the commit.
        await takeSeats(tx, flightIds, n);
        await recordAudit(tx, input.user, { entity: 'booking', entityId: row.id, action: 'status', after: { status: 'held', reason: 'Booked; seats held until payment.' } });
        return {
          _id: row.id,
          pnr: row.pnr,
          status: 'held' as const,
          createdAt: new Date(row.created_at).toISOString(),
          payBy: new Date(row.pay_by).toISOString(),
          userEmail: input.user.email,
          travellers: n,
          total,
          legs: input.legs.map(({ packageId: _packageId, ...leg }) => leg),
          passengers: input.passengers.map((name) => ({ name, tickets: [] })),
          payments: [],
          refunds: [],
        };
      });
    } catch (err) {
      // A PNR collision (1 in ~900 million per pair) is simply tried again with a new one.
      if (isUniqueViolation(err) && pgConstraint(err) === 'bookings_pnr_key' && attempt < 3) continue;
      throw err;
    }
  }
}

/** The time zones of the locations named (as booking legs name them); a location without one is left out. */
export async function locationZones(db: Db, names: string[]): Promise<Map<string, string>> {
  if (names.length === 0) return new Map();
  const rows = await db.select({ name: locations.name, zone: locations.timeZone }).from(locations).where(inArray(locations.name, [...new Set(names)]));
  return new Map(rows.filter((r) => r.zone).map((r) => [r.name, r.zone]));
}
