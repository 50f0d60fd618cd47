import type { ManageBookingAnswer } from '@tarmac/shared';
import type { AppContext } from '../context.js';
import { findBookingByPnrAndLastName } from '../bookings/bookings.repo.js';
import { readBooking } from '../bookings/read-bookings.js';
import { NotFoundError } from '../lib/domain-errors.js';

/** One sentence for a wrong reference and a wrong name alike: the answer must not tell which was wrong. */
export class NoSuchBookingError extends NotFoundError {
  constructor() {
    super('manage.notFound');
  }
}

/**
 * Manage booking's door: a booking reference and the last name of one of its passengers open that booking, and
 * only it, for an hour (a token for `booking` routes). Throws NoSuchBookingError for either being wrong.
 */
export async function openBooking(ctx: Pick<AppContext, 'database' | 'legCache' | 'manageTokens'>, pnr: string, lastName: string): Promise<ManageBookingAnswer> {
  const id = await findBookingByPnrAndLastName(ctx.database.db, pnr, lastName);
  if (!id) throw new NoSuchBookingError();
  const { token, expiresAt } = await ctx.manageTokens.issue(id);
  const booking = await readBooking(ctx, { bookingId: id }, pnr);
  return { token, expiresAt: expiresAt.toISOString(), booking };
}
