import { and, asc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ServiceKind, ServicePrices } from '@tarmac/shared';
import type { Db } from '../db/open.js';
import { rowsOf } from '../db/rows.js';
import { preparedPerDatabase } from '../db/prepared.js';
import { bookingLegs, bookingPassengers, bookingServices, bookings, cabinLayouts, flights, locations, packages, planes, seatAssignments, servicePrices } from '../db/schema.js';

/**
 * The SQL of order services (API.md "More than a seat"). Reads are for anyone; the writes that change a service's
 * status are called by bookings/lifecycle.ts only (decision 029), like the booking's own.
 */

export type ServiceRow = typeof bookingServices.$inferSelect;
export type ServicePriceRow = typeof servicePrices.$inferSelect;

const fromLoc = alias(locations, 'from_loc');
const toLoc = alias(locations, 'to_loc');
const LIVE = ['held', 'issued'] as const;
const live = inArray(bookingServices.status, [...LIVE]);

/** Every price row. */
export function priceRows(db: Db): Promise<ServicePriceRow[]> {
  return db.select().from(servicePrices).orderBy(asc(servicePrices.kind), asc(servicePrices.code), asc(servicePrices.tier));
}

/** Replaces every price (the admin's PUT), in the caller's transaction. */
export async function replacePrices(tx: Db, p: ServicePrices): Promise<void> {
  await tx.delete(servicePrices);
  const rows = [
    ...p.seats.map((s) => ({ kind: 'seat' as const, code: s.kind, tier: s.tier, price: s.price })),
    ...p.bags.map((b) => ({ kind: 'bag' as const, code: b.code, fromId: b.fromId, toId: b.toId, price: b.price })),
    ...p.meals.map((m) => ({ kind: 'meal' as const, code: m.code, price: m.price })),
  ];
  if (rows.length) await tx.insert(servicePrices).values(rows);
}

/** What offers are worked out from, for each leg: its flight, route, plane's layout and the package's tier. */
export interface LegBasis {
  legIndex: number;
  flightId: string;
  fromId: string;
  toId: string;
  international: boolean;
  tier: 'silver' | 'gold' | 'platinum';
  layout: { extraLegroomRows: number[]; exitRows: number[]; blockedSeats: string[]; bassinetSeats: string[]; rows: number; letters: string; name: string } | null;
  departsAt: Date;
}

/** A cabin layout's columns, as offers read them. */
const layoutFields = {
  name: cabinLayouts.name,
  rows: cabinLayouts.rows,
  letters: cabinLayouts.letters,
  extraLegroomRows: cabinLayouts.extraLegroomRows,
  exitRows: cabinLayouts.exitRows,
  blockedSeats: cabinLayouts.blockedSeats,
  bassinetSeats: cabinLayouts.bassinetSeats,
};

/** The flights (with route, kind of route and plane's layout) of these ids. */
export async function flightBasis(db: Db, flightIds: readonly string[]) {
  if (flightIds.length === 0) return [];
  return db
    .select({
      flightId: flights.id,
      fromId: flights.fromId,
      toId: flights.toId,
      departsAt: flights.departsAt,
      international: sql<boolean>`(${fromLoc.kind} = 'international' or ${toLoc.kind} = 'international')`,
      layout: layoutFields,
    })
    .from(flights)
    .innerJoin(fromLoc, eq(fromLoc.id, flights.fromId))
    .innerJoin(toLoc, eq(toLoc.id, flights.toId))
    .leftJoin(planes, eq(planes.planeNumber, flights.planeNumber))
    .leftJoin(cabinLayouts, eq(cabinLayouts.id, planes.layoutId))
    .where(inArray(flights.id, [...flightIds]));
}

/** Every plane's cabin layout by plane number (a plane without one flies the default cabin). */
export async function planeLayouts(db: Db): Promise<Map<string, NonNullable<LegBasis['layout']>>> {
  const rows = await db
    .select({ planeNumber: planes.planeNumber, ...layoutFields })
    .from(planes)
    .innerJoin(cabinLayouts, eq(cabinLayouts.id, planes.layoutId));
  return new Map(rows.map(({ planeNumber, ...layout }) => [planeNumber, layout]));
}

/** A booking's live legs with their package's tier. */
export function bookingLegTiers(db: Db, bookingId: string) {
  return db
    .select({ legIndex: bookingLegs.legIndex, flightId: bookingLegs.flightId, tier: packages.tier })
    .from(bookingLegs)
    .innerJoin(packages, eq(packages.id, bookingLegs.packageId))
    .where(and(eq(bookingLegs.bookingId, bookingId), isNull(bookingLegs.cancelledAt)))
    .orderBy(asc(bookingLegs.legIndex));
}

/** A booking's live passengers. */
export function bookingParty(db: Db, bookingId: string) {
  return db
    .select({ index: bookingPassengers.passengerIndex, type: bookingPassengers.type })
    .from(bookingPassengers)
    .where(and(eq(bookingPassengers.bookingId, bookingId), isNull(bookingPassengers.cancelledAt)))
    .orderBy(asc(bookingPassengers.passengerIndex));
}

/** Seats of these flights taken by a live service or a check-in, and the flights' live bassinet requests. */
export async function flightsUse(db: Db, flightIds: readonly string[]) {
  const ids = [...flightIds];
  const seats = new Map<string, Set<string>>(ids.map((id) => [id, new Set<string>()]));
  const bassinets = new Map<string, number>();
  if (ids.length === 0) return { seats, bassinets };
  const list = `{${ids.join(',')}}`;
  // One read: the seats live services hold, the seats given at check-in, and the bassinets (a row each).
  const rows = await db.execute<{ flight_id: string; seat: string | null; bassinet: boolean }>(sql`
    select s.flight_id, case when s.kind = 'seat' then s.seat end as seat, s.code = 'BSCT' as bassinet from ${bookingServices} s
    where s.flight_id = any(${list}::uuid[]) and s.status in ('held', 'issued') and (s.kind = 'seat' or s.code = 'BSCT')
    union all
    select a.flight_id, a.seat, false from ${seatAssignments} a where a.flight_id = any(${list}::uuid[])`);
  for (const r of rowsOf<{ flight_id: string; seat: string | null; bassinet: boolean }>(rows)) {
    if (r.seat) seats.get(r.flight_id)?.add(r.seat);
    if (r.bassinet) bassinets.set(r.flight_id, (bassinets.get(r.flight_id) ?? 0) + 1);
  }
  return { seats, bassinets };
}

/** The seats a flight's live services hold (check-in counts them as taken). */
export async function serviceSeatsOf(db: Db, flightId: string) {
  return db
    .select({ bookingId: bookingServices.bookingId, passengerIndex: bookingServices.passengerIndex, seat: bookingServices.seat })
    .from(bookingServices)
    .where(and(eq(bookingServices.flightId, flightId), eq(bookingServices.kind, 'seat'), live));
}

const servicesRead = preparedPerDatabase((db) =>
  db
    .select()
    .from(bookingServices)
    .where(sql`${bookingServices.bookingId} = any(${sql.placeholder('ids')}::uuid[])`)
    .orderBy(asc(bookingServices.legIndex), asc(bookingServices.passengerIndex), asc(bookingServices.createdAt))
    .prepare('booking_services_of'),
);

/** The services of the bookings given (ids of booking rows), oldest first (every status); prepared, as the booking reads. */
export function servicesOf(db: Db, bookingIds: readonly string[]): Promise<ServiceRow[]> {
  if (bookingIds.length === 0) return Promise.resolve([]);
  return servicesRead(db).execute({ ids: `{${bookingIds.join(',')}}` });
}

/**
 * One lock per flight whose seats a write is about to take (chosen at booking, or at check-in): taken in flight-id
 * order, held to the commit, so the two tables that give seats (services and check-ins) cannot give one seat twice.
 */
export async function lockSeatBooks(tx: Db, flightIds: readonly string[]): Promise<void> {
  for (const id of [...new Set(flightIds)].sort()) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${'seat-book:' + id}))`);
}

/** A seat of a flight held by a live service of another traveller. */
export async function seatHeldByOther(tx: Db, flightId: string, seat: string, bookingId: string, passengerIndex: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: bookingServices.id })
    .from(bookingServices)
    .where(
      and(
        eq(bookingServices.flightId, flightId),
        eq(bookingServices.seat, seat),
        live,
        or(ne(bookingServices.bookingId, bookingId), ne(bookingServices.passengerIndex, passengerIndex)),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export interface NewService {
  bookingId: string;
  flightId: string;
  legIndex: number;
  passengerIndex: number;
  code: string;
  kind: ServiceKind;
  seat: string | null;
  price: number;
}

const documentNumber = sql`'997' || lpad(nextval('service_document_seq')::text, 10, '0')`;

/** Issues a booking's held services (all of them, or those a payment paid for): each gets its document number. */
export async function issueHeld(tx: Db, bookingId: string, paymentId?: string): Promise<ServiceRow[]> {
  return tx
    .update(bookingServices)
    .set({ status: 'issued', documentNumber, issuedAt: sql`now()` })
    .where(and(eq(bookingServices.bookingId, bookingId), eq(bookingServices.status, 'held'), paymentId ? eq(bookingServices.paymentId, paymentId) : sql`true`))
    .returning();
}

/** Ends a booking's live services (a whole booking cancelled or expired): held ones cancelled, issued ones `issuedTo`. */
export async function endServices(tx: Db, bookingIds: readonly string[], issuedTo: 'cancelled' | 'refunded', where?: { legIndexes?: readonly number[]; passengerIndexes?: readonly number[] }): Promise<ServiceRow[]> {
  if (bookingIds.length === 0) return [];
  const scope = where
    ? or(
        where.legIndexes?.length ? inArray(bookingServices.legIndex, [...where.legIndexes]) : sql`false`,
        where.passengerIndexes?.length ? inArray(bookingServices.passengerIndex, [...where.passengerIndexes]) : sql`false`,
      )
    : sql`true`;
  return tx
    .update(bookingServices)
    .set({ status: sql`case when ${bookingServices.status} = 'issued' then ${issuedTo} else 'cancelled' end`, endedAt: sql`now()` })
    .where(and(inArray(bookingServices.bookingId, [...bookingIds]), live, scope))
    .returning();
}

/** Brings back the services an expired hold let go (a late payment whose seats are still free); a taken seat throws. */
export async function reviveServices(tx: Db, bookingId: string, since: Date): Promise<void> {
  await tx
    .update(bookingServices)
    .set({ status: 'held', endedAt: null })
    .where(and(eq(bookingServices.bookingId, bookingId), eq(bookingServices.status, 'cancelled'), sql`${bookingServices.endedAt} >= ${since}`, isNull(bookingServices.documentNumber)));
}

/**
 * A leg moved to another flight: its bags, meals and assistance go with it; its seats chosen ahead are given up
 * (the new aircraft's map is another), a paid one refunded. Answers the price of the paid seats given up.
 */
export async function moveLegServices(tx: Db, bookingId: string, legIndex: number, flightId: string): Promise<number> {
  const givenUp = await tx
    .update(bookingServices)
    .set({ status: sql`case when ${bookingServices.status} = 'issued' then 'refunded' else 'cancelled' end`, endedAt: sql`now()` })
    .where(and(eq(bookingServices.bookingId, bookingId), eq(bookingServices.legIndex, legIndex), eq(bookingServices.kind, 'seat'), live))
    .returning({ status: bookingServices.status, price: bookingServices.price });
  await tx
    .update(bookingServices)
    .set({ flightId })
    .where(and(eq(bookingServices.bookingId, bookingId), eq(bookingServices.legIndex, legIndex), live));
  return givenUp.filter((s) => s.status === 'refunded').reduce((sum, s) => sum + s.price, 0);
}

/** Marks a booking's held services as paid by this payment (started after ticketing); answers their sum. */
export async function claimForPayment(tx: Db, bookingId: string, paymentId: string): Promise<number> {
  const rows = await tx
    .update(bookingServices)
    .set({ paymentId })
    .where(and(eq(bookingServices.bookingId, bookingId), eq(bookingServices.status, 'held')))
    .returning({ price: bookingServices.price });
  return rows.reduce((s, r) => s + r.price, 0);
}

/** Whether a payment pays for services (started after ticketing), and how much of it its live services hold. */
export async function servicesOfPayment(tx: Db, paymentId: string) {
  return tx.select().from(bookingServices).where(eq(bookingServices.paymentId, paymentId));
}

/** What is due on a ticketed booking: its held services. */
export async function balanceDueOf(db: Db, bookingId: string): Promise<number> {
  const [row] = await db
    .select({ due: sql<number>`coalesce(sum(${bookingServices.price}), 0)::int` })
    .from(bookingServices)
    .where(and(eq(bookingServices.bookingId, bookingId), eq(bookingServices.status, 'held')));
  return row?.due ?? 0;
}

/** Issued services per leg of a booking (their prices): what a cancellation refunds with the fares. */
export async function issuedPerLeg(db: Db, bookingId: string, passengerIndexes?: readonly number[]): Promise<Map<number, number>> {
  const rows = await db
    .select({ legIndex: bookingServices.legIndex, passengerIndex: bookingServices.passengerIndex, price: bookingServices.price })
    .from(bookingServices)
    .where(and(eq(bookingServices.bookingId, bookingId), eq(bookingServices.status, 'issued')));
  const per = new Map<number, number>();
  for (const r of rows) if (!passengerIndexes || passengerIndexes.includes(r.passengerIndex)) per.set(r.legIndex, (per.get(r.legIndex) ?? 0) + r.price);
  return per;
}

/** A flight's live services of ticketed bookings, for the manifest and the gate (bags, assistance, meals, seats). */
export function flightServices(db: Db, flightId: string) {
  return db
    .select({ pnr: bookings.pnr, bookingId: bookingServices.bookingId, passengerIndex: bookingServices.passengerIndex, code: bookingServices.code, kind: bookingServices.kind, seat: bookingServices.seat, status: bookingServices.status })
    .from(bookingServices)
    .innerJoin(bookings, eq(bookings.id, bookingServices.bookingId))
    .where(and(eq(bookingServices.flightId, flightId), live, eq(bookings.status, 'ticketed')));
}

/** Revenue of services issued in a period, per kind. */
export async function revenuePerKind(db: Db, from: Date, to: Date) {
  return db
    .select({ kind: bookingServices.kind, count: sql<number>`count(*)::int`, revenue: sql<number>`coalesce(sum(${bookingServices.price}), 0)::int` })
    .from(bookingServices)
    .where(and(sql`${bookingServices.issuedAt} >= ${from}`, sql`${bookingServices.issuedAt} < ${to}`, inArray(bookingServices.status, ['issued', 'cancelled'])))
    .groupBy(bookingServices.kind);
}

/** A service priced and checked against the offers, ready to be written. */
export type PricedService = Omit<NewService, 'bookingId'>;

/**
 * Writes a booking's services in the caller's transaction: the seat books of their flights locked first, then each
 * seat checked against the other travellers' services and check-ins (409 naming the seat), then the rows (the
 * unique index on flight and seat stands behind the check). Free ones after ticketing are issued at once.
 */
export async function writeServices(tx: Db, bookingId: string, items: readonly PricedService[], status: (item: PricedService) => 'held' | 'issued', seatTaken: (seat: string) => Error): Promise<ServiceRow[]> {
  const seats = items.filter((i) => i.seat);
  await lockSeatBooks(
    tx,
    seats.map((s) => s.flightId),
  );
  const taken = await seatsTakenByOthers(tx, bookingId, seats);
  if (taken) throw seatTaken(taken);
  if (items.length === 0) return [];
  return tx
    .insert(bookingServices)
    .values(items.map((i) => ({ ...i, bookingId, status: status(i), ...(status(i) === 'issued' ? { documentNumber, issuedAt: sql`now()` } : {}) })))
    .returning();
}

/** The first of the seats asked for that another traveller holds with a live service or was given at check-in (one read). */
async function seatsTakenByOthers(tx: Db, bookingId: string, seats: readonly PricedService[]): Promise<string | null> {
  if (seats.length === 0) return null;
  const wanted = sql.join(
    seats.map((s) => sql`(${s.flightId}::uuid, ${s.seat}::text, ${s.passengerIndex}::int)`),
    sql`, `,
  );
  const rows = await tx.execute<{ seat: string }>(sql`
    select w.seat from (values ${wanted}) as w(flight_id, seat, passenger_index)
    where exists (select 1 from ${bookingServices} s where s.flight_id = w.flight_id and s.seat = w.seat and s.status in ('held', 'issued')
                    and (s.booking_id <> ${bookingId}::uuid or s.passenger_index <> w.passenger_index))
       or exists (select 1 from ${seatAssignments} a where a.flight_id = w.flight_id and a.seat = w.seat
                    and (a.booking_id <> ${bookingId}::uuid or a.passenger_index <> w.passenger_index))
    limit 1`);
  return rowsOf<{ seat: string }>(rows)[0]?.seat ?? null;
}
