import { randomBytes } from 'node:crypto';
import { sentence, type Sentence } from '@tarmac/shared';
import { sayAnswer } from '../i18n/sentences.js';

/**
 * What the order lifecycle needs from a payment provider. Every implementation is stateless: whatever a
 * later call needs is either in our database (kept by the caller) or asked of the provider again, so any
 * app process on the shared PostgreSQL database can handle any callback.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Opens a payment session; the browser goes to `redirectUrl`. */
  start(request: StartPaymentRequest): Promise<StartedPayment>;
  /**
   * Verifies a callback (the IPN, or the fields the browser posts back to a success/fail/cancel URL) WITH the
   * provider; the posted fields are only a hint of what to ask. Throws `InvalidCallbackError` when the fields
   * do not even name a payment, and `PaymentProviderError` when the provider cannot be asked (try again later).
   */
  verify(fields: Record<string, string>): Promise<VerifiedPayment>;
  /**
   * Asks the provider about one of our payments on our own initiative (reconciliation: no callback came). The same
   * answers as `verify`; `unconfirmed` when the provider knows of no completed attempt. Throws `PaymentProviderError`
   * when it cannot be asked or answers nothing (ask again later).
   */
  query(request: { paymentId: string }): Promise<VerifiedPayment>;
  /** Asks the provider to give money back. The same `refundId` twice must not refund twice. */
  refund(request: RefundRequest): Promise<RefundResult>;
  /** Where a refund answered `pending` stands now. */
  refundStatus(request: { refundRef: string }): Promise<RefundResult>;
}

export type PaymentProviderName = 'sslcommerz' | 'test';

export interface StartPaymentRequest {
  /** Our id of this payment attempt: SSLCommerz's `tran_id`, so at most 30 letters, digits, `-` or `_` (see `newPaymentId`). */
  paymentId: string;
  /** Whole taka. */
  amount: number;
  currency: 'BDT';
  pnr: string;
  customer: { name: string; email: string; phone?: string; address?: string; city?: string; country?: string };
  /** Absolute URLs of our callbacks: the browser comes back to success/fail/cancel, the provider posts to ipn. */
  urls: { success: string; fail: string; cancel: string; ipn: string };
  /** What is bought, e.g. "Air tickets ABC234 DAC-CGP" (SSLCommerz `product_name`). */
  description: string;
  /** Flight details some providers ask of airlines (SSLCommerz's `airline-tickets` profile); omitted: a general sale. */
  flight?: { hoursTillDeparture: number; type: 'Oneway' | 'Return' | 'Multistop'; journeyFromTo: string };
}

export interface StartedPayment {
  redirectUrl: string;
  /** The provider's own id of the session (SSLCommerz `sessionkey`), worth keeping for support. */
  sessionRef?: string;
}

/**
 * The provider's word on a payment.
 * - `paid`: the provider confirms money was taken. Amount, currency and reference are the provider's (never the
 *   posted fields). The caller must still compare them with the booking (`matchesBooking`). A `paid` may come
 *   after a `failed` or `cancelled` for the same payment (a retry inside the provider's page): paid wins.
 * - `failed` / `cancelled`: the provider confirms this attempt ended without payment. The booking stays held;
 *   the traveller may start another payment.
 * - `unconfirmed`: the provider confirms nothing (still pending, never attempted, or the posted fields are
 *   forged). Change nothing.
 */
export type VerifiedPayment = PaidPayment | UnpaidPayment;

export interface PaidPayment {
  outcome: 'paid';
  /** Our payment id as the provider reports it. */
  paymentId: string;
  /** The amount paid, in paisa (taka × 100), in `currency`. */
  amountPaisa: number;
  /** As the provider wrote it, e.g. "1500.00", for logs and support. */
  amountText: string;
  currency: string;
  /** The provider's reference of the money movement (SSLCommerz `bank_tran_id`); refunds need it. */
  providerRef: string;
  /** The provider flagged the payment as risky (SSLCommerz `risk_level` 1); what to do about it is the caller's call. */
  risky: boolean;
  /** When the provider says the payment was made, as it wrote it (SSLCommerz `tran_date`, Dhaka time), if it says. */
  at?: string;
  /** The provider's answer, for the audit trail; never holds our secrets. */
  raw: Record<string, unknown>;
}

export interface UnpaidPayment {
  outcome: 'failed' | 'cancelled' | 'unconfirmed';
  /** The payment the callback is about (as posted, when the provider confirmed nothing). */
  paymentId: string;
  /** One sentence for logs. */
  reason: string;
  /** When the provider says the attempt happened, as it wrote it, if it says. */
  at?: string;
  raw: Record<string, unknown>;
}

export interface RefundRequest {
  /** Our unique id of this refund (at most 30 letters or digits): a retry with the same id is the same refund. */
  refundId: string;
  paymentId: string;
  /** The `providerRef` of the paid payment. */
  providerRef: string;
  /** Whole taka to give back. */
  amount: number;
  reason: string;
}

export interface RefundResult {
  status: 'done' | 'pending' | 'failed';
  /** The provider's id of the refund; needed to ask `refundStatus` about a pending one. */
  refundRef?: string;
  /** One sentence, when the provider gave a reason. */
  message?: string;
}

/** The provider could not be asked or answered nonsense: a 502/503 for the caller, to try again later. */
export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError';
}

/** The posted callback fields do not name a payment at all: a 400 for the caller. */
export class InvalidCallbackError extends Error {
  override name = 'InvalidCallbackError';
}

const paymentIdPattern = /^[A-Za-z0-9_-]{1,30}$/;

/** Refuses payment ids that some provider would not take (SSLCommerz `tran_id`: up to 30 characters). */
export function assertPaymentId(paymentId: string): void {
  if (!paymentIdPattern.test(paymentId)) {
    throw new RangeError('A payment id must be 1 to 30 letters, digits, "-" or "_" (SSLCommerz limits tran_id to 30 characters).');
  }
}

/** A fresh payment id every provider accepts: "PAY" and 20 random letters and digits (about 100 bits). */
export function newPaymentId(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(20);
  let id = 'PAY';
  for (const byte of bytes) id += alphabet[byte & 31];
  return id;
}

/**
 * Why a verified payment does not pay for the booking, or null when it does: paid, in the booking's currency,
 * and exactly its total (compared in paisa).
 */
export function paymentMismatch(verified: VerifiedPayment, booking: { amount: number; currency: string }): Sentence | null {
  if (verified.outcome !== 'paid') return sentence('payment.notPaid', { outcome: verified.outcome });
  if (verified.currency !== booking.currency) {
    return verified.currency
      ? sentence('payment.otherCurrency', { currency: verified.currency, bookingCurrency: booking.currency })
      : sentence('payment.unknownCurrency', { bookingCurrency: booking.currency });
  }
  if (!Number.isSafeInteger(booking.amount) || verified.amountPaisa !== booking.amount * 100) {
    return sentence('payment.otherAmount', { amount: verified.amountText, currency: verified.currency, total: String(booking.amount) /* plain digits, as this English has always had */, bookingCurrency: booking.currency });
  }
  return null;
}

/** Why a confirmed payment does not pay the booking, in English (the payment row's reason), or null when it does. */
export function bookingMismatch(verified: VerifiedPayment, booking: { amount: number; currency: string }): string | null {
  const mismatch = paymentMismatch(verified, booking);
  return mismatch && sayAnswer('en', mismatch);
}

/** True when the payment is confirmed and pays exactly the booking's total in its currency. */
export function matchesBooking(verified: VerifiedPayment, booking: { amount: number; currency: string }): boolean {
  return bookingMismatch(verified, booking) === null;
}
