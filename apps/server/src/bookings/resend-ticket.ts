import type { AppContext } from '../context.js';
import type { BookingViewer } from '../http/auth.js';
import { NotTicketedError } from './errors.js';
import { readBooking } from './read-bookings.js';
import { ticketMail } from './ticket-mail.js';
import { bookingLanguage } from './bookings.repo.js';

/**
 * Sends the e-ticket mail of a ticketed booking again (in the booking's language), to its contact, through the outbox. Answers where it went.
 * Throws BookingNotFoundError, or NotTicketedError before payment (or once cancelled). `countAttempt` (the resend
 * limit) runs only once the caller may see the booking and there is a ticket to send: a stranger's calls use none of it.
 */
export async function resendTicket(
  ctx: Pick<AppContext, 'database' | 'legCache' | 'outbox' | 'config'>,
  viewer: BookingViewer,
  pnr: string,
  countAttempt: () => Promise<void> = async () => {},
): Promise<string> {
  const booking = await readBooking(ctx, viewer, pnr);
  if (booking.status !== 'ticketed') throw new NotTicketedError();
  await countAttempt();
  const language = await bookingLanguage(ctx.database.db, booking._id);
  await ctx.database.db.transaction((tx) => ctx.outbox.enqueue(tx, ticketMail({ id: booking._id, pnr: booking.pnr, to: booking.contact.email }, language)));
  ctx.outbox.kick();
  return booking.contact.email;
}

/** An e-mail address shown without giving it away: the first letter and the domain. */
export function maskEmail(email: string): string {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 1)}${'•'.repeat(Math.max(2, Math.min(6, name.length - 1)))}@${domain}`;
}
