import { and, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Flight, FlightListQuery, Page } from '@tarmac/shared';
import { pageList, streamList, type PageQuery, type SqlList, type SqlSort } from '../db/list-page.js';
import type { Db } from '../db/open.js';
import { isUuid, rowById, unreferencedOr, uniqueOr } from '../db/errors.js';
import { rowsOf } from '../db/rows.js';
import { cabinCrew, flights, locations, pilots } from '../db/schema.js';
import { ConflictError, NotFoundError } from '../lib/domain-errors.js';
import { preparedPerDatabase } from '../db/prepared.js';
import { sentence } from '@tarmac/shared';

const fromLoc = alias(locations, 'from_loc');
const toLoc = alias(locations, 'to_loc');

/** The statuses in which a flight is sold: a cancelled, departed or arrived one is not. */
export const SELLING_STATUSES = ['scheduled', 'delayed'] as const;

/** Whether a flight of this status is sold (the check of `onSale` for a row already read). */
export const isSelling = (status: string): boolean => (SELLING_STATUSES as readonly string[]).includes(status);

/**
 * The one condition of a flight on sale, for every query that sells seats or offers flights (search, the fare
 * calendar, rebooking, taking seats): not yet departed by the clock, and scheduled or delayed. (The hold routine,
 * bookings/sql/hold.sql, runs inside PostgreSQL and says the same in its own SQL.)
 */
export const onSale: SQL = and(gt(flights.departsAt, sql`now()`), inArray(flights.status, SELLING_STATUSES))!;

/** A flight's columns as scheduling settles them (places, pilot and crew by id, the departure instant). */
export interface FlightValues {
  planeNumber: string;
  flightNumber: string;
  fromId: string;
  toId: string;
  platinumPrice: number;
  goldPrice: number;
  silverPrice: number;
  departingDate: string;
  departingTime: string;
  arrivalDate: string;
  arrivalTime: string;
  departsAt: Date;
  /** Null: not assigned yet. */
  pilotId: string | null;
  cabinCrewId: string | null;
}

/**
 * A flight's row as the lists read it: flat columns, places, pilot and crew by id, and the timestamps already
 * written as `Date#toISOString` writes them (UTC, milliseconds), so nothing is parsed and re-formatted. The list
 * pages 100k flights (issue 12): one plain statement and one plain mapping per row keep a page cheap.
 */
interface FlightColumns
  extends Pick<
    FlightValues,
    'planeNumber' | 'flightNumber' | 'fromId' | 'toId' | 'platinumPrice' | 'goldPrice' | 'silverPrice' | 'departingDate' | 'departingTime' | 'arrivalDate' | 'arrivalTime' | 'pilotId'
  > {
  id: string;
  crewId: string | null;
  seatCapacity: number;
  seatsLeft: number;
  createdAt: string;
  updatedAt: string;
  status: NonNullable<Flight['status']>;
}
/** What the flight's ids name (from the joined tables, or from the catalogue's names). */
interface FlightNames {
  fromName: string;
  toName: string;
  pilotName: string | null;
  crewName: string | null;
  /** `2026-12-01 13:30`: a delayed flight's expected departure, local at its airport; null otherwise. */
  estimatedLocal?: string | null;
}
type FlightRow = FlightColumns & FlightNames;

const iso = (column: AnyPgColumn) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const FLIGHT_COLUMNS = sql`${flights.id} as "id", ${flights.planeNumber} as "planeNumber", ${flights.flightNumber} as "flightNumber",
  ${flights.fromId} as "fromId", ${flights.toId} as "toId",
  ${flights.platinumPrice} as "platinumPrice", ${flights.goldPrice} as "goldPrice", ${flights.silverPrice} as "silverPrice",
  ${flights.departingDate}::text as "departingDate", ${flights.departingTime} as "departingTime",
  ${flights.arrivalDate}::text as "arrivalDate", ${flights.arrivalTime} as "arrivalTime",
  ${flights.pilotId} as "pilotId", ${flights.cabinCrewId} as "crewId",
  ${flights.seatCapacity} as "seatCapacity", ${flights.seatsLeft} as "seatsLeft",
  ${iso(flights.createdAt)} as "createdAt", ${iso(flights.updatedAt)} as "updatedAt", ${flights.status} as "status"`;
// A delay's new departure at the departure airport's clock (places without a zone are in Dhaka's), for every list.
const NAMES = sql`${fromLoc.name} as "fromName", ${toLoc.name} as "toName", ${pilots.name} as "pilotName", ${cabinCrew.name} as "crewName",
  case when ${flights.status} = 'delayed' and ${flights.estimatedDepartsAt} is not null
    then to_char(${flights.estimatedDepartsAt} at time zone coalesce(nullif(${fromLoc.timeZone}, ''), 'Asia/Dhaka'), 'YYYY-MM-DD HH24:MI') end as "estimatedLocal"`;
const WITH_NAMES = sql`inner join ${locations} as "from_loc" on ${fromLoc.id} = ${flights.fromId}
  inner join ${locations} as "to_loc" on ${toLoc.id} = ${flights.toId}
  left join ${pilots} on ${pilots.id} = ${flights.pilotId}
  left join ${cabinCrew} on ${cabinCrew.id} = ${flights.cabinCrewId}`;

/** Flights with their places, pilot and crew; `rest` is the where, order and limit clauses. */
async function selectFlights(db: Db, rest: SQL): Promise<Flight[]> {
  return rowsOf<FlightRow>(await db.execute(sql`select ${FLIGHT_COLUMNS}, ${NAMES} from ${flights} ${WITH_NAMES} ${rest}`)).map((r) => toFlight(r, r));
}

/**
 * Names of places, pilots and crews by id (ids are UUIDs: one map serves the three): what a page of flights
 * read from `flights` alone is shown with. Kept by the catalogue cache, emptied by every catalogue write.
 */
export async function catalogNames(db: Db): Promise<Map<string, string>> {
  const rows = rowsOf<{ id: string; name: string }>(
    await db.execute(sql`select ${locations.id} as "id", ${locations.name} as "name" from ${locations}
      union all select ${pilots.id}, ${pilots.name} from ${pilots}
      union all select ${cabinCrew.id}, ${cabinCrew.name} from ${cabinCrew}`),
  );
  return new Map(rows.map((r) => [r.id, r.name]));
}

const toFlight = (f: FlightColumns, n: FlightNames): Flight => ({
  _id: f.id,
  planeNumber: f.planeNumber,
  flightNumber: f.flightNumber,
  flightFromCurrentLocation: n.fromName,
  flightToDestinationLocation: n.toName,
  platinumpackagesPrice: f.platinumPrice,
  goldPackagesPrice: f.goldPrice,
  silverPackagesPrice: f.silverPrice,
  flightDepartingDate: f.departingDate,
  flightDepartingTime: f.departingTime,
  flightArrivalDate: f.arrivalDate,
  flightArrivalTime: f.arrivalTime,
  pilotsOfPlaneId: f.pilotId !== null && n.pilotName !== null ? { _id: f.pilotId, pilotName: n.pilotName } : null,
  cabinCrewId: f.crewId !== null && n.crewName !== null ? { _id: f.crewId, cabinCrewName: n.crewName } : null,
  seatCapacity: f.seatCapacity,
  seatsLeft: f.seatsLeft,
  createdAt: f.createdAt,
  updatedAt: f.updatedAt,
  status: f.status,
  ...(n.estimatedLocal ? { estimatedDeparture: { date: n.estimatedLocal.slice(0, 10), time: n.estimatedLocal.slice(11, 16) } } : {}),
});

/** The columns a flight list may be sorted by (`?sort=`), in the API's names (each index ends with the id). */
const FLIGHT_SORTS: Record<string, SqlSort> = {
  createdAt: { expr: sql`${flights.createdAt}`, type: 'timestamptz' },
  flightNumber: { expr: sql`${flights.flightNumber}`, type: 'text' },
  planeNumber: { expr: sql`${flights.planeNumber}`, type: 'text' },
  departsAt: { expr: sql`${flights.departsAt}`, type: 'timestamptz' },
  flightDepartingDate: { expr: sql`${flights.departingDate}`, type: 'date' },
  flightFromCurrentLocation: { expr: sql`${fromLoc.name}`, type: 'text' },
  flightToDestinationLocation: { expr: sql`${toLoc.name}`, type: 'text' },
  seatsLeft: { expr: sql`${flights.seatsLeft}`, type: 'integer' },
  seatCapacity: { expr: sql`${flights.seatCapacity}`, type: 'integer' },
  silverPackagesPrice: { expr: sql`${flights.silverPrice}`, type: 'integer' },
};

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * What one search word finds: a whole day (2026-11-28, the gate's look-up) the flights of that day by their
 * departing date (index flights_departing_date_idx); any other word the flight's number or plane (trigram index
 * flights_search_idx), its places, pilot or crew by name, or part of its departing date.
 */
function flightWord(pattern: string, word: string): SQL {
  if (ISO_DAY.test(word) && !Number.isNaN(Date.parse(word))) return sql`${flights.departingDate} = ${word}::date`;
  return sql`((${flights.flightNumber} || ' ' || ${flights.planeNumber}) ilike ${pattern}
    or ${fromLoc.name} ilike ${pattern} or ${toLoc.name} ilike ${pattern}
    or ${pilots.name} ilike ${pattern} or ${cabinCrew.name} ilike ${pattern} or ${flights.departingDate}::text like ${pattern})`;
}

/** The flight list (`/api/show-flight-information-list`): oldest first by default (the legacy order). */
const flightList: SqlList<FlightRow, Flight> = {
  name: 'flights',
  from: sql`${flights} ${WITH_NAMES}`,
  id: sql`${flights.id}`,
  columns: sql`${FLIGHT_COLUMNS}, ${NAMES}`,
  sorts: FLIGHT_SORTS,
  defaultSort: 'createdAt',
  search: flightWord,
  finish: (rows) => rows.map((r) => toFlight(r, r)),
};

/**
 * One page of the flight list, searched and sorted in the database (the schedule holds 100k flights), keyset
 * after a cursor or from an offset. Without `sort` it is the legacy order (oldest first); ties by id.
 */
export function pageFlights(db: Db, q: PageQuery & Partial<Pick<FlightListQuery, 'dateFrom' | 'dateTo' | 'fromId' | 'toId'>>): Promise<Page<Flight>> {
  // The back office's filters (issue 35): a departure day range (flights_departing_date_idx) and a route
  // (flights_route_day_idx); sorted by `departsAt` through flights_departs_idx.
  const where = and(
    q.dateFrom ? sql`${flights.departingDate} >= ${q.dateFrom}::date` : undefined,
    q.dateTo ? sql`${flights.departingDate} <= ${q.dateTo}::date` : undefined,
    q.fromId ? eq(flights.fromId, q.fromId) : undefined,
    q.toId ? eq(flights.toId, q.toId) : undefined,
  );
  const filters = { dateFrom: q.dateFrom ?? null, dateTo: q.dateTo ?? null, fromId: q.fromId ?? null, toId: q.toId ?? null };
  return pageList(db, flightList, { limit: q.limit, offset: q.offset, after: q.after, q: q.q, sort: q.sort }, { where, filters });
}

/** Every flight in the legacy order, in batches: the legacy array, streamed. */
export function streamFlights(db: Db): AsyncIterable<Flight[]> {
  return streamList(db, flightList);
}

/** The flight with that id, or null (a malformed id names no flight). */
export async function findFlight(db: Db, id: string): Promise<Flight | null> {
  if (!isUuid(id)) return null;
  const [row] = await selectFlights(db, sql`where ${flights.id} = ${id}`);
  return row ?? null;
}

export function flightsRepo(db: Db) {
  const missing = () => new NotFoundError('flight.notFound');
  const one = async (id: string) => {
    const found = await findFlight(db, id);
    if (!found) throw missing();
    return found;
  };
  const duplicate = (v: FlightValues) => () => sentence('flight.duplicate', { flight: v.flightNumber, date: v.departingDate });
  return {
    /** Schedules a flight with all its seats on sale. */
    async create(values: FlightValues, seatCapacity: number): Promise<Flight> {
      const [row] = await uniqueOr(
        () => db.insert(flights).values({ ...values, seatCapacity, seatsLeft: seatCapacity }).returning({ id: flights.id }),
        duplicate(values),
      );
      return one(row!.id);
    },
    async list(): Promise<Flight[]> {
      return selectFlights(db, sql`order by ${flights.createdAt}, ${flights.id}`);
    },
    get: one,
    /** When a flight departs now, and how many of its seats are sold or held; null for no such flight. */
    async departureOf(id: string): Promise<{ departsAt: Date; departingDate: string; departingTime: string; seatsTaken: number } | null> {
      if (!isUuid(id)) return null;
      const [row] = await db
        .select({ departsAt: flights.departsAt, departingDate: flights.departingDate, departingTime: flights.departingTime, seatsTaken: sql<number>`${flights.seatCapacity} - ${flights.seatsLeft}` })
        .from(flights)
        .where(eq(flights.id, id));
      return row ? { ...row, departingDate: String(row.departingDate), seatsTaken: Number(row.seatsTaken) } : null;
    },
    /**
     * Reschedules a flight; without a seat capacity it keeps its own. Sold seats stay sold: the capacity may
     * shrink only down to them, checked in the same statement (ConflictError otherwise).
     */
    async update(id: string, values: FlightValues, seatCapacity: number | undefined): Promise<Flight> {
      const current = await rowById(id, () => db.select({ seatCapacity: flights.seatCapacity, seatsLeft: flights.seatsLeft }).from(flights).where(eq(flights.id, id)), missing);
      const capacity = seatCapacity ?? current.seatCapacity;
      const [row] = await uniqueOr(
        () =>
          db
            .update(flights)
            .set({
              ...values,
              seatCapacity: capacity,
              seatsLeft: sql`${flights.seatsLeft} + (${capacity} - ${flights.seatCapacity})`,
              updatedAt: new Date(),
            })
            .where(sql`${flights.id} = ${id} and ${flights.seatsLeft} + (${capacity} - ${flights.seatCapacity}) >= 0`)
            .returning({ id: flights.id }),
        duplicate(values),
      );
      if (!row) {
        const sold = current.seatCapacity - current.seatsLeft;
        throw new ConflictError('flight.seatsSold', { sold });
      }
      return one(id);
    },
    async remove(id: string): Promise<void> {
      const remove = () => db.delete(flights).where(eq(flights.id, id)).returning({ id: flights.id });
      await rowById(id, () => unreferencedOr(remove, async () => sentence('flight.hasBookings')), missing);
    },
  };
}

/** The flights of the ids given (malformed ids match nothing), with the names of their places. */
const flightsWithPlaces = preparedPerDatabase((db) =>
  db
    .select({ f: flights, fromName: fromLoc.name, toName: toLoc.name, fromKind: fromLoc.kind, toKind: toLoc.kind, fromZone: fromLoc.timeZone, toZone: toLoc.timeZone })
    .from(flights)
    .innerJoin(fromLoc, eq(fromLoc.id, flights.fromId))
    .innerJoin(toLoc, eq(toLoc.id, flights.toId))
    // Three values rather than one array: PostgreSQL plans `= any($1)` anew on every call (the array's length is
    // unknown to a generic plan), and keeps one plan for `in ($1, $2, $3)`.
    .where(sql`${flights.id} in (${sql.placeholder('a')}::uuid, ${sql.placeholder('b')}::uuid, ${sql.placeholder('c')}::uuid)`)
    .prepare('flights_with_places_3'),
);
export type FlightWithPlaces = Awaited<ReturnType<ReturnType<typeof flightsWithPlaces>['execute']>>[number];

/** The flights with their places, three ids a time (a booking has at most MAX_TRIPS = 3); unknown ids are left out. */
export async function findFlightsWithPlaces(db: Db, ids: string[]): Promise<FlightWithPlaces[]> {
  const flightIds = [...new Set(ids.filter(isUuid))];
  const rows: FlightWithPlaces[] = [];
  for (let i = 0; i < flightIds.length; i += 3) {
    const [a, b = a, c = a] = flightIds.slice(i, i + 3);
    rows.push(...(await flightsWithPlaces(db).execute({ a, b, c })));
  }
  return rows;
}
