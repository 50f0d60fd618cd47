import type { SentenceId } from './sentences/index.js';

/** Texts of the visitor's journey (booking, payment, contact), by sentence id. Its own module, like catalog-messages.ts. */
export const journeyMessages = {
  bookingConfirmed: 'booking.confirmed',
  bookingCancelled: 'booking.cancelled',
  /** The answer of POST /api/bookings since payments: the seats are held until `payBy`. */
  bookingHeld: 'booking.held',
  cancellationQuoted: 'booking.cancellationQuoted',
  paymentStarted: 'payment.started',
  paymentRecorded: 'payment.recorded',
  soldOut: 'booking.legSoldOut',
  contactReceived: 'site.contactReceived',
  /** The answer to a new and to an already subscribed address alike. */
  subscribed: 'site.subscribed',
} as const satisfies Record<string, SentenceId>;
