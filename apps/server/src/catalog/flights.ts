import { asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { catalogMessages, flightBody, flightSchema, type Flight } from '@tarmac/shared';
import type { z } from 'zod';
import type { Db } from '../db/open.js';
import { isUuid } from '../db/errors.js';
import { cabinCrew, flights, locations, pilots } from '../db/schema.js';
import { HttpError, conflict } from '../http/errors.js';
import type { CrudSpec } from './crud.js';
import { zonedToUtc } from '../lib/zoned-time.js';

/** The zone of an airport whose time zone is not recorded: the airline's home. */
const HOME_TIME_ZONE = 'Asia/Dhaka';

type Body = z.output<typeof flightBody>;

const fromLoc = alias(locations, 'from_loc');
const toLoc = alias(locations, 'to_loc');

/** Flights with their places, pilot and crew, as the legacy list shows them. */
function selectFlights(db: Db) {
  return db
    .select({ f: flights, fromName: fromLoc.name, toName: toLoc.name, pilotName: pilots.name, crewName: cabinCrew.name })
    .from(flights)
    .innerJoin(fromLoc, eq(fromLoc.id, flights.fromId))
    .innerJoin(toLoc, eq(toLoc.id, flights.toId))
    .leftJoin(pilots, eq(pilots.id, flights.pilotId))
    .leftJoin(cabinCrew, eq(cabinCrew.id, flights.cabinCrewId));
}
type Joined = Awaited<ReturnType<ReturnType<typeof selectFlights>['execute']>>[number];

export const toFlight = ({ f, fromName, toName, pilotName, crewName }: Joined): Flight => ({
  _id: f.id,
  planeNumber: f.planeNumber,
  flightNumber: f.flightNumber,
  flightFromCurrentLocation: fromName,
  flightToDestinationLocation: toName,
  platinumpackagesPrice: f.platinumPrice,
  goldPackagesPrice: f.goldPrice,
  silverPackagesPrice: f.silverPrice,
  flightDepartingDate: f.departingDate,
  flightDepartingTime: f.departingTime,
  flightArrivalDate: f.arrivalDate,
  flightArrivalTime: f.arrivalTime,
  pilotsOfPlaneId: f.pilotId && pilotName !== null ? { _id: f.pilotId, pilotName } : null,
  cabinCrewId: f.cabinCrewId && crewName !== null ? { _id: f.cabinCrewId, cabinCrewName: crewName } : null,
  seatCapacity: f.seatCapacity,
  seatsLeft: f.seatsLeft,
  createdAt: f.createdAt.toISOString(),
  updatedAt: f.updatedAt.toISOString(),
});

/** Checks what the schema cannot: places, pilot and crew exist; arrival after departure in real time. */
async function resolve(db: Db, b: Body) {
  const fieldErrors: Record<string, string[]> = {};
  const place = async (name: string, field: string) => {
    const [row] = await db
      .select({ id: locations.id, timeZone: locations.timeZone })
      .from(locations)
      .where(sql`lower(${locations.name}) = lower(${name})`);
    if (!row) fieldErrors[field] = [`There is no destination named ${name}.`];
    return row;
  };
  const from = await place(b.flightFromCurrentLocation, 'flightFromCurrentLocation');
  const to = await place(b.flightToDestinationLocation, 'flightToDestinationLocation');
  const pilot = isUuid(b.pilotsOfPlaneId) ? (await db.select({ id: pilots.id }).from(pilots).where(eq(pilots.id, b.pilotsOfPlaneId)))[0] : undefined;
  if (!pilot) fieldErrors.pilotsOfPlaneId = ['There is no such pilot; choose one from the list.'];
  const crew = isUuid(b.cabinCrewId) ? (await db.select({ id: cabinCrew.id }).from(cabinCrew).where(eq(cabinCrew.id, b.cabinCrewId)))[0] : undefined;
  if (!crew) fieldErrors.cabinCrewId = ['There is no such cabin crew member; choose one from the list.'];
  if (!from || !to || !pilot || !crew) {
    const [field, [message]] = Object.entries(fieldErrors)[0]! as [string, [string]];
    throw new HttpError(400, `${field}: ${message}`, fieldErrors);
  }
  const departsAt = zonedToUtc(b.flightDepartingDate, b.flightDepartingTime, from.timeZone || HOME_TIME_ZONE);
  const arrivesAt = zonedToUtc(b.flightArrivalDate, b.flightArrivalTime, to.timeZone || HOME_TIME_ZONE);
  if (arrivesAt <= departsAt) {
    const message = 'The arrival must be after the departure (in the airports’ local times).';
    throw new HttpError(400, `flightArrivalTime: ${message}`, { flightArrivalTime: [message] });
  }
  return {
    planeNumber: b.planeNumber,
    flightNumber: b.flightNumber.toUpperCase(),
    fromId: from.id,
    toId: to.id,
    platinumPrice: b.platinumpackagesPrice,
    goldPrice: b.goldPackagesPrice,
    silverPrice: b.silverPackagesPrice,
    departingDate: b.flightDepartingDate,
    departingTime: b.flightDepartingTime,
    arrivalDate: b.flightArrivalDate,
    arrivalTime: b.flightArrivalTime,
    departsAt,
    pilotId: pilot.id,
    cabinCrewId: crew.id,
  };
}

export function flightSpec(db: Db, defaultSeatCapacity: number): CrudSpec<Body, Flight> {
  const one = async (id: string) => {
    const [row] = await selectFlights(db).where(eq(flights.id, id));
    return row ? toFlight(row) : null;
  };
  return {
    noun: 'flight',
    paths: {
      create: '/api/upload-flight-information',
      list: '/api/show-flight-information-list',
      remove: '/api/delete-flight-information',
      one: '/api/flight-information',
    },
    listAudience: 'admin',
    body: flightBody as unknown as z.ZodType<Body>,
    entity: flightSchema,
    messages: { created: catalogMessages.flightAdded, updated: catalogMessages.updated, deleted: catalogMessages.flightInfoDeleted },
    async create(b) {
      const values = await resolve(db, b);
      const seats = b.seatCapacity ?? defaultSeatCapacity;
      const [row] = await db
        .insert(flights)
        .values({ ...values, seatCapacity: seats, seatsLeft: seats })
        .returning({ id: flights.id });
      return (await one(row!.id))!;
    },
    async list() {
      return (await selectFlights(db).orderBy(asc(flights.createdAt), asc(flights.id))).map(toFlight);
    },
    get: one,
    async update(id, b) {
      const values = await resolve(db, b);
      const [current] = await db.select({ seatCapacity: flights.seatCapacity, seatsLeft: flights.seatsLeft }).from(flights).where(eq(flights.id, id));
      if (!current) return null;
      const capacity = b.seatCapacity ?? current.seatCapacity;
      // Sold seats stay sold: the capacity may shrink only down to them, checked in the same statement.
      const [row] = await db
        .update(flights)
        .set({
          ...values,
          seatCapacity: capacity,
          seatsLeft: sql`${flights.seatsLeft} + (${capacity} - ${flights.seatCapacity})`,
          updatedAt: new Date(),
        })
        .where(sql`${flights.id} = ${id} and ${flights.seatsLeft} + (${capacity} - ${flights.seatCapacity}) >= 0`)
        .returning({ id: flights.id });
      if (!row) {
        const sold = current.seatCapacity - current.seatsLeft;
        throw conflict(`${sold} seats of this flight are already sold; the seat capacity cannot be lower than that.`);
      }
      return one(id);
    },
    async remove(id) {
      return (await db.delete(flights).where(eq(flights.id, id)).returning({ id: flights.id })).length > 0;
    },
    inUse: async () => 'This flight has bookings; cancel them before deleting the flight.',
    duplicate: (b) => `Flight ${b.flightNumber.toUpperCase()} already departs on ${b.flightDepartingDate}; choose another flight number or date.`,
  };
}
