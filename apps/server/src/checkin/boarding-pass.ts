import { boardingTime, buildBcbp, type BoardingPass } from '@tarmac/shared';
import { utcToZoned } from '../lib/zoned-time.js';
import { HOME_TIME_ZONE } from '../catalog/flights.js';
import type { CheckInBooking, CheckInFlight, SeatAssignment } from './check-in.repo.js';

/** Boarding passes are in one cabin: every fare package sits in economy (`Y`). */
export const COMPARTMENT = 'Y';

/** An airport's 3-letter code: its IATA code, or (not yet recorded) the first letters of its name. */
export const airportCode = (iata: string, name: string) => (iata.trim() || name.normalize('NFD').replace(/[^A-Za-z]/g, '')).toUpperCase().slice(0, 3).padEnd(3, 'X');

/**
 * The designator a flight number carries (`TM` of `TM115`, `S2` of `S2101`): the pass names the carrier whose
 * number the flight flies under, so the gate accepts the flight's own number. Null for a bare number (`115`).
 */
export function flightCarrier(flightNumber: string): string | null {
  const m = /^([A-Z]{2,3}|[A-Z]\d|\d[A-Z])(\d{1,5}[A-Z]?)$/.exec(flightNumber.trim().toUpperCase());
  return m ? m[1]! : null;
}

/** The surname and given names of a passenger, from the booking's fields or (older bookings) the full name. */
export function nameParts(p: { name: string; firstName: string; lastName: string }): { lastName: string; firstName: string } {
  if (p.lastName) return { lastName: p.lastName, firstName: p.firstName };
  const words = p.name.trim().split(/\s+/);
  return { lastName: words.at(-1) ?? '', firstName: words.slice(0, -1).join(' ') };
}

/** The mandatory BCBP block of one checked-in passenger on one flight, as the record says it today. */
export function recordBcbp(
  booking: { pnr: string; passengers: { index: number; name: string; firstName: string; lastName: string }[] },
  flight: CheckInFlight, a: Pick<SeatAssignment, 'passengerIndex' | 'seat' | 'sequence'>, carrier: string): string {
  const person = booking.passengers.find((p) => p.index === a.passengerIndex);
  return buildBcbp({
    ...nameParts(person ?? { name: '', firstName: '', lastName: '' }),
    pnr: booking.pnr,
    from: airportCode(flight.fromCode, flight.fromName),
    to: airportCode(flight.toCode, flight.toName),
    carrier: flightCarrier(flight.flightNumber) ?? carrier,
    flightNumber: flight.flightNumber,
    date: flight.departingDate,
    compartment: COMPARTMENT,
    seat: a.seat,
    sequence: a.sequence,
  });
}

/** The pass of one checked-in passenger on one flight; its BCBP carries the carrier's signature (`sign`). */
export function boardingPassOf(
  booking: Pick<CheckInBooking, 'pnr' | 'passengers'>,
  flight: CheckInFlight,
  a: SeatAssignment,
  carrier: string,
  sign: (block: string) => string,
): BoardingPass {
  const person = booking.passengers.find((p) => p.index === a.passengerIndex);
  const fromCode = airportCode(flight.fromCode, flight.fromName);
  const toCode = airportCode(flight.toCode, flight.toName);
  const zone = flight.fromZone || HOME_TIME_ZONE;
  const delayed = flight.expectedDepartsAt.getTime() !== flight.departsAt.getTime();
  const leaves = delayed ? utcToZoned(flight.expectedDepartsAt, zone) : { date: flight.departingDate, time: flight.departingTime };
  return {
    passengerIndex: a.passengerIndex,
    legIndex: a.legIndex,
    seat: a.seat,
    sequence: a.sequence,
    bcbp: sign(recordBcbp(booking, flight, a, carrier)),
    name: person?.name ?? '',
    flightNumber: flight.flightNumber,
    from: flight.fromName,
    to: flight.toName,
    fromCode,
    toCode,
    departureDate: leaves.date,
    departureTime: leaves.time,
    boardingTime: utcToZoned(boardingTime(flight.expectedDepartsAt), zone).time,
    ...(delayed ? { scheduledDate: flight.departingDate, scheduledTime: flight.departingTime } : {}),
    gate: flight.gate ?? null,
    boarded: a.boardedAt !== null,
  };
}
