import type { FlightStatus } from '@tarmac/shared';
import { HOME_TIME_ZONE } from '../catalog/flights.js';
import { utcToZoned, zonedToUtc } from '../lib/zoned-time.js';
import type { StatusFlight } from './flight-status.repo.js';

/** The expected departure: a delay's new time, otherwise the scheduled one. */
export const estimatedOf = (f: StatusFlight['f']): Date => f.estimatedDepartsAt ?? f.departsAt;

/** A flight's status as the API shows it, with local times at its airports. */
export function statusView({ f, fromName, toName, fromZone, toZone }: StatusFlight): FlightStatus {
  const estimated = estimatedOf(f);
  const late = estimated.getTime() - f.departsAt.getTime();
  return {
    status: f.status,
    scheduled: f.departsAt.toISOString(),
    estimated: estimated.toISOString(),
    ...(f.statusReason ? { reason: f.statusReason } : {}),
    flightId: f.id,
    flightNumber: f.flightNumber,
    from: fromName,
    to: toName,
    scheduledLocal: { date: f.departingDate, time: f.departingTime },
    estimatedLocal: utcToZoned(estimated, fromZone || HOME_TIME_ZONE),
    arrivalLocal: { date: f.arrivalDate, time: f.arrivalTime },
    estimatedArrivalLocal: late > 0 ? utcToZoned(zonedToUtc(f.arrivalDate, f.arrivalTime, toZone || HOME_TIME_ZONE).getTime() + late, toZone || HOME_TIME_ZONE) : { date: f.arrivalDate, time: f.arrivalTime },
    ...(f.statusChangedAt ? { updatedAt: f.statusChangedAt.toISOString() } : {}),
  };
}

/**
 * A booking leg's view of its flight's day of travel (the booking answer's additive fields): a delay's new
 * departure at the departure airport's clock and, the flight taking as long as scheduled, its new arrival at the
 * arrival airport's.
 */
export function legStatusFields(
  f: { status: FlightStatus['status']; estimatedDepartsAt: Date | null; statusReason: string; departsAt: Date; arrivalDate: string; arrivalTime: string },
  fromZone: string,
  toZone: string,
) {
  const late = f.estimatedDepartsAt ? f.estimatedDepartsAt.getTime() - f.departsAt.getTime() : 0;
  const arrivalZone = toZone || HOME_TIME_ZONE;
  return {
    flightStatus: f.status,
    ...(f.estimatedDepartsAt ? { estimatedDeparture: utcToZoned(f.estimatedDepartsAt, fromZone || HOME_TIME_ZONE) } : {}),
    ...(f.estimatedDepartsAt && late > 0 ? { estimatedArrival: utcToZoned(zonedToUtc(f.arrivalDate, f.arrivalTime, arrivalZone).getTime() + late, arrivalZone) } : {}),
    ...(f.statusReason ? { statusReason: f.statusReason } : {}),
  };
}
