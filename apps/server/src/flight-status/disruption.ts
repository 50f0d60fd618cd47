import { placesByLanguage } from '../catalog/name-book.js';
import { REBOOK_WINDOW_DAYS, sentence, withinRebookWindow, type Booking, type RebookingOptions } from '@tarmac/shared';
import type { AppContext } from '../context.js';
import type { Db } from '../db/open.js';
import type { BookingViewer } from '../http/auth.js';
import type { Logger } from '../lib/logger.js';
import { ConflictError, InvalidInputError } from '../lib/domain-errors.js';
import * as bookingsRepo from '../bookings/bookings.repo.js';
import { AlreadyCancelledError, BookingNotFoundError } from '../bookings/errors.js';
import { cancelByAirline, enqueueMail, inOrderTransaction, lockBooking, move, type BookingRow, type LifecycleContext } from '../bookings/lifecycle.js';
import { refundBasis } from '../bookings/quotes.repo.js';
import { actorOf } from '../audit/actor.js';
import { visibleBookingId } from '../bookings/visible-booking.js';
import { withRefundOutcomes } from '../bookings/cancel.js';
import { paidPaymentOf } from '../payments/payments.repo.js';
import { disruptionRefundText, rebookedMail } from './disruption-mail.js';
import * as repo from './flight-status.repo.js';
import { isSelling } from '../catalog/flights.repo.js';

export type DisruptionContext = LifecycleContext & Pick<AppContext, 'config'>;

const DAY = 86_400_000;


/** A leg not flown: its flight was cancelled, or it has neither departed nor been marked so. */
const unflown = (leg: repo.LegWithFlight, now: Date) => leg.status === 'cancelled' || (leg.departsAt > now && leg.status !== 'departed' && leg.status !== 'arrived');

/**
 * What the disruption refund gives back: the whole amount paid when no leg has flown, otherwise everything
 * paid for the legs not flown (each passenger's share of each leg, as booked). No fee either way.
 */
async function disruptionRefundAmount(db: Db, b: BookingRow, legs: repo.LegWithFlight[], paidAmount: number, now: Date): Promise<number> {
  if (legs.every((l) => unflown(l, now))) return paidAmount;
  const basis = await refundBasis(db, b.id);
  const owed = legs.reduce((sum, leg, i) => sum + (unflown(leg, now) ? (basis[i]?.paid ?? 0) : 0), 0);
  return Math.min(owed, paidAmount);
}

/** The legs of a ticketed booking whose flight the airline cancelled. */
const cancelledLegs = (b: { status: string }, legs: repo.LegWithFlight[]) => (b.status === 'ticketed' ? legs.filter((l) => l.status === 'cancelled') : []);

/** GET /api/bookings/:pnr/rebooking-options: each cancelled leg with the flights it may move to, and the refund. */
export async function rebookingOptions(ctx: DisruptionContext, viewer: BookingViewer, pnr: string, now = new Date()): Promise<RebookingOptions> {
  const { db } = ctx.database;
  const id = await visibleBookingId(db, viewer, pnr);
  const b = await bookingsRepo.findBookingRow(db, id);
  if (!b) throw new BookingNotFoundError();
  const legs = await repo.legsWithFlights(db, id);
  const hit = cancelledLegs(b, legs);
  if (hit.length === 0) return { refundAmount: 0, legs: [] };
  const paid = await paidPaymentOf(db, id);
  const booked = new Set(legs.map((l) => l.flightId));
  const options = [];
  for (const leg of hit) {
    const flights = await repo.rebookingCandidates(db, leg, new Date(leg.departsAt.getTime() + REBOOK_WINDOW_DAYS * DAY), b.travellers);
    options.push({
      legIndex: leg.legIndex,
      flightNumber: leg.flightNumber,
      from: leg.fromName,
      to: leg.toName,
      departingDate: leg.departingDate,
      departingTime: leg.departingTime,
      reason: leg.statusReason,
      flights: flights.filter((f) => !booked.has(f.flightId) && f.departsAt > now).map(({ departsAt: _d, ...f }) => f),
    });
  }
  return { refundAmount: paid ? await disruptionRefundAmount(db, b, legs, paid.amount, now) : 0, legs: options };
}

/**
 * Moves a cancelled leg of a ticketed booking, free, to another flight of the same route departing within
 * REBOOK_WINDOW_DAYS after it: the seats are taken on the new flight (the conditional update) and given back on
 * the old one in one transaction, with the audit entry and a mail carrying the e-ticket. Package, price paid and
 * ticket numbers stay. Throws 400s for a leg or flight that does not qualify, 409 when not cancelled or sold out.
 */
export async function rebookLeg(ctx: DisruptionContext, viewer: BookingViewer, pnr: string, choice: { legIndex: number; flightId: string }): Promise<Booking> {
  const { db } = ctx.database;
  const id = await visibleBookingId(db, viewer, pnr);
  return inOrderTransaction(ctx, async (o) => {
    const { tx } = o;
    const b = await lockBooking(o, id);
    if (!b) throw new BookingNotFoundError();
    if (b.status !== 'ticketed') throw new ConflictError('booking.moveNeedsPaid');
    const legs = await repo.legsWithFlights(tx, id);
    const leg = legs.find((l) => l.legIndex === choice.legIndex);
    if (!leg) throw InvalidInputError.field('legIndex', 'disruption.noSuchLeg', { number: choice.legIndex + 1 });
    if (leg.status !== 'cancelled') throw new ConflictError('disruption.notCancelled', { flight: leg.flightNumber });
    const target = await repo.findStatusFlight(tx, choice.flightId);
    if (!target) throw InvalidInputError.field('flightId', 'booking.noSuchFlight');
    const t = target.f;
    if (t.fromId !== leg.fromId || t.toId !== leg.toId) throw InvalidInputError.field('flightId', 'disruption.otherRoute', { from: leg.fromName, to: leg.toName });
    if (!withinRebookWindow(leg.departsAt.getTime(), t.departsAt.getTime())) {
      throw InvalidInputError.field('flightId', 'disruption.window', { days: REBOOK_WINDOW_DAYS });
    }
    if (legs.some((l) => l.flightId === t.id)) throw InvalidInputError.field('flightId', 'disruption.sameFlight');
    if (!isSelling(t.status)) throw new ConflictError('disruption.targetNotOpen', { flight: t.flightNumber, status: t.status });
    // The conditional update refuses a full or departed flight (SoldOutError, 409) and rolls everything back.
    await move(o, b, {
      legIndex: leg.legIndex,
      from: { flightId: leg.flightId, flightNumber: leg.flightNumber, departingDate: leg.departingDate },
      to: { flightId: t.id, flightNumber: t.flightNumber, departingDate: t.departingDate },
      actor: actorOf(viewer),
    });
    const head = await bookingsRepo.loadBookings(tx, [id]);
    const places = await placesByLanguage(tx, { from: target.fromName, to: target.toName })(b.language);
    await enqueueMail(
      o,
      rebookedMail(
        { pnr: b.pnr, email: head[0]?.userEmail ?? b.contactEmail, bookingId: id, from: places.from, to: places.to, flightNumber: t.flightNumber, date: t.departingDate, time: t.departingTime, language: b.language },
        ctx.config.publicUrl,
      ),
    );
    // The answer as the transaction left it, read before the commit (a read after it could fail).
    const [booking] = head;
    if (!booking) throw new BookingNotFoundError();
    return booking;
  });
}

/**
 * Cancels a ticketed booking with a cancelled flight and refunds, with no fee, what was paid for the flights not
 * flown (all of it when none has flown), through the provider like any cancellation; its seats go back (on every
 * flight, so seats add up) and its check-ins end. Throws AlreadyCancelledError, or ConflictError when no flight of it is cancelled.
 */
export async function disruptionRefund(ctx: DisruptionContext, viewer: BookingViewer, pnr: string, log: Logger): Promise<Booking> {
  const { db } = ctx.database;
  const id = await visibleBookingId(db, viewer, pnr);
  const committed = await inOrderTransaction(
    ctx,
    async (o) => {
      const b = await lockBooking(o, id);
      if (!b) throw new BookingNotFoundError();
      if (b.status === 'cancelled') throw new AlreadyCancelledError();
      const legs = await repo.legsWithFlights(o.tx, id);
      if (cancelledLegs(b, legs).length === 0) {
        throw new ConflictError('disruption.noneCancelled');
      }
      const paid = await paidPaymentOf(o.tx, id);
      const amount = paid ? await disruptionRefundAmount(o.tx, b, legs, paid.amount, new Date()) : 0;
      const refundReason = sentence('refundReason.airlineCancelled');
      await cancelByAirline(o, b, { actor: actorOf(viewer), reason: disruptionRefundText(amount), amount, refundReason });
      // The answer as the transaction left it, read before the commit (a read after it could fail).
      return loaded(o.tx, id);
    },
    log,
  );
  return withRefundOutcomes(ctx, committed);
}

async function loaded(db: Db, id: string): Promise<Booking> {
  const [booking] = await bookingsRepo.loadBookings(db, [id]);
  if (!booking) throw new BookingNotFoundError();
  return booking;
}
