import { z } from 'zod';
import { BOOKING_STATUSES, PAYMENT_STATUSES } from './booking.js';
import { listParams } from './paging.js';

/**
 * Why a payment may be one where we and the provider disagree (the back office's "Needs attention"):
 * - `pendingLong`: still started 5 minutes after it began (its callback never came; reconciliation asks about it);
 * - `paidNotTicketed`: paid, its booking never ticketed and nothing refunds it;
 * - `refundFailed`: a refund of it was refused by the provider every time it was asked;
 * - `refundOverdue`: a refund of it is not done after the day the traveller was promised.
 */
export const PAYMENT_ATTENTION = ['pendingLong', 'paidNotTicketed', 'refundFailed', 'refundOverdue'] as const;
export type PaymentAttention = (typeof PAYMENT_ATTENTION)[number];

/** `GET /api/admin/payments`: newest first, by status, a PNR or payment id found by `q`, paged by cursor (API.md "Trust"). */
export const adminPaymentsQuery = z.object({
  status: z.enum(PAYMENT_STATUSES).optional(),
  /** `attention`: only the payments where we and the provider may disagree (PAYMENT_ATTENTION), newest first as the whole list. */
  needs: z.enum(['attention']).optional(),
  q: listParams.q,
  sort: listParams.sort,
  limit: listParams.limit,
  offset: listParams.offset,
  after: listParams.after,
});
export type AdminPaymentsQuery = z.output<typeof adminPaymentsQuery>;

/** A payment as the back office lists it: what we recorded, and how often reconciliation asked the provider. */
export const adminPayment = z.object({
  _id: z.string(),
  pnr: z.string(),
  provider: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  amount: z.number(),
  currency: z.string(),
  /** The provider's reference of the money movement, once paid. */
  providerRef: z.string().nullable(),
  /** Why it failed, was cancelled or refused (closed by reconciliation included). */
  reason: z.string().nullable(),
  /** Set when the payment pays a change of flight. */
  changeOfferId: z.string().nullable(),
  /** Times reconciliation asked the provider about it, and when it last did. */
  checks: z.number(),
  checkedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Why the payment needs an admin's look, or null (see PAYMENT_ATTENTION). */
  attention: z.enum(PAYMENT_ATTENTION).nullable(),
});
export type AdminPayment = z.infer<typeof adminPayment>;

/** `GET /api/admin/payments/attention`: how many payments need an admin's look, by why (a payment counts once, under its first reason). */
export const paymentAttentionSummary = z.object({
  total: z.number(),
  pendingLong: z.number(),
  paidNotTicketed: z.number(),
  refundFailed: z.number(),
  refundOverdue: z.number(),
});
export type PaymentAttentionSummary = z.infer<typeof paymentAttentionSummary>;

/** What a payment provider says of a payment when asked: paid, failed, cancelled (or expired), or nothing completed. */
export const PROVIDER_OUTCOMES = ['paid', 'failed', 'cancelled', 'unconfirmed'] as const;

/**
 * `GET /api/admin/payments/:paymentId/reconciliation` (admin): what we recorded of one payment beside what its
 * provider says when asked now (the transaction query that reconciliation uses), whether they agree, and a sentence
 * naming the difference (or saying that they agree) in the caller's language. `canSettle`: settling now
 * (`POST …/reconcile`) would change something.
 */
export const paymentReconciliation = z.object({
  paymentId: z.string(),
  pnr: z.string(),
  provider: z.string(),
  recorded: z.object({
    status: z.enum(PAYMENT_STATUSES),
    /** Whole taka. */
    amount: z.number(),
    currency: z.string(),
    providerRef: z.string().nullable(),
    reason: z.string().nullable(),
    bookingStatus: z.enum(BOOKING_STATUSES),
    /** When we last changed the payment (ISO instant). */
    updatedAt: z.string(),
  }),
  providerSays: z.object({
    outcome: z.enum(PROVIDER_OUTCOMES),
    /** Taka (paisa as decimals), when the provider names an amount. */
    amount: z.number().nullable(),
    currency: z.string().nullable(),
    reference: z.string().nullable(),
    /** When the provider says it happened, as it wrote it (SSLCommerz: Dhaka time), when it says. */
    at: z.string().nullable(),
    /** The provider's own words on an unpaid answer (English, for support). */
    reason: z.string().nullable(),
  }),
  /** When the provider was asked (ISO instant). */
  askedAt: z.string(),
  agree: z.boolean(),
  /** One sentence: what differs, or that we and the provider agree. */
  difference: z.string(),
  canSettle: z.boolean(),
});
export type PaymentReconciliation = z.infer<typeof paymentReconciliation>;

/** `POST /api/admin/payments/:paymentId/reconcile`: what settling did (`message`), and the comparison after it. */
export const paymentReconcileAnswer = z.object({ message: z.string(), data: paymentReconciliation });
export type PaymentReconcileAnswer = z.infer<typeof paymentReconcileAnswer>;
