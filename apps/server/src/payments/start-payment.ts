import type { PaymentStart } from '@tarmac/shared';
import type { AppContext } from '../context.js';
import { AlreadyCancelledError, AlreadyPaidError, BookingNotFoundError, HoldExpiredError } from '../bookings/errors.js';
import { claimServicesForPayment, expireHolds, inOrderTransaction, lockBooking, ticketFree } from '../bookings/lifecycle.js';
import { balanceDueOf } from '../services/services.repo.js';
import { legsWithFlights } from '../bookings/bookings.repo.js';
import { actorOf } from '../audit/actor.js';
import { visibleBookingId, type BookingViewer } from '../bookings/visible-booking.js';
import { UnavailableError } from '../lib/domain-errors.js';
import * as repo from './payments.repo.js';
import { resultPath } from './result-path.js';
import { PaymentProviderError, newPaymentId } from './provider.js';

export type PaymentContext = Pick<AppContext, 'database' | 'payments' | 'config' | 'legCache' | 'jobs' | 'outbox'>;

/** Our callback addresses, absolute under PUBLIC_URL: what the provider posts to and sends the browser back to. */
export function callbackUrls(publicUrl: string) {
  const base = `${publicUrl}/api/payments/sslcommerz`;
  return { ipn: `${base}/ipn`, success: `${base}/success`, fail: `${base}/fail`, cancel: `${base}/cancel` };
}

/**
 * Starts paying for a held booking: records a `started` payment of the booking's total and opens the
 * provider's session. Only the booking's viewer (its owner, an admin, later a manage-booking token) may.
 * Throws BookingNotFoundError, AlreadyPaidError, HoldExpiredError, AlreadyCancelledError, or UnavailableError
 * when the provider cannot be reached.
 */
export async function startPayment(ctx: PaymentContext, viewer: BookingViewer, pnr: string): Promise<PaymentStart> {
  const { db } = ctx.database;
  const bookingId = await visibleBookingId(db, viewer, pnr);
  let head = await repo.findBookingHead(db, bookingId);
  // The lazy expiry, only for a hold whose time is up.
  if (head?.b.status === 'held' && head.b.payBy <= new Date()) {
    await expireHolds(ctx, new Date(), { bookingIds: [bookingId] });
    head = await repo.findBookingHead(db, bookingId);
  }
  if (!head) throw new BookingNotFoundError();
  const { b } = head;
  // A ticketed booking with services added and not yet paid (API.md "More than a seat"): pay that balance.
  if (b.status === 'ticketed' && (await balanceDueOf(db, bookingId)) > 0) return startServicesPayment(ctx, head);
  refuseUnpayable(b);
  if (b.total === 0) return ticketWithoutPayment(ctx, viewer, bookingId);

  return openPayment(ctx, head, { amount: b.total, changeOfferId: null, what: 'Air tickets' });
}

/**
 * Starts paying for a change of flight (bookings/change-flight.ts): a `started` payment of the offer's total that
 * names the offer, and the provider's session. The leg moves when it is paid (settle-payment.ts).
 */
export async function startChangePayment(ctx: PaymentContext, offer: { id: string; bookingId: string; total: number }): Promise<PaymentStart> {
  const head = await repo.findBookingHead(ctx.database.db, offer.bookingId);
  if (!head) throw new BookingNotFoundError();
  return openPayment(ctx, head, { amount: offer.total, changeOfferId: offer.id, what: 'Flight change' });
}

/**
 * Starts paying for the services added after ticketing: a `started` payment of their sum, which they are marked
 * with (its settlement issues exactly them), and the provider's session.
 */
async function startServicesPayment(ctx: PaymentContext, head: NonNullable<Awaited<ReturnType<typeof repo.findBookingHead>>>): Promise<PaymentStart> {
  const paymentId = newPaymentId();
  const amount = await inOrderTransaction(ctx, async (o) => {
    const b = await lockBooking(o, head.b.id);
    if (!b || b.status !== 'ticketed') throw new AlreadyPaidError();
    await repo.insertPayment(o.tx, { id: paymentId, bookingId: b.id, provider: ctx.payments.name, amount: 0, currency: 'BDT' });
    const due = await claimServicesForPayment(o, b.id, paymentId);
    await repo.setPaymentAmount(o.tx, paymentId, due);
    return due;
  });
  return openPayment(ctx, head, { amount, changeOfferId: null, what: 'Services', paymentId });
}

/** Records a started payment of `amount` for the booking and opens the provider's session. */
async function openPayment(
  ctx: PaymentContext,
  head: NonNullable<Awaited<ReturnType<typeof repo.findBookingHead>>>,
  p: { amount: number; changeOfferId: string | null; what: string; paymentId?: string },
): Promise<PaymentStart> {
  const { db } = ctx.database;
  const { b } = head;
  const bookingId = b.id;
  const paymentId = p.paymentId ?? newPaymentId();
  if (!p.paymentId) await repo.insertPayment(db, { id: paymentId, bookingId, provider: ctx.payments.name, amount: p.amount, currency: 'BDT', changeOfferId: p.changeOfferId });
  const legs = await legsWithFlights(db, bookingId);
  try {
    const started = await ctx.payments.start({
      paymentId,
      amount: p.amount,
      currency: 'BDT',
      pnr: b.pnr,
      customer: { name: head.name, email: head.email },
      urls: callbackUrls(ctx.config.publicUrl),
      description: `${p.what} ${b.pnr} ${legs.map((l) => `${l.fromName}-${l.toName}`).join(' ')}`.trim(),
      ...(legs[0] ? { flight: flightProfile(legs.map((l) => l.fromName + '-' + l.toName), legs[0]) } : {}),
    });
    if (started.sessionRef) await repo.updatePayment(db, paymentId, { sessionRef: started.sessionRef });
    return { paymentId, redirectUrl: started.redirectUrl };
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    await repo.updatePayment(db, paymentId, { status: 'failed', reason });
    if (err instanceof PaymentProviderError) throw new UnavailableError('payment.providerUnreachable');
    throw err;
  }
}

/** Refuses a booking that is not waiting for payment, saying why. */
function refuseUnpayable(b: { status: string; payBy: Date }): void {
  if (b.status === 'ticketed') throw new AlreadyPaidError();
  if (b.status === 'expired') throw new HoldExpiredError(b.payBy);
  if (b.status === 'cancelled') throw new AlreadyCancelledError();
}

/** A total of 0 (free fares): ticketed at once, no provider and no payment; the browser goes to the result page. */
async function ticketWithoutPayment(ctx: PaymentContext, viewer: BookingViewer, bookingId: string): Promise<PaymentStart> {
  const pnr = await inOrderTransaction(ctx, async (o) => {
    const b = await lockBooking(o, bookingId);
    if (!b) throw new BookingNotFoundError();
    refuseUnpayable(b); // again under the lock: a payment or a cancel may have come first
    await ticketFree(o, b, actorOf(viewer));
    return b.pnr;
  });
  return { paymentId: null, redirectUrl: resultPath({ pnr, outcome: 'paid' }) };
}

function flightProfile(route: string[], first: { departingDate: string; departingTime: string }) {
  const departs = new Date(`${first.departingDate}T${first.departingTime}:00Z`);
  return {
    hoursTillDeparture: Math.max(0, (departs.getTime() - Date.now()) / 3_600_000),
    type: route.length === 1 ? ('Oneway' as const) : route.length === 2 ? ('Return' as const) : ('Multistop' as const),
    journeyFromTo: route.join(', '),
  };
}
