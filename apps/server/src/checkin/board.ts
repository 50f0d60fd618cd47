import { bcbpFlightNumber, julianDay, parseBcbp, type ParsedBcbp } from '@tarmac/shared';
import { recordAudit, type Actor } from '../audit/audit.js';
import { ConflictError, InvalidInputError, NotFoundError } from '../lib/domain-errors.js';
import { utcToZoned } from '../lib/zoned-time.js';
import { HOME_TIME_ZONE } from '../catalog/flights.js';
import * as repo from './check-in.repo.js';
import { recordBcbp } from './boarding-pass.js';
import type { CheckInContext } from './check-in.js';

export interface Boarded {
  /** The passenger's name on record, as the booking has it. */
  name: string;
  /** The name the pass carries (`SURNAME/GIVEN`, as encoded). */
  scannedName: string;
  seat: string | null;
  pnr: string;
  boardedAt: string;
}

const clock = (at: Date, zone: string) => utcToZoned(at, zone || HOME_TIME_ZONE).time;
const toDesk = 'Send the passenger to the desk.';

/** What a signed pass says that the record does not, item by item ("seat 5A (record: 6F)"). */
function mismatches(pass: ParsedBcbp, record: ParsedBcbp): string[] {
  const items: [string, string | null, string | null][] = [
    ['name', pass.name, record.name],
    ['from', pass.from, record.from],
    ['to', pass.to, record.to],
    ['carrier', pass.carrier, record.carrier],
    ['compartment', pass.compartment, record.compartment],
    ['seat', pass.seat ?? 'INF', record.seat ?? 'INF'],
  ];
  return items.filter(([, a, b]) => a !== b).map(([what, a, b]) => `${what} ${a} (record: ${b})`);
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
  if (!flight) throw new NotFoundError('There is no flight with that id.');
  const pass = parseBcbp(bcbp.trim());
  if (!pass) throw InvalidInputError.field('bcbp', 'This is not a boarding pass we can read: scan its barcode again.');
  if (!pass.security) {
    throw InvalidInputError.field('bcbp', `This boarding pass carries no signature, so nothing on it can be checked (a typed or copied pass has none): scan the barcode itself. ${toDesk}`);
  }
  if (!ctx.bcbp.verify(pass)) {
    throw new ConflictError(`The signature of this boarding pass does not match what it says: it was altered, or not issued by us. ${toDesk}`);
  }
  const sameFlight = pass.flightNumber === bcbpFlightNumber(flight.flightNumber) && pass.julianDay === julianDay(flight.departingDate);
  if (!sameFlight) {
    throw new ConflictError(`This boarding pass is for flight ${pass.carrier}${pass.flightNumber.trim()} on day ${pass.julianDay} of the year, not for ${flight.flightNumber} on ${flight.departingDate}.`);
  }
  const booking = await repo.bookingByPnr(db, pass.pnr);
  if (!booking) throw new ConflictError(`There is no booking ${pass.pnr}. ${toDesk}`);
  if (booking.status !== 'ticketed') throw new ConflictError(`Booking ${booking.pnr} is ${booking.status}, not ticketed: its boarding passes are void. ${toDesk}`);
  const found = await repo.findForBoarding(db, flightId, booking.id, pass.sequence);
  if (!found) throw new ConflictError(`No passenger of booking ${booking.pnr} is checked in on this flight with sequence number ${pass.sequence}. ${toDesk}`);
  const record = parseBcbp(recordBcbp({ pnr: booking.pnr, passengers: [{ index: found.a.passengerIndex, name: found.name, firstName: found.firstName, lastName: found.lastName }] }, flight, found.a, ctx.config.airlineCode))!;
  const differences = mismatches(pass, record);
  if (differences.length) throw new ConflictError(`This boarding pass does not match the record of ${found.name}: ${differences.join('; ')}. ${toDesk}`);
  if (found.a.boardedAt) throw new ConflictError(`${found.name} already boarded at ${clock(found.a.boardedAt, flight.fromZone)}.`);
  const boardedAt = await db.transaction(async (tx) => {
    // Only while the booking is still ticketed: a cancellation racing with the scan wins.
    if ((await repo.lockedStatus(tx, booking.id)) !== 'ticketed') return 'void' as const;
    const at = await repo.markBoarded(tx, found.a.id);
    if (!at) return null;
    await recordAudit(tx, actor, { entity: 'booking', entityId: booking.id, action: 'board', after: { flight: flight.flightNumber, passenger: found.a.passengerIndex, seat: found.a.seat } });
    return at;
  });
  if (boardedAt === 'void') throw new ConflictError(`Booking ${booking.pnr} has just stopped being ticketed: its boarding passes are void. ${toDesk}`);
  if (!boardedAt) throw new ConflictError(`${found.name} has just boarded (another scan got there first).`);
  return { name: found.name, scannedName: pass.name, seat: found.a.seat, pnr: booking.pnr, boardedAt: boardedAt.toISOString() };
}
