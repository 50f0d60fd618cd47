import { zonedStamp, type FlightManifest } from '@tarmac/shared';
import { findStatusFlight } from '../flight-status/flight-status.repo.js';
import { statusView } from '../flight-status/status-view.js';
import { HOME_TIME_ZONE } from '../catalog/flights.js';
import { utcToZoned } from '../lib/zoned-time.js';
import { csvLines } from '../reports/reports.js';
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
  const status = await findStatusFlight(db, flight._id);
  const zone = status?.fromZone || HOME_TIME_ZONE;
  const delayed = status?.f.status === 'delayed' && status.f.estimatedDepartsAt;
  const leaves = delayed ? utcToZoned(status.f.estimatedDepartsAt!, zone) : { date: flight.flightDepartingDate, time: flight.flightDepartingTime };
  const scheduledArrival = { date: flight.flightArrivalDate, time: flight.flightArrivalTime };
  // A delay moves the arrival as much as the departure (status view's estimate, at the arrival airport's clock).
  const arrives = delayed && status ? statusView(status).estimatedArrivalLocal ?? scheduledArrival : scheduledArrival;
  const arrivalMoved = arrives.date !== scheduledArrival.date || arrives.time !== scheduledArrival.time;
  return {
    flight,
    passengers,
    counts: { booked: ticketed.length, checkedIn: ticketed.filter((p) => p.checkedInAt).length, boarded: ticketed.filter((p) => p.boardedAt).length },
    gate: gates.get(flight._id) ?? null,
    departure: {
      city: flight.flightFromCurrentLocation,
      timeZone: zone,
      ...leaves,
      status: status?.f.status ?? 'scheduled',
      ...(delayed ? { scheduled: { date: flight.flightDepartingDate, time: flight.flightDepartingTime } } : {}),
    },
    arrival: { city: flight.flightToDestinationLocation, ...arrives, ...(arrivalMoved ? { scheduled: scheduledArrival } : {}) },
  };
}

const MANIFEST_COLUMNS = ['flight', 'departs', 'pnr', 'name', 'type', 'ticket', 'package', 'status', 'seat', 'checkedIn', 'boarded', 'services', 'arrives'] as const;

/**
 * The manifest as CSV lines (the gate's download): one row per passenger with the flight and its expected
 * departure, and check-in and boarding times at the departure airport's clock (`YYYY-MM-DD HH:MM`).
 */
export function manifestCsv(m: FlightManifest): Generator<string> {
  const zone = m.departure?.timeZone ?? HOME_TIME_ZONE;
  const at = (iso: string | null) => (iso ? zonedStamp(new Date(iso), zone) : '');
  const departs = m.departure ? `${m.departure.date} ${m.departure.time} (${m.departure.city})` : `${m.flight.flightDepartingDate} ${m.flight.flightDepartingTime}`;
  const arrives = m.arrival ? `${m.arrival.date} ${m.arrival.time} (${m.arrival.city})` : `${m.flight.flightArrivalDate} ${m.flight.flightArrivalTime}`;
  return csvLines(
    MANIFEST_COLUMNS,
    m.passengers.map((p) => ({
      flight: m.flight.flightNumber,
      departs,
      pnr: p.pnr,
      name: p.name,
      type: p.type,
      ticket: p.ticket,
      package: p.packageName,
      status: p.status ?? '',
      seat: p.seat ?? '',
      checkedIn: at(p.checkedInAt),
      boarded: at(p.boardedAt),
      services: (p.services ?? []).join(' '),
      arrives,
    })),
  );
}
