import type { FlightResult } from '@tarmac/shared';
import type { Db } from '../db/open.js';
import type { CatalogCache, Offer } from '../catalog/cache.js';
import { prepareLegQuery, type LegRow } from './search.repo.js';

export interface Leg {
  flightFromCurrentLocation: string;
  flightToDestinationLocation: string;
  flightDepartingDate: string;
}

/**
 * The flights of a route and day, kept for a moment. Only for the embedded database, where this process
 * makes every write: a booking, a cancellation or any catalogue change clears it, so seats are exact.
 */
export class LegCache {
  private entries = new Map<string, { rows: LegRow[]; until: number }>();
  constructor(private readonly ttlMs = 2000) {}
  get(key: string) {
    const hit = this.entries.get(key);
    return hit && hit.until > Date.now() ? hit.rows : undefined;
  }
  set(key: string, rows: LegRow[]) {
    if (this.entries.size > 5000) this.entries.clear();
    this.entries.set(key, { rows, until: Date.now() + this.ttlMs });
  }
  clear() {
    this.entries.clear();
  }
}

export function createSearch(db: Db, catalog: CatalogCache, legCache: LegCache | null) {
  const legQuery = prepareLegQuery(db);
  const flightsOf = async (fromId: string, toId: string, day: string) => {
    const key = `${fromId}|${toId}|${day}`;
    const cached = legCache?.get(key);
    if (cached) return cached;
    const rows = await legQuery.execute({ fromId, toId, day });
    legCache?.set(key, rows);
    return rows;
  };

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
    const now = new Date();
    const rows = (await flightsOf(from.id, to.id, leg.flightDepartingDate)).filter((f) => f.seatsLeft >= travellers && f.departsAt > now);
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
