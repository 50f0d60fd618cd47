import { drawSeatMap, type SeatMap } from '@tarmac/shared';
import type { Db } from '../db/open.js';
import { NotFoundError } from '../lib/domain-errors.js';
import { flightForCheckIn, takenSeats } from './check-in.repo.js';
import { layoutOfPlane } from './layouts.repo.js';

/** A flight's seat map: its plane's layout (or the default) with the seats given so far; nobody is named. */
export async function seatMapOf(db: Db, flightId: string): Promise<SeatMap> {
  const flight = await flightForCheckIn(db, flightId);
  if (!flight) throw new NotFoundError('flight.notFound');
  const { layout } = await layoutOfPlane(db, flight.planeNumber);
  return drawSeatMap(layout, await takenSeats(db, flight.id), flight);
}
