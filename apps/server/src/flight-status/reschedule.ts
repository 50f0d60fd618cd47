import { placesByLanguage } from '../catalog/name-book.js';
import type { AppContext } from '../context.js';
import type { Db } from '../db/open.js';
import { rescheduleMail } from './disruption-mail.js';
import * as repo from './flight-status.repo.js';
import { statusView } from './status-view.js';

export type RescheduleContext = Pick<AppContext, 'outbox' | 'config'>;
type Booked = Awaited<ReturnType<typeof repo.lockBookingsOnFlight>>;

/**
 * The held and ticketed bookings on a flight about to be moved, locked (before the flight, as a status change
 * locks them, so that the two cannot deadlock): whom `tellOfReschedule` mails once the flight is moved.
 */
export const bookingsToTell = (tx: Db, flightId: string): Promise<Booked> => repo.lockBookingsOnFlight(tx, flightId);

/**
 * Writes one mail per booking on a flight whose departure moved (in the transaction of the move; kick the outbox
 * after the commit), as a delay mails them. Answers how many bookings were told.
 */
export async function tellOfReschedule(tx: Db, ctx: RescheduleContext, flightId: string, booked: Booked, before: { date: string; time: string }): Promise<number> {
  if (booked.length === 0) return 0;
  const row = await repo.findStatusFlight(tx, flightId);
  if (!row) return 0;
  const named = placesByLanguage(tx, statusView(row));
  for (const b of booked) {
    await ctx.outbox.enqueue(tx, rescheduleMail({ ...b, status: b.status === 'held' ? 'held' : 'ticketed' }, before, await named(b.language), ctx.config.publicUrl));
  }
  return booked.length;
}
