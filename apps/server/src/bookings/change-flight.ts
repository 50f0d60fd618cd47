import { randomBytes } from 'node:crypto';
import { distance } from 'fastest-levenshtein';
import {
  CHANGE_CALENDAR_DAYS,
  CHANGE_OFFER_MINUTES,
  NAME_CORRECTION_MAX,
  fareShare,
  nameCorrectionSize,
  type Booking,
  type ChangeOffer,
  type ChangeOption,
  type ChangeOptions,
  type changeOfferBody,
  type nameCorrectionBody,
  type PaymentStart,
} from '@tarmac/shared';
import type { z } from 'zod';
import type { AppContext } from '../context.js';
import { actorOf } from '../audit/actor.js';
import { SYSTEM_ACTOR } from '../audit/audit.js';
import { ConflictError, InvalidInputError, NotFoundError } from '../lib/domain-errors.js';
import type { Logger } from '../lib/logger.js';
import { priceLegs } from './book.js';
import * as repo from './bookings.repo.js';
import * as changes from './changes.repo.js';
import { BookingNotFoundError } from './errors.js';
import { changeLeg, correctName, inOrderTransaction, legCheckedIn, lockBooking, lockOffer, offerChange, passengerOf, type BookingRow, type ChangeOfferRow, type OrderTx, type PaidPayment } from './lifecycle.js';
import { visibleBookingId, type BookingViewer } from './visible-booking.js';
import { fareBook, priceOn, salesOf } from '../fares/fares.js';
import { priceUnderLock, type ClassPrice } from '../fares/hold-fares.js';

/**
 * Changing a ticketed booking (API.md "Changing a booking"): an offer to move one leg to another flight of its
 * route, accepted at once when it costs nothing or through the usual payment step; and a passenger's name
 * corrected by a few letters. Every write is a transition of the booking lifecycle.
 */

export type ChangeContext = Pick<AppContext, 'database' | 'catalog' | 'legCache' | 'jobs' | 'payments' | 'outbox' | 'config'>;

const HOUR = 3_600_000;

/** What starts a change's payment (payments/start-payment.ts), handed in so the two modules need not import each other. */
export type StartChangePayment = (offer: ChangeOfferRow, booking: BookingRow) => Promise<PaymentStart>;

/**
 * Why the leg of `offer` (its old flight) or the new flight cannot be changed now: either departs within
 * CHANGE_CLOSES_HOURS (or has departed, or is cancelled), or the leg is checked in. Null when it can.
 */
async function changeWindowProblem(o: OrderTx, ctx: Pick<ChangeContext, 'config'>, b: { id: string }, legIndex: number, flightIds: string[], now: Date): Promise<ConflictError | null> {
  const hours = ctx.config.changeClosesHours;
  for (const f of await changes.flightTimes(o.tx, flightIds)) {
    if (f.departsAt.getTime() - hours * HOUR <= now.getTime() || f.status === 'cancelled' || f.status === 'departed' || f.status === 'arrived') {
      return new ConflictError('change.closed', { hours, flight: f.flightNumber });
    }
  }
  if (await legCheckedIn(o, b.id, legIndex)) {
    const [f] = await changes.flightTimes(o.tx, flightIds.slice(0, 1));
    return new ConflictError('change.checkedIn', { flight: f?.flightNumber ?? '' });
  }
  return null;
}

/**
 * Prices moving one leg of a ticketed booking to another flight of the same route (any day) and holds the new
 * flight's seats until the offer expires. The fare difference is what the new fare costs the passengers more
 * than the one they paid (never negative); the change fee is the leg's fare rules' fee per seated passenger.
 * Throws 400s for a leg or flight that does not qualify, 409 when the booking is not paid, the change is closed
 * or the new flight is full.
 */
export async function offerFlightChange(ctx: ChangeContext, viewer: BookingViewer, pnr: string, body: z.output<typeof changeOfferBody>, now = new Date()): Promise<ChangeOffer> {
  const { db } = ctx.database;
  const id = await visibleBookingId(db, viewer, pnr);
  const legs = (await repo.legsWithFlights(db, id)).filter((l) => !l.cancelledAt);
  const leg = legs.find((l) => l.legIndex === body.legIndex);
  if (!leg) throw InvalidInputError.field('legIndex', 'change.noSuchLeg', { number: body.legIndex + 1 });
  const booked = await changes.bookedLeg(db, id, leg.legIndex);
  if (!booked) throw InvalidInputError.field('legIndex', 'change.noSuchLeg', { number: body.legIndex + 1 });
  const flightRows = await ctx.catalog.flights([body.flightId]);
  const target = flightRows[0]?.f;
  if (!target) throw InvalidInputError.field('flightId', 'booking.noSuchFlight');
  if (target.fromId !== leg.fromId || target.toId !== leg.toId) throw InvalidInputError.field('flightId', 'change.otherRoute', { from: leg.fromName, to: leg.toName });
  if (legs.some((l) => l.flightId === target.id)) throw InvalidInputError.field('flightId', 'change.sameFlight');
  const before = legs.filter((l) => l.legIndex < leg.legIndex).at(-1);
  const after = legs.find((l) => l.legIndex > leg.legIndex);
  if ((before && target.departsAt <= before.departsAt) || (after && target.departsAt >= after.departsAt)) throw InvalidInputError.field('flightId', 'change.legOrder');
  const hours = ctx.config.changeClosesHours;
  for (const f of [leg, { flightNumber: target.flightNumber, departsAt: target.departsAt }]) {
    if (f.departsAt.getTime() - hours * HOUR <= now.getTime()) throw new ConflictError('change.closed', { hours, flight: f.flightNumber });
  }
  // The same pricing as booking: the flight's price for the package's tier, the package's rules as they are now.
  const [priced] = priceLegs([{ flightId: target.id, packageId: body.packageId ?? booked.packageId }], flightRows, await ctx.catalog.offers(), now).map((l) => ({ ...l, legIndex: leg.legIndex }));
  if (!priced) throw InvalidInputError.field('flightId', 'booking.noSuchFlight');
  const percents = await changes.farePercentsOf(db, id);
  const offerId = `CO${randomBytes(12).toString('hex')}`;
  const expiresAt = new Date(now.getTime() + CHANGE_OFFER_MINUTES * 60_000);
  let fareDifference = 0;
  let changeFee = 0;
  let classPrice: ClassPrice | undefined;
  await inOrderTransaction(ctx, async (o) => {
    const b = await lockBooking(o, id);
    if (!b) throw new BookingNotFoundError();
    if (b.status !== 'ticketed') throw new ConflictError('change.needsTicketed');
    const closed = await changeWindowProblem(o, ctx, b, leg.legIndex, [leg.flightId, target.id], now);
    if (closed) throw closed;
    // Priced in the lowest open booking class for the party once the new flight's seats are taken (its row locked).
    const priceUnderItsLock = async (t: OrderTx) => {
      classPrice = await priceUnderLock(ctx, t.tx, target.id, { _id: priced.packageId, packageName: priced.packageName }, priced.packagePrice, { seated: b.travellers, taken: b.travellers, now });
      ({ fareDifference, changeFee } = changePrice(booked, percents, b.travellers, classPrice.price));
      return { packagePrice: classPrice.price, fareClass: classPrice.fareClass, fareBasis: classPrice.fareBasis, fareDifference, changeFeeTotal: changeFee, total: fareDifference + changeFee };
    };
    await offerChange(o, b, {
      id: offerId,
      bookingId: id,
      legIndex: leg.legIndex,
      fromFlightId: leg.flightId,
      toFlightId: target.id,
      packageId: priced.packageId,
      packageName: priced.packageName,
      bagWeight: priced.bagWeight,
      refundable: priced.fareRules.refundable,
      changeFee: priced.fareRules.changeFee,
      refundFeeBefore: priced.fareRules.refundFeeBefore24h,
      refundFeeWithin: priced.fareRules.refundFeeWithin24h,
      seats: b.travellers,
      expiresAt,
    }, priceUnderItsLock);
  });
  return {
    offerId,
    expiresAt: expiresAt.toISOString(),
    fareDifference,
    changeFee,
    total: fareDifference + changeFee,
    leg: {
      legIndex: leg.legIndex,
      flightId: target.id,
      flightNumber: priced.flightNumber,
      flightFromCurrentLocation: priced.flightFromCurrentLocation,
      flightToDestinationLocation: priced.flightToDestinationLocation,
      flightDepartingDate: priced.flightDepartingDate,
      flightDepartingTime: priced.flightDepartingTime,
      flightArrivalDate: priced.flightArrivalDate,
      flightArrivalTime: priced.flightArrivalTime,
      packageName: priced.packageName,
      packagePrice: classPrice!.price,
      ...(classPrice!.fareClass ? { fareClass: classPrice!.fareClass, fareBasis: classPrice!.fareBasis ?? classPrice!.fareClass } : {}),
    },
  };
}

/** What accepting an offer came to: the leg moved at once (nothing to pay), or a payment to make first. */
export type ChangeAccepted = { moved: true; booking: Booking } | { moved: false; payment: PaymentStart };

export class UnknownOfferError extends NotFoundError {
  constructor() {
    super('change.unknownOffer');
  }
}

/**
 * Accepts a change offer: with a total of 0 the leg moves now; otherwise a payment of the total starts (the
 * leg moves when it is paid, see `settleChangePayment`). An expired, superseded or used offer is 409.
 */
export async function acceptFlightChange(ctx: ChangeContext, viewer: BookingViewer, pnr: string, offerId: string, startPayment: StartChangePayment): Promise<ChangeAccepted> {
  const { db } = ctx.database;
  const id = await visibleBookingId(db, viewer, pnr);
  const offer = await changes.findOffer(db, offerId, id);
  if (!offer) throw new UnknownOfferError();
  const now = new Date();
  if (offer.total > 0) {
    // Refused now when it could not be made anyway; a payment that lands after the offer expires is refunded.
    const b = await repo.findBookingRow(db, id);
    if (!b) throw new BookingNotFoundError();
    if (b.status !== 'ticketed') throw new ConflictError('change.needsTicketed');
    if (offer.status !== 'open') throw new ConflictError('change.offerStale');
    if (offer.expiresAt <= now) throw new ConflictError('change.offerExpired');
    return { moved: false, payment: await startPayment(offer, b) };
  }
  await inOrderTransaction(ctx, async (o) => {
    const b = await lockBooking(o, id);
    if (!b) throw new BookingNotFoundError();
    const locked = await lockOffer(o, offerId, id);
    if (!locked) throw new UnknownOfferError();
    await changeLeg(o, b, { offer: locked, actor: actorOf(viewer), now, payment: null, stillOpen: (t) => changeWindowProblem(t, ctx, b, locked.legIndex, [locked.fromFlightId, locked.toFlightId], now) });
  });
  const [booking] = await repo.loadBookings(db, [id]);
  if (!booking) throw new BookingNotFoundError();
  return { moved: true, booking };
}

/**
 * A confirmed payment of a change offer's total, in the settling transaction (payment and booking rows locked):
 * the leg moves, or, when the change can no longer be made (expired, superseded, booking changed), the payment
 * is refunded in full. Answers which.
 */
export async function settleChangePayment(o: OrderTx, ctx: Pick<ChangeContext, 'config'>, b: BookingRow, offerId: string, payment: PaidPayment, log?: Logger): Promise<'changed' | 'refunded'> {
  const offer = await lockOffer(o, offerId, b.id);
  if (!offer) {
    log?.error({ offerId, paymentId: payment.id }, 'a change payment names no offer of its booking');
    throw new UnknownOfferError();
  }
  const now = new Date();
  return changeLeg(o, b, { offer, actor: SYSTEM_ACTOR, now, payment, stillOpen: (t) => changeWindowProblem(t, ctx, b, offer.legIndex, [offer.fromFlightId, offer.toFlightId], now) });
}

/**
 * Corrects a passenger's name by at most NAME_CORRECTION_MAX letters in all (first and last name together), free,
 * before any check-in; a bigger change is refused with what to do instead (409).
 */
export async function correctPassengerName(ctx: ChangeContext, viewer: BookingViewer, pnr: string, body: z.output<typeof nameCorrectionBody>): Promise<Booking> {
  const { db } = ctx.database;
  const id = await visibleBookingId(db, viewer, pnr);
  await inOrderTransaction(ctx, async (o) => {
    const b = await lockBooking(o, id);
    if (!b) throw new BookingNotFoundError();
    const p = await passengerOf(o, id, body.passengerIndex);
    if (!p) throw InvalidInputError.field('passengerIndex', 'nameCorrection.noSuchPassenger', { number: body.passengerIndex + 1 });
    const size = nameCorrectionSize(p, body, distance);
    if (size === 0 && p.firstName === body.firstName && p.lastName === body.lastName) throw new ConflictError('nameCorrection.same');
    if (size > NAME_CORRECTION_MAX) throw new ConflictError('nameCorrection.tooMany', { max: NAME_CORRECTION_MAX, count: size });
    await correctName(o, b, { passengerIndex: body.passengerIndex, firstName: body.firstName, lastName: body.lastName, actor: actorOf(viewer) });
  });
  const [booking] = await repo.loadBookings(db, [id]);
  if (!booking) throw new BookingNotFoundError();
  return booking;
}

/** What moving a leg to a flight of `newPrice` costs: the fare difference (never negative) and the change fee. */
function changePrice(booked: { packagePrice: number; changeFee: number }, percents: number[], seated: number, newPrice: number) {
  const paid = percents.reduce((sum, p) => sum + fareShare(booked.packagePrice, p), 0);
  const fresh = percents.reduce((sum, p) => sum + fareShare(newPrice, p), 0);
  const fareDifference = Math.max(0, fresh - paid);
  const changeFee = booked.changeFee * seated;
  return { fareDifference, changeFee, total: fareDifference + changeFee };
}

const DAY = 24 * HOUR;
const shiftDate = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

/**
 * The fare calendar of changing one leg: the CHANGE_CALENDAR_DAYS days around its flight (none before today),
 * each with the route's flights on sale that have seats for the party, priced as an offer would be. Nothing is
 * held: an offer holds the seats. 409 when the booking is not paid.
 */
export async function changeOptionsOf(ctx: ChangeContext, viewer: BookingViewer, pnr: string, legIndex: number, now = new Date()): Promise<ChangeOptions> {
  const { db } = ctx.database;
  const id = await visibleBookingId(db, viewer, pnr);
  const b = await repo.findBookingRow(db, id);
  if (!b) throw new BookingNotFoundError();
  if (b.status !== 'ticketed') throw new ConflictError('change.needsTicketed');
  const legs = (await repo.legsWithFlights(db, id)).filter((l) => !l.cancelledAt);
  const leg = legs.find((l) => l.legIndex === legIndex);
  const booked = leg ? await changes.bookedLeg(db, id, legIndex) : null;
  if (!leg || !booked) throw InvalidInputError.field('legIndex', 'change.noSuchLeg', { number: legIndex + 1 });
  const today = now.toISOString().slice(0, 10);
  const half = Math.floor(CHANGE_CALENDAR_DAYS / 2);
  let first = shiftDate(leg.departingDate, -half);
  if (first < today) first = today;
  const dates = Array.from({ length: CHANGE_CALENDAR_DAYS }, (_, i) => shiftDate(first, i));
  const after = new Date(now.getTime() + ctx.config.changeClosesHours * HOUR);
  const before = new Date(Date.parse(`${dates.at(-1)!}T00:00:00Z`) + 2 * DAY);
  const ids = (await changes.flightsOnRoute(db, leg, after, before)).filter((f) => !legs.some((l) => l.flightId === f));
  const rows = await ctx.catalog.flights(ids);
  const offers = await ctx.catalog.offers();
  const percents = await changes.farePercentsOf(db, id);
  const book = await fareBook(ctx.catalog, db);
  const sales = await salesOf(db, book, rows.map((r) => r.f));
  const options: ChangeOption[] = [];
  for (const row of rows) {
    const f = row.f;
    if (f.seatsLeft < b.travellers) continue;
    const [priced] = priceLegs([{ flightId: f.id, packageId: booked.packageId }], [row], offers, now);
    if (!priced) continue;
    // Priced as an offer would be: in the lowest open booking class for the party (the package's price without a ladder).
    const price = priceOn(book, sales, f, { _id: priced.packageId, packageName: priced.packageName }, priced.packagePrice, b.travellers, now).price;
    options.push({
      flightId: f.id,
      flightNumber: f.flightNumber,
      departingDate: f.departingDate,
      departingTime: f.departingTime,
      arrivalDate: f.arrivalDate,
      arrivalTime: f.arrivalTime,
      seatsLeft: f.seatsLeft,
      ...changePrice(booked, percents, b.travellers, price),
    });
  }
  options.sort((x, y) => (x.departingDate + x.departingTime).localeCompare(y.departingDate + y.departingTime));
  return { legIndex, days: dates.map((date) => ({ date, flights: options.filter((o) => o.departingDate === date) })) };
}
