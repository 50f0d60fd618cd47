import type { FlightManifest } from '@tarmac/shared';
import type { Db } from '../db/open.js';
import { findFlight } from '../catalog/flights.repo.js';
import { NotFoundError } from '../lib/domain-errors.js';
import { flightPassengers } from './bookings.repo.js';

/** A flight and everyone booked on it, for the admin's manifest; NotFoundError when there is no such flight. */
export async function loadFlightManifest(db: Db, flightId: string): Promise<FlightManifest> {
  const flight = await findFlight(db, flightId);
  if (!flight) throw new NotFoundError('There is no flight with that id.');
  return { flight, passengers: await flightPassengers(db, flight._id) };
}
