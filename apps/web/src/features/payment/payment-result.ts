import type { Booking, PaymentResultOutcome } from '@tarmac/shared';

/**
 * What the result page says, decided by the booking as the server has it (the address's `outcome` is only a
 * hint: anyone can type it):
 * - `paid`: ticketed;
 * - `pending`: still held while a payment is started (or paid but not yet ticketed): the bank has not confirmed;
 * - `failed` / `cancelled`: still held, the last payment failed or was cancelled; the passenger may try again;
 * - `unpaid`: still held, no payment made yet;
 * - `expired`: the hold ran out (a late payment is refunded);
 * - `booking-cancelled`: the booking itself was cancelled.
 */
export type PaymentResultKind = 'paid' | 'pending' | 'failed' | 'cancelled' | 'unpaid' | 'expired' | 'booking-cancelled';

const OUTCOMES: readonly string[] = ['paid', 'failed', 'cancelled', 'pending'] satisfies readonly PaymentResultOutcome[];

/** The address's outcome when it is one of the four, else null. */
export function readOutcome(value: string | null): PaymentResultOutcome | null {
  return value !== null && OUTCOMES.includes(value) ? (value as PaymentResultOutcome) : null;
}

export function paymentResultKind(booking: Pick<Booking, 'status' | 'payments'>, outcome: PaymentResultOutcome | null): PaymentResultKind {
  switch (booking.status) {
    case 'ticketed':
      return 'paid';
    case 'expired':
      return 'expired';
    case 'cancelled':
      return 'booking-cancelled';
    case 'held':
      break;
  }
  const last = booking.payments.at(-1);
  if (!last) return 'unpaid';
  switch (last.status) {
    case 'started':
      // Not settled yet: the provider's word on the way back tells a refusal from a wait.
      return outcome === 'failed' || outcome === 'cancelled' ? outcome : 'pending';
    case 'paid':
      return 'pending';
    case 'cancelled':
      return 'cancelled';
    case 'failed':
    case 'refused':
      return 'failed';
  }
}

/** The result's headline (a message id), shown as the heading and announced to screen readers. */
export const resultHeadlines: Record<PaymentResultKind, string> = {
  paid: 'paymentResult.paid',
  pending: 'paymentResult.pending',
  failed: 'paymentResult.failed',
  cancelled: 'paymentResult.cancelled',
  unpaid: 'paymentResult.unpaid',
  expired: 'paymentResult.expired',
  'booking-cancelled': 'paymentResult.bookingCancelled',
};

/** How many times the result page reads a pending booking again (every few seconds) before it stops waiting. */
export const PENDING_POLLS = 5;
export const PENDING_POLL_MS = 3000;
