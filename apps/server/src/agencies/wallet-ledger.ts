import type { Db } from '../db/open.js';
import * as repo from './agencies.repo.js';

/** The provider name of a payment made from an agency's wallet (payments.provider): no money leaves a bank for it. */
export const WALLET_PROVIDER = 'wallet';

/**
 * A refund of a wallet payment goes back to the wallet at once, in the refund's transaction: a `refund` entry of
 * the amount and a `commission` entry taking back the commission earned on it, in proportion to the sale (all of it
 * when the whole fare comes back). No lock on the agency row: a credit cannot take a wallet below its limit.
 */
export async function refundToWallet(tx: Db, r: { agencyId: string; bookingId: string; paymentId: string; refundId: string; amount: number }): Promise<void> {
  const { sale, commission } = await repo.saleOf(tx, r.bookingId, r.paymentId);
  const recalled = sale > 0 ? Math.floor((commission * r.amount) / sale) : 0;
  await repo.addEntries(tx, [
    { agencyId: r.agencyId, kind: 'refund', amount: r.amount, reference: `Refund ${r.refundId}`, bookingId: r.bookingId, paymentId: r.paymentId, refundId: r.refundId },
    { agencyId: r.agencyId, kind: 'commission', amount: -recalled, reference: `Commission taken back with refund ${r.refundId}`, bookingId: r.bookingId, paymentId: r.paymentId, refundId: r.refundId },
  ]);
}
