import { z } from 'zod';
import { PAYMENT_STATUSES } from './booking.js';
import { listParams } from './paging.js';

/** `GET /api/admin/payments`: newest first, by status, a PNR or payment id found by `q`, paged by cursor (API.md "Trust"). */
export const adminPaymentsQuery = z.object({
  status: z.enum(PAYMENT_STATUSES).optional(),
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
});
export type AdminPayment = z.infer<typeof adminPayment>;
