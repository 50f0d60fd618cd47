import { and, asc, eq, gt, gte, sql } from 'drizzle-orm';
import type { FlightResult } from '@tarmac/shared';
import type { Db } from '../db/open.js';
import { flights } from '../db/schema.js';
import type { CatalogCache, Offer } from '../catalog/cache.js';

export interface Leg {
  flightFromCurrentLocation: string;
  flightToDestinationLocation: string;
  flightDepartingDate: string;
}

/** One leg's flights: one index range on (from, to, day), prepared once per database connection. */
function prepareLegQuery(db: Db) {
  return db
    .select({
      id: flights.id,
      planeNumber: flights.planeNumber,
      flightNumber: flights.flightNumber,
      departingDate: flights.departingDate,
      departingTime: flights.departingTime,
      arrivalDate: flights.arrivalDate,
      arrivalTime: flights.arrivalTime,
      seatsLeft: flights.seatsLeft,
      silver: flights.silverPrice,
      gold: flights.goldPrice,
      platinum: flights.platinumPrice,
    })
    .from(flights)
    .where(
      and(
        eq(flights.fromId, sql.placeholder('fromId')),
        eq(flights.toId, sql.placeholder('toId')),
        eq(flights.departingDate, sql.placeholder('day')),
        gt(flights.departsAt, sql`now()`),
        gte(flights.seatsLeft, sql.placeholder('travellers')),
      ),
    )
    .orderBy(asc(flights.departingTime), asc(flights.flightNumber))
    .prepare('search_leg');
}

export function createSearch(db: Db, catalog: CatalogCache) {
  const legQuery = prepareLegQuery(db);

  /**
   * Flights of one leg: same route (names match ignoring case), same calendar day, not departed, and
   * with at least `travellers` seats left. Each carries the packages and, under each package's name,
   * its price for this flight.
   */
  async function findLeg(leg: Leg, travellers: number, offers: Offer[]): Promise<FlightResult[]> {
    const places = await catalog.places();
    const from = places.get(leg.flightFromCurrentLocation.toLowerCase());
    const to = places.get(leg.flightToDestinationLocation.toLowerCase());
    if (!from || !to) return [];
    const rows = await legQuery.execute({ fromId: from.id, toId: to.id, day: leg.flightDepartingDate, travellers });
    const packageList = offers.map(({ tier: _tier, ...offer }) => offer);
    return rows.map((f) => {
      const result: FlightResult = {
        _id: f.id,
        planeNumber: f.planeNumber,
        flightNumber: f.flightNumber,
        flightFromCurrentLocation: from.name,
        flightToDestinationLocation: to.name,
        flightDepartingDate: f.departingDate,
        flightDepartingTime: f.departingTime,
        flightArrivalDate: f.arrivalDate,
        flightArrivalTime: f.arrivalTime,
        seatsLeft: f.seatsLeft,
        packageList,
      };
      for (const offer of offers) result[offer.packageName] = f[offer.tier];
      return result;
    });
  }

  /** Searches several legs at once, with one read of the packages. */
  return async function searchLegs(legs: Leg[], travellers: number): Promise<FlightResult[][]> {
    const offers = await catalog.offers();
    return Promise.all(legs.map((leg) => findLeg(leg, travellers, offers)));
  };
}
