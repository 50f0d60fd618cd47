import { formatTk, type Booking, type BookingRefund } from '@tarmac/shared';
import { t } from '../../i18n/i18n';

/** How each status is named on the screens (message ids of the badge's text, so colour is never the only signal). */
export const statusLabels: Record<Booking['status'], string> = {
  held: 'status.held',
  ticketed: 'status.ticketed',
  expired: 'status.expired',
  cancelled: 'status.cancelled',
};

/** One sentence about money given back, e.g. "13,000 TK refunded." */
export function refundText(refund: BookingRefund): string {
  const amount = formatTk(refund.amount);
  switch (refund.status) {
    case 'done':
      return t('refund.done', { amount });
    case 'requested':
    case 'processing':
      return t('refund.pending', { amount, date: refund.expectedBy.slice(0, 10) });
    case 'failed':
      return t('refund.failed', { amount });
  }
}

/** The booking's latest refund, if money was given back (or is being given back). */
export function latestRefund(booking: Pick<Booking, 'refunds'>): BookingRefund | undefined {
  return booking.refunds.at(-1);
}

/** Whether a booking still waits for its payment: held, and its deadline not yet passed. */
export function awaitsPayment(booking: Pick<Booking, 'status' | 'payBy'>, now = Date.now()): boolean {
  return booking.status === 'held' && Date.parse(booking.payBy) > now;
}

/** The question before cancelling: free while held; a ticketed booking loses its tickets and is refunded. */
export function cancelQuestion(booking: Pick<Booking, 'pnr' | 'status'>): string {
  return booking.status === 'held'
    ? t('cancel.questionHeld', { pnr: booking.pnr })
    : t('cancel.questionTicketed', { pnr: booking.pnr });
}

/** Whether the booking's first flight is still ahead (its date and time read as local time). */
export function departsLater(booking: Booking): boolean {
  const first = booking.legs[0];
  if (!first) return false;
  const departure = new Date(`${first.flightDepartingDate}T${first.flightDepartingTime || '00:00'}`);
  return Number.isNaN(departure.getTime()) || departure.getTime() > Date.now();
}

/** Held and unpaid (free to cancel), or ticketed with the first flight still ahead (refunded). */
export function cancellable(booking: Booking): boolean {
  return awaitsPayment(booking) || (booking.status === 'ticketed' && departsLater(booking));
}
