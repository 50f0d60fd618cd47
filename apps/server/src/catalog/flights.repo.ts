import { and, asc, desc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { searchWords, type Flight, type ListQuery, type Page } from '@tarmac/shared';
import { likePattern, pageLimit, sortOf } from '../http/paging.js';
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
const NAMES = sql`${fromLoc.name} as "fromName", ${toLoc.name} as "toName", ${pilots.name} as "pilotName", ${cabinCrew.name} as "crewName"`;
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

/** The rows named from `names`, or null when one of their ids is not there (written since it was read). */
function named(rows: FlightColumns[], names: ReadonlyMap<string, string>): Flight[] | null {
  const flightsNamed: Flight[] = [];
  for (const r of rows) {
    const fromName = names.get(r.fromId);
    const toName = names.get(r.toId);
    const pilotName = r.pilotId === null ? null : names.get(r.pilotId);
    const crewName = r.crewId === null ? null : names.get(r.crewId);
    if (fromName === undefined || toName === undefined || pilotName === undefined || crewName === undefined) return null;
    flightsNamed.push(toFlight(r, { fromName, toName, pilotName, crewName }));
  }
  return flightsNamed;
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
});

/** The columns a flight list may be sorted by (`?sort=`), in the API's names. */
export const FLIGHT_SORTS = {
  createdAt: flights.createdAt,
  flightNumber: flights.flightNumber,
  planeNumber: flights.planeNumber,
  departsAt: flights.departsAt,
  flightDepartingDate: flights.departingDate,
  flightFromCurrentLocation: fromLoc.name,
  flightToDestinationLocation: toLoc.name,
  seatsLeft: flights.seatsLeft,
  seatCapacity: flights.seatCapacity,
  silverPackagesPrice: flights.silverPrice,
} as const;
type FlightSort = keyof typeof FLIGHT_SORTS;


/** Every word must occur in the flight's number, plane, places, departing date, pilot or crew. */
function flightSearch(q: string | undefined): SQL | undefined {
  const words = searchWords(q);
  if (words.length === 0) return undefined;
  const text = sql`concat_ws(' ', ${flights.flightNumber}, ${flights.planeNumber}, ${fromLoc.name}, ${toLoc.name}, ${flights.departingDate}::text, ${pilots.name}, ${cabinCrew.name})`;
  return and(...words.map((w) => sql`${text} ilike ${likePattern(w)}`));
}

/**
 * One page of the flight list, searched and sorted in the database (the schedule holds 100k flights).
 * Without `sort` it is the legacy order (oldest first); ties are broken by id so pages never overlap.
 */
export async function pageFlights(
  db: Db,
  q: ListQuery,
  countAll: () => Promise<number>,
  names: () => Promise<ReadonlyMap<string, string>>,
): Promise<Page<Flight>> {
  const sort = sortOf<FlightSort>(q, Object.keys(FLIGHT_SORTS) as FlightSort[]) ?? { key: 'createdAt', descending: false };
  const direction = sort.descending ? desc : asc;
  const where = flightSearch(q.q);
  const byPlace = sort.key === 'flightFromCurrentLocation' || sort.key === 'flightToDestinationLocation';
  const order = [direction(FLIGHT_SORTS[sort.key]), direction(flights.id)];
  const page = sql`limit ${pageLimit(q)} offset ${q.offset ?? 0}`;
  const orderBy = sql`order by ${sql.join(order, sql`, `)}`;
  // Without a search or a sort by place, the page is read from `flights` alone (an index range, planned in a
  // fraction of the joined query's time) and named from the catalogue's names; a name written since they were
  // read sends the page to the joined query. A search or a sort by place searches and sorts the joined rows.
  // The page's ids come from the index alone (page 100 passes 4,950 index entries, not 4,950 rows).
  const cut = sql`where ${flights.id} in (select ${flights.id} from ${flights} ${orderBy} ${page}) ${orderBy}`;
  const rowsQuery =
    where || byPlace
      ? selectFlights(db, sql`${where ? sql`where ${where}` : sql``} ${orderBy} ${page}`)
      : Promise.all([db.execute(sql`select ${FLIGHT_COLUMNS} from ${flights} ${cut}`), names()]).then(
          ([result, known]) => named(rowsOf<FlightColumns>(result), known) ?? selectFlights(db, cut),
        );
  const total = where
    ? db.execute(sql`select count(*)::int as "n" from ${flights} ${WITH_NAMES} where ${where}`).then((r) => rowsOf<{ n: number }>(r)[0]?.n ?? 0)
    : countAll();
  const [rows, n] = await Promise.all([rowsQuery, total]);
  return { rows, total: n };
}

/** How many flights there are in all. */
export async function countFlights(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(flights);
  return row?.n ?? 0;
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
    .select({ f: flights, fromName: fromLoc.name, toName: toLoc.name, fromKind: fromLoc.kind, toKind: toLoc.kind, fromZone: fromLoc.timeZone })
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
