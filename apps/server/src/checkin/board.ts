import { bcbpFlightNumber, julianDay, parseBcbp, type ParsedBcbp } from '@tarmac/shared';
import { recordAudit, type Actor } from '../audit/audit.js';
import { ConflictError, InvalidInputError, NotFoundError } from '../lib/domain-errors.js';
import { utcToZoned } from '../lib/zoned-time.js';
import { HOME_TIME_ZONE } from '../catalog/flights.js';
import * as repo from './check-in.repo.js';
import { flightServices } from '../services/services.repo.js';
import { recordBcbp } from './boarding-pass.js';
import type { CheckInContext } from './check-in.js';
import { sayAnswer } from '../i18n/sentences.js';

export interface Boarded {
  /** The passenger's name on record, as the booking has it. */
  name: string;
  /** The name the pass carries (`SURNAME/GIVEN`, as encoded). */
  scannedName: string;
  seat: string | null;
  pnr: string;
  boardedAt: string;
  assistance: string[];
  services: string[];
}

const clock = (at: Date, zone: string) => utcToZoned(at, zone || HOME_TIME_ZONE).time;

/** What a signed pass says that the record does not, item by item ("seat 5A (record: 6F)"). */
function mismatches(pass: ParsedBcbp, record: ParsedBcbp): string[] {
  // Staff sentences (English only): the items are joined into one value of boarding.mismatch.
  const items: [string, string | null, string | null][] = [
    ['name', pass.name, record.name],
    ['from', pass.from, record.from],
    ['to', pass.to, record.to],
    ['carrier', pass.carrier, record.carrier],
    ['compartment', pass.compartment, record.compartment],
    ['seat', pass.seat ?? 'INF', record.seat ?? 'INF'],
  ];
  return items.filter(([, a, b]) => a !== b).map(([what, a, b]) => sayAnswer('en', { id: 'boarding.mismatchItem', values: { what, pass: a ?? '', record: b ?? '' } }));
}

/**
 * The gate reads a boarding pass and boards its passenger. Nothing on a pass is believed before its signature
 * (the carrier's key) is: a typed, copied-and-edited or foreign pass is refused. Then the pass must be for this
 * flight (number and Julian day) and carrier, name a checked-in passenger of a ticketed booking by reference and
 * sequence, and say what the record says (name, airports, seat); and the passenger must not have boarded.
 */
export async function boardPassenger(ctx: CheckInContext, flightId: string, bcbp: string, actor: Actor): Promise<Boarded> {
  const { db } = ctx.database;
  const flight = await repo.flightForCheckIn(db, flightId);
  if (!flight) throw new NotFoundError('flight.notFound');
  const pass = parseBcbp(bcbp.trim());
  if (!pass) throw InvalidInputError.field('bcbp', 'boarding.unreadable');
  if (!pass.security) {
    throw InvalidInputError.field('bcbp', 'boarding.unsigned');
  }
  if (!ctx.bcbp.verify(pass)) {
    throw new ConflictError('boarding.badSignature');
  }
  const sameFlight = pass.flightNumber === bcbpFlightNumber(flight.flightNumber) && pass.julianDay === julianDay(flight.departingDate);
  if (!sameFlight) {
    throw new ConflictError('boarding.otherFlight', { passFlight: `${pass.carrier}${pass.flightNumber.trim()}`, day: pass.julianDay, flight: flight.flightNumber, date: flight.departingDate });
  }
  const booking = await repo.bookingByPnr(db, pass.pnr);
  if (!booking) throw new ConflictError('boarding.noBooking', { pnr: pass.pnr });
  if (booking.status !== 'ticketed') throw new ConflictError('boarding.bookingVoid', { pnr: booking.pnr, status: booking.status });
  const found = await repo.findForBoarding(db, flightId, booking.id, pass.sequence);
  if (!found) throw new ConflictError('boarding.noPassenger', { pnr: booking.pnr, sequence: pass.sequence });
  const record = parseBcbp(recordBcbp({ pnr: booking.pnr, passengers: [{ index: found.a.passengerIndex, name: found.name, firstName: found.firstName, lastName: found.lastName }] }, flight, found.a, ctx.config.airlineCode))!;
  const differences = mismatches(pass, record);
  if (differences.length) throw new ConflictError('boarding.mismatch', { name: found.name, differences: differences.join('; ') });
  if (found.a.boardedAt) throw new ConflictError('boarding.alreadyBoarded', { name: found.name, time: clock(found.a.boardedAt, flight.fromZone) });
  const boardedAt = await db.transaction(async (tx) => {
    // Only while the booking is still ticketed: a cancellation racing with the scan wins.
    if ((await repo.lockedStatus(tx, booking.id)) !== 'ticketed') return 'void' as const;
    const at = await repo.markBoarded(tx, found.a.id);
    if (!at) return null;
    await recordAudit(tx, actor, { entity: 'booking', entityId: booking.id, action: 'board', after: { flight: flight.flightNumber, passenger: found.a.passengerIndex, seat: found.a.seat } });
    return at;
  });
  if (boardedAt === 'void') throw new ConflictError('boarding.justVoid', { pnr: booking.pnr });
  if (!boardedAt) throw new ConflictError('boarding.justBoarded', { name: found.name });
  // What the agent must see at the gate (API.md "More than a seat"): assistance first, then bags and meals.
  const own = (await flightServices(db, flightId)).filter((x) => x.bookingId === booking.id && x.passengerIndex === found.a.passengerIndex && x.kind !== 'seat');
  return {
    name: found.name,
    scannedName: pass.name,
    seat: found.a.seat,
    pnr: booking.pnr,
    boardedAt: boardedAt.toISOString(),
    assistance: own.filter((x) => x.kind === 'assistance').map((x) => x.code),
    services: own.filter((x) => x.kind !== 'assistance').map((x) => x.code),
  };
}
