import { and, asc, between, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/open.js';
import { flights } from '../db/schema.js';
import { onSale } from '../catalog/flights.repo.js';

/** What a day's offer needs of a flight: the seats left, when it leaves, and the price of each tier. */
const seatsAndFares = {
  seatsLeft: flights.seatsLeft,
  seatCapacity: flights.seatCapacity,
  departsAt: flights.departsAt,
  silver: flights.silverPrice,
  gold: flights.goldPrice,
  platinum: flights.platinumPrice,
};

/** The flights on sale between the places `fromId` and `toId` (placeholders) on the days `days` says. */
const onSaleBetween = (days: SQL) => and(eq(flights.fromId, sql.placeholder('fromId')), eq(flights.toId, sql.placeholder('toId')), days, onSale);

/** One leg's flights: one index range on (from, to, day), prepared once per database connection. */
export function prepareLegQuery(db: Db) {
  return db
    .select({
      id: flights.id,
      planeNumber: flights.planeNumber,
      flightNumber: flights.flightNumber,
      departingDate: flights.departingDate,
      departingTime: flights.departingTime,
      arrivalDate: flights.arrivalDate,
      arrivalTime: flights.arrivalTime,
      ...seatsAndFares,
    })
    .from(flights)
    // A cancelled (or departed) flight is no longer for sale.
    .where(onSaleBetween(eq(flights.departingDate, sql.placeholder('day'))))
    .orderBy(asc(flights.departingTime), asc(flights.flightNumber))
    .prepare('search_leg');
}

export type LegRow = Awaited<ReturnType<ReturnType<typeof prepareLegQuery>['execute']>>[number];

/**
 * The fare calendar's rows: the not yet departed flights of a route over a range of days, with only what a
 * day's lowest fare needs. One range of the same (from, to, day) index as a leg, not a search per day.
 */
export function prepareFareRangeQuery(db: Db) {
  return db
    .select({
      id: flights.id,
      day: flights.departingDate,
      ...seatsAndFares,
    })
    .from(flights)
    .where(onSaleBetween(between(flights.departingDate, sql.placeholder('first'), sql.placeholder('last'))))
    .prepare('fare_calendar_range');
}

export type FareRow = Awaited<ReturnType<ReturnType<typeof prepareFareRangeQuery>['execute']>>[number];
