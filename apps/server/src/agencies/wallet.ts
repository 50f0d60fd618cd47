import type { Booking } from '@tarmac/shared';
import { recordAudit } from '../audit/audit.js';
import { actorOf } from '../audit/actor.js';
import { AlreadyCancelledError, AlreadyDepartedError, AlreadyPaidError, BookingNotFoundError, HoldExpiredError } from '../bookings/errors.js';
import { expireHolds, firstDepartureOf, inOrderTransaction, lockBooking, ticket, type LifecycleContext } from '../bookings/lifecycle.js';
import { loadBookings, findBookingByPnr } from '../bookings/bookings.repo.js';
import { visibleBookingId, type BookingViewer } from '../bookings/visible-booking.js';
import type { Logger } from '../lib/logger.js';
import { ForbiddenError, PaymentRequiredError } from '../lib/domain-errors.js';
import { insertPayment } from '../payments/payments.repo.js';
import { newPaymentId } from '../payments/provider.js';
import { lockActiveAgency } from './agencies.js';
import * as repo from './agencies.repo.js';
import { WALLET_PROVIDER } from './wallet-ledger.js';
import { bookingCommission } from './commission.js';
import { HOME_TIME_ZONE } from '../catalog/flights.js';
import { utcToZoned } from '../lib/zoned-time.js';


export class WalletShortError extends PaymentRequiredError {
  constructor(c: { shortfall: number; due: number; available: number }) {
    super('agency.walletShort', { shortfall: c.shortfall, needed: c.due, available: c.available });
    this.details = { shortfall: c.shortfall, due: c.due, available: c.available };
  }
}

/**
 * An agent pays a held booking of its agency from the agency's wallet, and it is ticketed at once: in one transaction
 * that locks the agency row first (so payments from one wallet are checked one after another) and then the booking,
 * the wallet takes the fare (`sale`) and gives the commission (`commission`); what they come to must not take the
 * balance below minus the credit limit (WalletShortError, 402, with the shortfall). The payment is a payments row of
 * the provider `wallet` for the booking's total, and the booking is ticketed by the lifecycle's `ticket` as any paid
 * payment tickets it (tickets, event, e-ticket mail, kept report figures); a refund of it returns to the wallet.
 */
export async function payFromWallet(ctx: LifecycleContext, viewer: BookingViewer, pnr: string, log?: Logger): Promise<{ booking: Booking; paid: number }> {
  const { db } = ctx.database;
  // Whether the booking is the viewer's comes first: a stranger learns nothing of it.
  const bookingId = await visibleBookingId(db, viewer, pnr);
  if (viewer.role !== 'agent' || !viewer.agencyId) throw new ForbiddenError('agency.agentsOnly');
  const agencyId = viewer.agencyId;
  // The lazy expiry, only for a hold whose time is up.
  const found = await findBookingByPnr(db, pnr);
  if (found?.status === 'held') await expireHolds(ctx, new Date(), { bookingIds: [bookingId] });
  const paid = await inOrderTransaction(
    ctx,
    async (o) => {
      const agency = await lockActiveAgency(o.tx, agencyId);
      const b = await lockBooking(o, bookingId);
      // Only the agency's own sales are paid from its wallet.
      if (!b || b.agencyId !== agencyId) throw new BookingNotFoundError();
      if (b.status === 'ticketed') throw new AlreadyPaidError();
      if (b.status === 'expired') throw new HoldExpiredError(b.payBy);
      if (b.status === 'cancelled') throw new AlreadyCancelledError();
      // By the agency's rules for each leg's route and class on today's date, else its own percent.
      const rules = await repo.commissionRulesOf(o.tx, agencyId);
      const legs = await repo.commissionLegsOf(o.tx, b.id);
      const { commission, reference } = bookingCommission(b.total, legs, rules, agency.commissionBasisPoints, utcToZoned(new Date(), HOME_TIME_ZONE).date);
      const due = b.total - commission;
      const balance = await repo.balanceOf(o.tx, agencyId);
      const available = balance + agency.creditLimit;
      if (due > available) throw new WalletShortError({ shortfall: due - available, due, available });
      const paymentId = newPaymentId();
      await insertPayment(o.tx, { id: paymentId, bookingId: b.id, provider: WALLET_PROVIDER, amount: b.total, currency: 'BDT' });
      const agent = { actorId: viewer.id ?? null, actorName: viewer.name ?? viewer.email ?? '' };
      await repo.addEntries(o.tx, [
        { agencyId, kind: 'sale', amount: -b.total, reference: `Booking ${b.pnr}`, bookingId: b.id, paymentId, ...agent },
        { agencyId, kind: 'commission', amount: commission, reference, bookingId: b.id, paymentId, ...agent },
      ]);
      const firstDeparture = await firstDepartureOf(o, b.id);
      const effect = await ticket(o, b, { id: paymentId, amount: b.total, providerRef: `WALLET-${paymentId}`, raw: { agencyId } }, firstDeparture);
      // The lifecycle refunds a payment it cannot ticket with (the flight has departed): nothing is taken then.
      if (effect !== 'ticketed') throw new AlreadyDepartedError();
      await recordAudit(o.tx, actorOf(viewer), {
        entity: 'booking',
        entityId: b.id,
        action: 'pay-from-wallet',
        after: { agency: agency.name, agent: agent.actorName, fare: b.total, commission, paid: due, paymentId },
      });
      return due;
    },
    log,
  );
  const [booking] = await loadBookings(db, [bookingId]);
  return { booking: booking!, paid };
}
