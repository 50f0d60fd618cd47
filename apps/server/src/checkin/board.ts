import { bcbpFlightNumber, julianDay, parseBcbp } from '@tarmac/shared';
import type { Db } from '../db/open.js';
import { recordAudit, type Actor } from '../audit/audit.js';
import { ConflictError, InvalidInputError, NotFoundError } from '../lib/domain-errors.js';
import { utcToZoned } from '../lib/zoned-time.js';
import { HOME_TIME_ZONE } from '../catalog/flights.js';
import * as repo from './check-in.repo.js';

export interface Boarded {
  name: string;
  seat: string | null;
  pnr: string;
  boardedAt: string;
}

const clock = (at: Date, zone: string) => utcToZoned(at, zone || HOME_TIME_ZONE).time;

/**
 * The gate reads a boarding pass and boards its passenger: the pass must be for this flight (number and
 * Julian day), name a checked-in passenger by booking reference and sequence, and not have boarded already.
 */
export async function boardPassenger(db: Db, flightId: string, bcbp: string, actor: Actor): Promise<Boarded> {
  const flight = await repo.flightForCheckIn(db, flightId);
  if (!flight) throw new NotFoundError('There is no flight with that id.');
  const pass = parseBcbp(bcbp.trim());
  if (!pass) throw InvalidInputError.field('bcbp', 'This is not a boarding pass we can read: scan it again or type the 60 characters under the barcode.');
  const sameFlight = pass.flightNumber === bcbpFlightNumber(flight.flightNumber) && pass.julianDay === julianDay(flight.departingDate);
  if (!sameFlight) {
    throw new ConflictError(`This boarding pass is for flight ${pass.carrier}${pass.flightNumber.trim()} on day ${pass.julianDay} of the year, not for ${flight.flightNumber} on ${flight.departingDate}.`);
  }
  const found = await repo.findForBoarding(db, flightId, pass.pnr, pass.sequence);
  if (!found || found.a.seat !== pass.seat) throw new NotFoundError('No checked-in passenger of this flight matches this boarding pass; send the passenger to the desk.');
  if (found.a.boardedAt) throw new ConflictError(`${found.name} already boarded at ${clock(found.a.boardedAt, flight.fromZone)}.`);
  const boardedAt = await db.transaction(async (tx) => {
    const at = await repo.markBoarded(tx, found.a.id);
    if (!at) return null;
    await recordAudit(tx, actor, { entity: 'booking', entityId: found.a.bookingId, action: 'board', after: { flight: flight.flightNumber, passenger: found.a.passengerIndex, seat: found.a.seat } });
    return at;
  });
  if (!boardedAt) throw new ConflictError(`${found.name} has just boarded (another scan got there first).`);
  return { name: found.name, seat: found.a.seat, pnr: found.pnr, boardedAt: boardedAt.toISOString() };
}
