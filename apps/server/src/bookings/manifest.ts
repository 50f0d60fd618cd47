import type { FlightManifest } from '@tarmac/shared';
import type { Db } from '../db/open.js';
import { findFlight } from '../catalog/flights.repo.js';
import { NotFoundError } from '../lib/domain-errors.js';
import { flightPassengers } from './bookings.repo.js';
import { flightAssignments, gateOf } from '../checkin/check-in.repo.js';
import { flightServices } from '../services/services.repo.js';

/**
 * A flight and everyone booked on it, for the admin's manifest and the gate: each passenger's seat and
 * check-in and boarding times, and the counts of booked (ticketed), checked-in and boarded passengers.
 */
export async function loadFlightManifest(db: Db, flightId: string): Promise<FlightManifest> {
  const flight = await findFlight(db, flightId);
  if (!flight) throw new NotFoundError('flight.notFound');
  const [people, assignments, gates, services] = await Promise.all([flightPassengers(db, flight._id), flightAssignments(db, flight._id), gateOf(db, [flight._id]), flightServices(db, flight._id)]);
  const passengers = people.map(({ passengerIndex, ...p }) => {
    const a = assignments.find((x) => x.pnr === p.pnr && x.passengerIndex === passengerIndex);
    const own = services.filter((x) => x.pnr === p.pnr && x.passengerIndex === passengerIndex);
    return {
      ...p,
      seat: a?.seat ?? null,
      checkedInAt: a?.checkedInAt.toISOString() ?? null,
      boardedAt: a?.boardedAt?.toISOString() ?? null,
      // Bags, meals and assistance the agent must see (API.md "More than a seat"), and the seat chosen ahead.
      services: own.filter((x) => x.kind !== 'seat').map((x) => x.code),
      chosenSeat: own.find((x) => x.kind === 'seat')?.seat ?? null,
    };
  });
  const ticketed = passengers.filter((p) => p.status === 'ticketed');
  return {
    flight,
    passengers,
    counts: { booked: ticketed.length, checkedIn: ticketed.filter((p) => p.checkedInAt).length, boarded: ticketed.filter((p) => p.boardedAt).length },
    gate: gates.get(flight._id) ?? null,
  };
}
