import { and, asc, desc, eq, gte, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { fareShare, type adminBookingsQuery, type Booking, type ContactInput, type Page, type PartyMember } from '@tarmac/shared';
import { readsAtOnce } from '../db/reads-at-once.js';
import { pageList, streamList, type PageQuery, type SqlList } from '../db/list-page.js';
import { USER_SEARCH_TEXT } from '../accounts/accounts.repo.js';
import type { z } from 'zod';
import type { Db } from '../db/open.js';
import { isUniqueViolation, isUuid, pgConstraint, pgErrorCode } from '../db/errors.js';
import { agencies, bookingChanges, bookingLegs, bookingPassengers, bookings, flights, locations, payments, refunds, tickets, users } from '../db/schema.js';
import { FareClassChangedError, PromoUsedUpError } from '../fares/errors.js';
import { FlightHoldShareError, SoldOutError, TooManyHeldSeatsError, TooManyHoldsError, TooManyHoldsFromAddressError } from './errors.js';
import { mailboxOf, phoneKeyOf } from './guest-owner.js';
import { fareRulesOf } from '../catalog/packages.repo.js';
import { SELLING_STATUSES } from '../catalog/flights.repo.js';
import { newPnr } from './pnr.js';
import { preparedPerDatabase } from '../db/prepared.js';
import { legStatusFields } from '../flight-status/status-view.js';
import type { Language } from '../http/language.js';
import { servicesOf } from '../services/services.repo.js';
import { balanceDue, serviceView } from '../services/services.js';
import { heldServicesView, holdServiceRefusal, holdServicesArgument, type HoldServices } from '../services/hold-services.js';

const fromLoc = alias(locations, 'from_loc');
const toLoc = alias(locations, 'to_loc');

/** The admin's booking filters, as the query schema gives them. */
export type BookingFilter = z.output<typeof adminBookingsQuery>;

/** Reads whole bookings (legs, passengers, tickets, payments, refunds) for the ids given, in that order. */
export async function loadBookings(db: Db, ids: string[]): Promise<Booking[]> {
  return (await loadBookingDocuments(db, ids)).map((d) => d.booking);
}

/** A whole booking with what its documents need besides: its language and the time zone of each airport it names. */
export interface BookingDocument {
  booking: Booking;
  language: Language;
  zones: Map<string, string>;
}

/**
 * The reads of whole bookings, for the rows `of` picks out of each table (by booking id). Built once (prepared), with a
 * placeholder for the one booking a document, a payment or a page of one asks for, and with an array of ids for a list
 * of bookings (a page of the admin's list): PostgreSQL parses them once per connection, plans the one booking's once,
 * and for an array keeps one generic plan once it finds it no dearer than planning each call (a page of 50 ids: the
 * legs' four-table join was planned anew on every page, a third of its time at two million bookings).
 */
function bookingReads(db: Db, of: (bookingId: AnyPgColumn) => SQL) {
  return {
    heads: db
      .select({ b: bookings, email: users.email, agencyName: agencies.name, agencyRegistration: agencies.registrationNumber })
      .from(bookings)
      .leftJoin(users, eq(users.id, bookings.userId))
      .leftJoin(agencies, eq(agencies.id, bookings.agencyId))
      .where(of(bookings.id)),
    legs: db
      .select({ l: bookingLegs, f: flights, fromName: fromLoc.name, toName: toLoc.name, fromZone: fromLoc.timeZone, toZone: toLoc.timeZone })
      .from(bookingLegs)
      .innerJoin(flights, eq(flights.id, bookingLegs.flightId))
      .innerJoin(fromLoc, eq(fromLoc.id, flights.fromId))
      .innerJoin(toLoc, eq(toLoc.id, flights.toId))
      .where(of(bookingLegs.bookingId))
      .orderBy(asc(bookingLegs.legIndex)),
    people: db.select().from(bookingPassengers).where(of(bookingPassengers.bookingId)).orderBy(asc(bookingPassengers.passengerIndex)),
    tickets: db.select().from(tickets).where(of(tickets.bookingId)).orderBy(asc(tickets.legIndex)),
    payments: db
      .select({ id: payments.id, bookingId: payments.bookingId, provider: payments.provider, status: payments.status, amount: payments.amount, createdAt: payments.createdAt })
      .from(payments)
      .where(of(payments.bookingId))
      .orderBy(asc(payments.createdAt)),
    refunds: db
      .select({ id: refunds.id, bookingId: refunds.bookingId, paymentId: refunds.paymentId, amount: refunds.amount, status: refunds.status, createdAt: refunds.createdAt, updatedAt: refunds.updatedAt, expectedBy: refunds.expectedBy })
      .from(refunds)
      .where(of(refunds.bookingId))
      .orderBy(asc(refunds.createdAt)),
    changes: db.select().from(bookingChanges).where(of(bookingChanges.bookingId)).orderBy(asc(bookingChanges.at)),
  };
}

/** `bookingReads` prepared once per database handle, each named `<prefix>_<read>`. */
function preparedBookingReads(prefix: string, of: (bookingId: AnyPgColumn) => SQL) {
  return preparedPerDatabase((db) => {
    const r = bookingReads(db, of);
    return {
      heads: r.heads.prepare(`${prefix}_head`),
      legs: r.legs.prepare(`${prefix}_legs`),
      people: r.people.prepare(`${prefix}_people`),
      tickets: r.tickets.prepare(`${prefix}_tickets`),
      payments: r.payments.prepare(`${prefix}_payments`),
      refunds: r.refunds.prepare(`${prefix}_refunds`),
      changes: r.changes.prepare(`${prefix}_changes`),
    };
  });
}

const oneBookingReads = preparedBookingReads('booking_read', (column) => eq(column, sql.placeholder('id')));
const manyBookingReads = preparedBookingReads('booking_reads', (column) => sql`${column} = any(${sql.placeholder('ids')}::uuid[])`);

/** `loadBookings`, with each booking's language and airports' zones from the same reads. */
export async function loadBookingDocuments(db: Db, ids: string[]): Promise<BookingDocument[]> {
  if (ids.length === 0) return [];
  // The eight reads at once (the services' too): one wait for the database, not two (one after another in a transaction).
  const services = () => servicesOf(db, ids);
  // One booking by its id; a list as one array value (ids of booking rows: the callers' lists come from the database).
  const [r, values] = ids.length === 1 ? [oneBookingReads(db), { id: ids[0] }] : [manyBookingReads(db), { ids: `{${ids.join(',')}}` }];
  const [heads, legs, people, ticketRows, paymentRows, refundRows, changeRows, serviceRows] = await readsAtOnce(db, [
    () => r.heads.execute(values),
    () => r.legs.execute(values),
    () => r.people.execute(values),
    () => r.tickets.execute(values),
    () => r.payments.execute(values),
    () => r.refunds.execute(values),
    () => r.changes.execute(values),
    services,
  ]);
  const byId = new Map(heads.map((h) => [h.b.id, h]));
  return ids.flatMap((id) => {
    const head = byId.get(id);
    if (!head) return [];
    const { b, email, agencyName, agencyRegistration } = head;
    const own = legs.filter((x) => x.l.bookingId === id);
    const zones = new Map(own.flatMap((x) => [[x.fromName, x.fromZone] as const, [x.toName, x.toZone] as const]).filter(([, zone]) => zone));
    const booking: Booking = {
      _id: b.id,
      pnr: b.pnr,
      status: b.status,
      createdAt: b.createdAt.toISOString(),
      payBy: b.payBy.toISOString(),
      userEmail: email ?? b.contactEmail,
      guest: b.userId === null,
      contact: { email: b.contactEmail || (email ?? ''), phone: b.contactPhone },
      travellers: b.travellers,
      total: b.total,
      ...(b.promoCode ? { promoCode: b.promoCode, discount: b.discount } : {}),
      // The selling agency, as its tickets name it (issue 32): the fare paid is what the booking costs.
      ...(agencyName ? { agency: { name: agencyName, registrationNumber: agencyRegistration ?? '', farePaid: b.total } } : {}),
      legs: own.map(({ l, f, fromName, toName, fromZone, toZone }) => ({
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
        bagWeight: l.bagWeight,
        fareRules: fareRulesOf(l),
        ...legStatusFields(f, fromZone, toZone),
        ...(l.cancelledAt ? { cancelled: true } : {}),
        ...(l.fareClass ? { fareClass: l.fareClass, fareBasis: l.fareBasis ?? l.fareClass } : {}),
        ...(l.taxes ? { taxes: l.taxes } : {}),
      })),
      passengers: people
        .filter((p) => p.bookingId === id)
        .map((p) => ({
          name: p.name,
          title: p.title,
          firstName: p.firstName,
          lastName: p.lastName,
          type: p.type,
          fares: own.map((x) => fareShare(x.l.packagePrice, p.farePercent)),
          tickets: ticketRows.filter((t) => t.bookingId === id && t.passengerIndex === p.passengerIndex).map((t) => t.number),
          ...(p.cancelledAt ? { cancelled: true } : {}),
        })),
      payments: paymentRows
        .filter((x) => x.bookingId === id)
        .map((x) => ({ _id: x.id, provider: x.provider, status: x.status, amount: x.amount, createdAt: x.createdAt.toISOString() })),
      refunds: refundRows
        .filter((x) => x.bookingId === id)
        .map((x) => ({ _id: x.id, paymentId: x.paymentId, amount: x.amount, status: x.status, createdAt: x.createdAt.toISOString(), updatedAt: x.updatedAt.toISOString(), expectedBy: x.expectedBy.toISOString() })),
      changes: changeRows
        .filter((x) => x.bookingId === id)
        .map((x) => ({ _id: x.id, kind: x.kind, by: x.actorEmail, before: x.before, after: x.after, amount: x.amount, createdAt: x.at.toISOString() })),
      services: serviceRows.filter((x) => x.bookingId === id).map((x) => serviceView(x, b.language)),
      balanceDue: balanceDue(b.status, b.total, serviceRows.filter((x) => x.bookingId === id)),
    };
    return [{ booking, language: b.language, zones }];
  });
}

const legsWithFlightsRead = preparedPerDatabase((db) =>
  db
    .select({
      legIndex: bookingLegs.legIndex,
      flightId: flights.id,
      flightNumber: flights.flightNumber,
      fromId: flights.fromId,
      toId: flights.toId,
      fromName: fromLoc.name,
      toName: toLoc.name,
      departingDate: flights.departingDate,
      departingTime: flights.departingTime,
      departsAt: flights.departsAt,
      status: flights.status,
      statusReason: flights.statusReason,
      cancelledAt: bookingLegs.cancelledAt,
    })
    .from(bookingLegs)
    .innerJoin(flights, eq(flights.id, bookingLegs.flightId))
    .innerJoin(fromLoc, eq(fromLoc.id, flights.fromId))
    .innerJoin(toLoc, eq(toLoc.id, flights.toId))
    .where(eq(bookingLegs.bookingId, sql.placeholder('bookingId')))
    .orderBy(asc(bookingLegs.legIndex))
    .prepare('legs_with_flights'),
);

/** A booking's legs with their flights' route, departure and status (payments describe them, disruption moves them). */
export async function legsWithFlights(db: Db, bookingId: string) {
  return legsWithFlightsRead(db).execute({ bookingId });
}

/** The language a booking was made in (its mails and documents are written in it); English for an unknown id. */
export async function bookingLanguage(db: Db, id: string): Promise<Language> {
  const [row] = await db.select({ language: bookings.language }).from(bookings).where(eq(bookings.id, id));
  return row?.language ?? 'en';
}

/** The language of the booking behind a PNR (its documents are written in it); English for an unknown PNR. */
export async function bookingLanguageByPnr(db: Db, pnr: string): Promise<Language> {
  const [row] = await db.select({ language: bookings.language }).from(bookings).where(eq(bookings.pnr, pnr.toUpperCase()));
  return row?.language ?? 'en';
}

/** A booking's row as stored. */
export async function findBookingRow(db: Db, id: string) {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
  return row ?? null;
}

const bookingByPnr = preparedPerDatabase((db) =>
  db
    .select({ id: bookings.id, userId: bookings.userId, status: bookings.status, agencyId: bookings.agencyId })
    .from(bookings)
    .where(eq(bookings.pnr, sql.placeholder('pnr')))
    .prepare('booking_by_pnr'),
);

export async function findBookingByPnr(db: Db, pnr: string) {
  const [row] = await bookingByPnr(db).execute({ pnr: pnr.toUpperCase() });
  return row ?? null;
}

/** The booking behind a PNR if one of its passengers has this last name (case and spacing aside). */
export async function findBookingByPnrAndLastName(db: Db, pnr: string, lastName: string): Promise<string | null> {
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.pnr, pnr.toUpperCase()),
        sql`exists (select 1 from ${bookingPassengers} p where p.booking_id = ${bookings.id}
                      and lower(regexp_replace(btrim(p.last_name), '\\s+', ' ', 'g')) = lower(regexp_replace(btrim(${lastName}), '\\s+', ' ', 'g')))`,
      ),
    );
  return row?.id ?? null;
}

/** Whose a booking is: an account, or (a guest's) a contact e-mail. */
export interface Owner {
  userId: string | null;
  contactEmail: string;
}

const ownedBy = (owner: Owner) =>
  owner.userId ? eq(bookings.userId, owner.userId) : and(isNull(bookings.userId), eq(bookings.contactEmail, owner.contactEmail));

/** The booking an owner made with an idempotency key, and the fingerprint of the request that made it. */
export async function findByIdempotencyKey(db: Db, owner: Owner, key: string) {
  const [row] = await db
    .select({ id: bookings.id, fingerprint: bookings.requestFingerprint })
    .from(bookings)
    .where(and(ownedBy(owner), eq(bookings.idempotencyKey, key)));
  return row ?? null;
}

async function listBookingIds(db: Db, where: SQL | undefined, limit = 500): Promise<string[]> {
  const rows = await db.select({ id: bookings.id }).from(bookings).where(where).orderBy(desc(bookings.createdAt), desc(bookings.id)).limit(limit);
  return rows.map((r) => r.id);
}

/** A user's bookings, newest first. */
export async function listUserBookings(db: Db, userId: string): Promise<Booking[]> {
  return loadBookings(db, await listBookingIds(db, eq(bookings.userId, userId)));
}

/** The admin's filters as one condition; null when nothing can match (a malformed flight id). */
function filterWhere(q: BookingFilter): SQL | undefined | null {
  const where: SQL[] = [];
  if (q.status) where.push(eq(bookings.status, q.status === 'confirmed' ? 'ticketed' : q.status));
  if (q.pnr) where.push(eq(bookings.pnr, q.pnr));
  if (q.email) {
    where.push(sql`(${bookings.contactEmail} = ${q.email} or ${bookings.userId} in (select ${users.id} from ${users} where ${users.email} = ${q.email}))`);
  }
  if (q.flightId) {
    if (!isUuid(q.flightId)) return null;
    where.push(sql`${bookings.id} in (select ${bookingLegs.bookingId} from ${bookingLegs} where ${bookingLegs.flightId} = ${q.flightId})`);
  }
  if (q.from) where.push(gte(bookings.createdAt, new Date(`${q.from}T00:00:00Z`)));
  if (q.to) where.push(lt(bookings.createdAt, new Date(new Date(`${q.to}T00:00:00Z`).getTime() + 86_400_000)));
  return where.length ? and(...where) : undefined;
}

/** Bookings matching every filter given (all of them when none is), newest first (the legacy list: at most 500). */
export async function findBookings(db: Db, q: BookingFilter): Promise<Booking[]> {
  const where = filterWhere(q);
  return where === null ? [] : loadBookings(db, await listBookingIds(db, where));
}

/**
 * Where a booking's mail goes: its contact e-mail (`Booking.contact.email`); a booking made before bookings kept
 * one for accounts too goes to the account's address.
 */
export async function bookingRecipient(db: Db, booking: { userId: string | null; contactEmail: string }): Promise<string> {
  if (booking.contactEmail || !booking.userId) return booking.contactEmail;
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, booking.userId));
  return user?.email ?? '';
}

/** The account's e-mail, or the contact's for a guest: what the list shows as the booking's e-mail. */
const bookingEmail = sql<string>`coalesce((select ${users.email} from ${users} where ${users.id} = ${bookings.userId}), ${bookings.contactEmail})`;

/**
 * The admin's bookings as a list: newest first by default. A search word is found in the booking's reference,
 * status or contact e-mail, a passenger's name, or its account's name or e-mail: each through its trigram index
 * (bookings_search_idx, booking_passengers_name_idx, users_search_idx), the bookings found put together first.
 */
const bookingList: SqlList<{ id: string }, string> = {
  name: 'admin-bookings',
  from: sql`${bookings}`,
  id: sql`${bookings.id}`,
  columns: sql`${bookings.id} as "id"`,
  sorts: {
    createdAt: { expr: sql`${bookings.createdAt}`, type: 'timestamptz' },
    pnr: { expr: sql`${bookings.pnr}`, type: 'text' },
    status: { expr: sql`${bookings.status}`, type: 'text' },
    // The account's e-mail (users_email_id_idx, then the account's bookings) merged with the guests' contact e-mail
    // (bookings_guest_idempotency_key leads with it): never a sort of every booking by the sub-query.
    userEmail: {
      expr: bookingEmail,
      type: 'text',
      parts: [
        { from: sql`${users} join ${bookings} on ${bookings.userId} = ${users.id}`, expr: sql`${users.email}` },
        { from: sql`${bookings}`, where: sql`${bookings.userId} is null`, expr: sql`${bookings.contactEmail}` },
      ],
    },
    total: { expr: sql`${bookings.total}`, type: 'integer' },
    travellers: { expr: sql`${bookings.travellers}`, type: 'integer' },
  },
  defaultSort: '-createdAt',
  search: (pattern) => sql`${bookings.id} in (
      select found.id from ${bookings} as found where (found.pnr || ' ' || found.status || ' ' || found.contact_email) ilike ${pattern}
      union select p.booking_id from ${bookingPassengers} p where p.name ilike ${pattern}
      union select mine.id from ${bookings} as mine where mine.user_id in (select ${users.id} from ${users} where ${USER_SEARCH_TEXT} ilike ${pattern}))`,
  // The same, on one booking (a common surname: read newest first and stopped after a page). `offset 0` keeps each
  // look-up a probe by key: without it the planner may gather every match into a hash first.
  searchRow: (pattern) => sql`((${bookings.pnr} || ' ' || ${bookings.status} || ' ' || ${bookings.contactEmail}) ilike ${pattern}
      or exists (select 1 from ${bookingPassengers} p where p.booking_id = ${bookings.id} and p.name ilike ${pattern} offset 0)
      or exists (select 1 from ${users} where ${users.id} = ${bookings.userId} and ${USER_SEARCH_TEXT} ilike ${pattern} offset 0))`,
  finish: (rows) => rows.map((r) => r.id),
};

/**
 * One page of the admin's bookings (`?limit&offset&after&q&sort` with the filters), searched, sorted and cut in the
 * database, so every booking can be reached however many there are.
 */
export async function pageBookings(db: Db, filter: BookingFilter, q: PageQuery): Promise<Page<Booking>> {
  const base = filterWhere(filter);
  if (base === null) return { rows: [], total: 0 };
  // The filters alone bind the cursor (the route hands the whole query as both).
  const filters = [filter.status, filter.flightId, filter.pnr, filter.email, filter.from, filter.to];
  const page = await pageList(db, bookingList, q, { where: base, filters });
  return { ...page, rows: await loadBookings(db, page.rows) };
}

/**
 * One page of the bookings an agency sold (every agent's), newest first, searched and sorted as the admin's list
 * on `bookings_agency_idx` (agency, created, id).
 */
export async function pageAgencyBookings(db: Db, agencyId: string, q: PageQuery): Promise<Page<Booking>> {
  const page = await pageList(db, bookingList, q, { where: eq(bookings.agencyId, agencyId), filters: ['agency', agencyId] });
  return { ...page, rows: await loadBookings(db, page.rows) };
}

/** Every booking an agency sold, newest first, in batches (the unpaged legacy array). */
export async function* streamAgencyBookings(db: Db, agencyId: string): AsyncGenerator<Booking[]> {
  for await (const ids of streamList(db, bookingList, eq(bookings.agencyId, agencyId))) yield await loadBookings(db, ids);
}

/** Everyone booked on a flight, one row per passenger and booking, in booking order. */
export function flightPassengers(db: Db, flightId: string) {
  return db
    .select({
      pnr: bookings.pnr,
      passengerIndex: bookingPassengers.passengerIndex,
      name: bookingPassengers.name,
      type: bookingPassengers.type,
      ticket: tickets.number,
      packageName: bookingLegs.packageName,
      userEmail: sql<string>`coalesce(${users.email}, ${bookings.contactEmail})`,
      status: bookings.status,
    })
    .from(bookingLegs)
    .innerJoin(bookings, eq(bookings.id, bookingLegs.bookingId))
    .leftJoin(users, eq(users.id, bookings.userId))
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

/** The booking class a leg is priced in (issue 31): its ladder and the route's closing rules, for the hold to check. */
export interface LegFareClass {
  ladder?: { code: string; price: number; seats: number }[] | null;
  closing?: { loadFactorPercent: number | null; daysBefore: number | null } | null;
  /** The package's own price on the flight: what the leg costs when no class of its ladder is open. */
  basePrice?: number;
}

/** A priced leg with the flight's details, as the booking answer shows them, and whether it flies abroad. */
export type QuotedLeg = PricedLeg & Omit<Booking['legs'][number], 'flightId' | 'packageName' | 'packagePrice'> & { international: boolean } & LegFareClass;

export interface HoldLimits {
  /** Held, unexpired bookings one account (or guest mailbox and phone) may have at once. */
  maxHolds: number;
  /** Seats one account (or guest) may hold on one flight at once. */
  maxSeatsPerFlight: number;
  /** Unpaid holds one client address may make in an hour (HOLD_MAX_PER_IP); null or absent: no limit. */
  maxHoldsPerAddress?: number | null;
  /** Percent of a flight's seats that may wait for payment at once (HOLD_MAX_FLIGHT_PERCENT); null or absent: no limit. */
  maxFlightPercent?: number | null;
}

/** A passenger as the hold writes it: the full form and the share of the adult fare they pay. */
export type HeldPassenger = PartyMember & { farePercent: number };

export interface HoldInput {
  owner: Owner;
  /** The account's e-mail, or the contact's for a guest (the answer's `userEmail`). */
  ownerEmail: string;
  contact: ContactInput;
  legs: QuotedLeg[];
  passengers: HeldPassenger[];
  /** Passengers who take a seat (infants do not). */
  seated: number;
  total: number;
  idempotencyKey: string | null;
  /** The hash of the request (bookings/request-fingerprint.ts): its idempotency key replays only the same request. */
  fingerprint?: string | null;
  /** The client's address, for the per-address limit. */
  clientAddress?: string | null;
  holdSeconds: number;
  limits: HoldLimits;
  /** The language the booking is made in: its mails and documents are written in it. */
  language: Language;
  /** A promo code (upper case) and its discount, already taken off `total` (issue 31). */
  promoCode?: string | null;
  discount?: number;
  /** The services asked with the hold (API.md "More than a seat"), offered and priced (their prices in `total`): the hold function looks at their seats and bassinets and writes them. */
  services?: HoldServices;
}

const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.trim();

/** What the hold function (bookings/sql/hold.sql) raises for each refusal, with the seconds its DETAIL gives. */
const HOLD_REFUSALS: Record<string, (input: HoldInput, retryAfter: number | undefined, flightId: string | undefined) => Error> = {
  TMH01: (input, retryAfter) => new TooManyHoldsError(input.limits.maxHolds, retryAfter),
  TMH02: (input, retryAfter) => new TooManyHeldSeatsError(input.limits.maxSeatsPerFlight, retryAfter),
  TMH03: () => new SoldOutError(),
  TMH04: (_input, retryAfter) => new TooManyHoldsFromAddressError(retryAfter),
  TMH05: (input, retryAfter, flightId) =>
    new FlightHoldShareError(input.legs.find((l) => l.flightId === flightId)?.flightNumber ?? '', retryAfter),
  TMH06: (_input, _retryAfter, hint) => {
    const [index, code] = (hint ?? '').split('|');
    return new FareClassChangedError(Number(index), code || null);
  },
  TMH07: (input) => new PromoUsedUpError(input.promoCode ?? ''),
  TMH08: (input, _retryAfter, hint) => holdServiceRefusal('TMH08', hint, input.services, input.language)!,
  TMH09: (input, _retryAfter, hint) => holdServiceRefusal('TMH09', hint, input.services, input.language)!,
};

/** A field the PostgreSQL error carries (drizzle wraps the driver's error as `cause`). */
function pgErrorField(err: unknown, field: 'detail' | 'hint'): string | undefined {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const value = (e as Record<string, unknown>)[field];
    if (typeof value === 'string') return value;
  }
  return undefined;
}

/** The hold function's one argument (its keys are listed at the top of bookings/sql/hold.sql). */
function holdArgument(input: HoldInput, pnr: string) {
  const guest = input.owner.userId === null;
  return {
    pnr,
    userId: input.owner.userId,
    contactEmail: input.contact.email,
    contactPhone: input.contact.phone,
    actorEmail: input.ownerEmail,
    seated: input.seated,
    total: input.total,
    idempotencyKey: input.idempotencyKey,
    fingerprint: input.fingerprint ?? null,
    holdSeconds: input.holdSeconds,
    language: input.language,
    guestMailbox: guest ? mailboxOf(input.owner.contactEmail) : null,
    guestPhone: guest ? phoneKeyOf(input.contact.phone) || null : null,
    clientAddress: input.clientAddress ?? null,
    maxHolds: input.limits.maxHolds,
    maxSeatsPerFlight: input.limits.maxSeatsPerFlight,
    maxHoldsPerAddress: input.limits.maxHoldsPerAddress ?? null,
    maxFlightPercent: input.limits.maxFlightPercent ?? null,
    // The statuses a flight is sold in: the one list onSale reads, so the hold cannot drift from search.
    sellingStatuses: SELLING_STATUSES,
    promoCode: input.promoCode ?? null,
    discount: input.discount ?? 0,
    legs: input.legs.map((l) => ({
      flightId: l.flightId,
      packageId: l.packageId,
      packageName: l.packageName,
      price: l.packagePrice,
      bagWeight: l.bagWeight,
      refundable: l.fareRules.refundable,
      changeFee: l.fareRules.changeFee,
      refundFeeBefore: l.fareRules.refundFeeBefore24h,
      refundFeeWithin: l.fareRules.refundFeeWithin24h,
      fareClass: l.fareClass ?? null,
      fareBasis: l.fareBasis ?? null,
      taxes: l.taxes ?? null,
      ladder: l.ladder ?? null,
      closeLoadFactor: l.closing?.loadFactorPercent ?? null,
      closeDays: l.closing?.daysBefore ?? null,
    })),
    passengers: input.passengers.map((p) => ({
      name: fullName(p),
      title: p.title,
      firstName: p.firstName,
      lastName: p.lastName,
      type: p.type,
      dateOfBirth: p.dateOfBirth ?? null,
      passportNumber: p.passportNumber ?? null,
      passportExpiry: p.passportExpiry ?? null,
      nationality: p.nationality ?? null,
      farePercent: p.farePercent,
    })),
    ...(input.services?.priced.length ? holdServicesArgument(input.services) : {}),
  };
}

/**
 * Writes a held booking (no tickets: they are issued on payment) and takes its seats in one round trip: the
 * `tarmac_hold` function (bookings/sql/hold.sql) checks the limits against seat blocking under locks (the owner's:
 * the account, or a guest's mailbox and phone; the client address's; each flight's row), writes the booking, its
 * legs, passengers, first event and audit entry, takes the seats through the conditional update, and writes the
 * services asked with it (already offered and priced: services/hold-services.ts) once it has looked, under each
 * flight's seat-book lock, at the seats chosen and the bassinet positions, all in one statement's transaction. Two
 * buyers of the last seat (or of one seat of the map) cannot both succeed.
 * Answers the booking as the API shows it, with its services.
 * Throws SoldOutError, or a TooManyError saying which limit and when to ask again; for a service, an
 * InvalidInputError (a bassinet the flight has no position left for) or a ServiceSeatTakenError.
 */
export async function createHold(db: Db, input: HoldInput): Promise<Booking> {
  const n = input.seated;
  const people = input.passengers;
  const legs = input.legs;
  for (let attempt = 0; ; attempt++) {
    let row: { id: string; pnr: string; created_at: string | Date; pay_by: string | Date; total: number };
    try {
      const written = await db.execute(sql`select * from tarmac_hold(${JSON.stringify(holdArgument(input, newPnr()))}::jsonb)`);
      row = (written as unknown as { rows: (typeof row)[] }).rows[0]!;
    } catch (err) {
      const refusal = HOLD_REFUSALS[pgErrorCode(err) ?? ''];
      if (refusal) {
        const seconds = Number(pgErrorField(err, 'detail'));
        throw refusal(input, Number.isFinite(seconds) ? Math.max(1, seconds) : undefined, pgErrorField(err, 'hint'));
      }
      // A PNR collision (1 in ~900 million per pair) is simply tried again with a new one.
      if (isUniqueViolation(err) && pgConstraint(err) === 'bookings_pnr_key' && attempt < 3) continue;
      throw err;
    }
    return {
      _id: row.id,
      pnr: row.pnr,
      status: 'held' as const,
      createdAt: new Date(row.created_at).toISOString(),
      payBy: new Date(row.pay_by).toISOString(),
      userEmail: input.ownerEmail,
      guest: input.owner.userId === null,
      contact: { email: input.contact.email, phone: input.contact.phone },
      travellers: n,
      total: row.total,
      ...(input.promoCode ? { promoCode: input.promoCode, discount: input.discount ?? 0 } : {}),
      legs: legs.map(({ packageId: _packageId, international: _international, ladder: _ladder, closing: _closing, basePrice: _basePrice, fareClass, fareBasis, ...l }) => ({
        ...l,
        ...(fareClass ? { fareClass, fareBasis: fareBasis ?? fareClass } : {}),
      })),
      passengers: people.map((p) => ({
        name: fullName(p),
        title: p.title,
        firstName: p.firstName,
        lastName: p.lastName,
        type: p.type,
        fares: legs.map((l) => fareShare(l.packagePrice, p.farePercent)),
        tickets: [],
      })),
      payments: [],
      refunds: [],
      changes: [],
      services: heldServicesView(input.services, input.language),
      balanceDue: row.total,
    };
  }
}
