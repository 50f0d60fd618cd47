import type { Flight, flightBody } from '@tarmac/shared';
import type { z } from 'zod';
import type { Db } from '../db/open.js';
import { ConflictError, InvalidInputError } from '../lib/domain-errors.js';
import { bookingsToTell, tellOfReschedule, type RescheduleContext } from '../flight-status/reschedule.js';
import { zonedToUtc } from '../lib/zoned-time.js';
import { cabinCrewExists, pilotExists } from './crew.repo.js';
import { flightsRepo, type FlightValues } from './flights.repo.js';
import { findPlaceByName } from './locations.repo.js';
import type { EntityStore } from './store.js';
import { layoutCapacity } from '../checkin/layouts.repo.js';
import { sentence } from '@tarmac/shared';

/** The zone of an airport whose time zone is not recorded: the airline's home. */
export const HOME_TIME_ZONE = 'Asia/Dhaka';

type FlightBody = z.output<typeof flightBody>;

/** Checks what the schema cannot: places, pilot and crew exist; arrival after departure in real time. */
export async function resolveFlight(db: Db, b: FlightBody): Promise<FlightValues> {
  const fieldErrors: Record<string, string[]> = {};
  const from = await findPlaceByName(db, b.flightFromCurrentLocation);
  if (!from) fieldErrors.flightFromCurrentLocation = [`There is no destination named ${b.flightFromCurrentLocation}.`];
  const to = await findPlaceByName(db, b.flightToDestinationLocation);
  if (!to) fieldErrors.flightToDestinationLocation = [`There is no destination named ${b.flightToDestinationLocation}.`];
  // Pilot and crew are optional (rostered after the schedule); one that is named must exist.
  const pilot = b.pilotsOfPlaneId === null || (await pilotExists(db, b.pilotsOfPlaneId));
  if (!pilot) fieldErrors.pilotsOfPlaneId = ['There is no such pilot; choose one from the list.'];
  const crew = b.cabinCrewId === null || (await cabinCrewExists(db, b.cabinCrewId));
  if (!crew) fieldErrors.cabinCrewId = ['There is no such cabin crew member; choose one from the list.'];
  if (!from || !to || !pilot || !crew) throw InvalidInputError.fields(fieldErrors);
  const departsAt = zonedToUtc(b.flightDepartingDate, b.flightDepartingTime, from.timeZone || HOME_TIME_ZONE);
  const arrivesAt = zonedToUtc(b.flightArrivalDate, b.flightArrivalTime, to.timeZone || HOME_TIME_ZONE);
  if (arrivesAt <= departsAt) {
    throw InvalidInputError.fields({ flightArrivalTime: [sentence('flight.arrivalBeforeDeparture')] });
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
    pilotId: b.pilotsOfPlaneId,
    cabinCrewId: b.cabinCrewId,
  };
}

/**
 * The flight schedule as the catalogue offers it: a flight of a plane with a cabin layout seats the layout's
 * sellable seats; otherwise one created without a seat capacity gets the default. With `travellers` (writes in a
 * transaction), a flight with sold or held seats cannot be moved into the past, and moving its departure mails
 * every booking on it, as a delay does.
 */
export function flightCatalog(db: Db, defaultSeatCapacity: number, travellers?: RescheduleContext): EntityStore<FlightBody, Flight> {
  const repo = flightsRepo(db);
  const update = async (id: string, b: FlightBody): Promise<Flight> => {
    const values = await resolveFlight(db, b);
    const capacity = (await layoutCapacity(db, b.planeNumber)) ?? b.seatCapacity;
    const before = travellers ? await repo.departureOf(id) : null;
    if (!travellers || !before || before.departsAt.getTime() === values.departsAt.getTime()) return repo.update(id, values, capacity);
    if (before.seatsTaken > 0 && values.departsAt.getTime() <= Date.now()) {
      throw new ConflictError('flight.soldCannotMoveToPast', { count: before.seatsTaken });
    }
    const booked = await bookingsToTell(db, id);
    const updated = await repo.update(id, values, capacity);
    await tellOfReschedule(db, travellers, id, booked, { date: before.departingDate, time: before.departingTime });
    return updated;
  };
  return {
    list: repo.list,
    get: repo.get,
    remove: repo.remove,
    // A plane with a cabin layout of its own sells the layout's seats, whatever the form says.
    create: async (b) => repo.create(await resolveFlight(db, b), (await layoutCapacity(db, b.planeNumber)) ?? b.seatCapacity ?? defaultSeatCapacity),
    update,
  };
}
