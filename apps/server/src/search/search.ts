import { and, asc, eq, gt, gte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FlightResult, Tier } from '@tarmac/shared';
import type { Db } from '../db/open.js';
import { flights, locations, packages } from '../db/schema.js';

export interface Leg {
  flightFromCurrentLocation: string;
  flightToDestinationLocation: string;
  flightDepartingDate: string;
}

const fromLoc = alias(locations, 'from_loc');
const toLoc = alias(locations, 'to_loc');

type Offer = { _id: string; packageName: string; tier: Tier; bagWeight: number; packageFacility1: string; packageFacility2: string };

/** Every package on sale, cheapest tier first. */
async function loadOffers(db: Db): Promise<Offer[]> {
  const rows = await db.select().from(packages).orderBy(sql`array_position(array['silver','gold','platinum'], ${packages.tier})`, asc(packages.createdAt));
  return rows.map((p) => ({ _id: p.id, packageName: p.name, tier: p.tier, bagWeight: p.bagWeight, packageFacility1: p.facility1, packageFacility2: p.facility2 }));
}

/**
 * Flights of one leg: same route (names match ignoring case), same calendar day, not departed, and with
 * at least `travellers` seats left. Each carries the packages and, under each package's name, its price.
 */
async function findLeg(db: Db, leg: Leg, travellers: number, offers: Offer[]): Promise<FlightResult[]> {
  const rows = await db
    .select({ f: flights, fromName: fromLoc.name, toName: toLoc.name })
    .from(flights)
    .innerJoin(fromLoc, eq(fromLoc.id, flights.fromId))
    .innerJoin(toLoc, eq(toLoc.id, flights.toId))
    .where(
      and(
        sql`lower(${fromLoc.name}) = ${leg.flightFromCurrentLocation.toLowerCase()}`,
        sql`lower(${toLoc.name}) = ${leg.flightToDestinationLocation.toLowerCase()}`,
        eq(flights.departingDate, leg.flightDepartingDate),
        gt(flights.departsAt, new Date()),
        gte(flights.seatsLeft, travellers),
      ),
    )
    .orderBy(asc(flights.departingTime), asc(flights.flightNumber));
  const packageList = offers.map(({ tier: _tier, ...offer }) => offer);
  return rows.map(({ f, fromName, toName }) => {
    const priceOf: Record<Tier, number> = { silver: f.silverPrice, gold: f.goldPrice, platinum: f.platinumPrice };
    const result: FlightResult = {
      _id: f.id,
      planeNumber: f.planeNumber,
      flightNumber: f.flightNumber,
      flightFromCurrentLocation: fromName,
      flightToDestinationLocation: toName,
      flightDepartingDate: f.departingDate,
      flightDepartingTime: f.departingTime,
      flightArrivalDate: f.arrivalDate,
      flightArrivalTime: f.arrivalTime,
      seatsLeft: f.seatsLeft,
      packageList,
    };
    for (const offer of offers) result[offer.packageName] = priceOf[offer.tier];
    return result;
  });
}

/** Searches several legs with one read of the packages. */
export async function searchLegs(db: Db, legs: Leg[], travellers: number): Promise<FlightResult[][]> {
  const offers = await loadOffers(db);
  return Promise.all(legs.map((leg) => findLeg(db, leg, travellers, offers)));
}
