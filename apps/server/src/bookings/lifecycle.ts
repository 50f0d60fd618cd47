import type { AppContext } from '../context.js';
import { issueReceipt } from '../receipts/receipts.repo.js';
import { enqueueSms, ticketedSms } from '../sms/sms-messages.js';
import type { Db } from '../db/open.js';
import { together } from '../db/together.js';
import { recordAudit, SYSTEM_ACTOR, type Actor } from '../audit/audit.js';
import type { Logger } from '../lib/logger.js';
import { ConflictError, InvalidInputError } from '../lib/domain-errors.js';
import { mailInsert, type OutboxMail } from '../mail/outbox.js';
import { paidPaymentUpdate, refundablePaymentsOf } from '../payments/payments.repo.js';
import { refundsAfterCommit, requestRefund } from '../payments/refunds.js';
import { sentence, type Sentence } from '@tarmac/shared';
import { sayAnswer } from '../i18n/sentences.js';
import { AlreadyCancelledError, SoldOutError } from './errors.js';
import * as repo from './lifecycle.repo.js';
import { bookingRecipient } from './bookings.repo.js';
import { ticketMail } from './ticket-mail.js';
import { KeptFigures } from '../reports/figures.js';
import { releaseClassSales } from '../reports/figures.repo.js';
import type { BookingRow, ChangeOfferRow, ExpiryScope, NewChangeOffer } from './lifecycle.repo.js';
import * as services from '../services/services.repo.js';
import { isUniqueViolation } from '../db/errors.js';

export type { BookingRow, ChangeOfferRow, ExpiryScope, NewChangeOffer } from './lifecycle.repo.js';

/**
 * The one owner of an order's life. Every change of a booking's status, of the seats it holds, of its check-ins
 * and of its money is one of the transitions below:
 *
 *   (none) ──hold──▶ held ──ticket──▶ ticketed ──cancel / cancelByAirline──▶ cancelled
 *                     │  └──cancel──▶ cancelled       │
 *                     └──expire──▶ expired ──ticket (pay late, seats still free)──▶ ticketed
 *                                                     ├──move (a leg to another flight)──▶ ticketed
 *                                                     ├──offerChange, then changeLeg (a paid change)──▶ ticketed
 *                                                     ├──cancelPart (some passengers or legs)──▶ ticketed
 *                                                     └──correctName──▶ ticketed (held too)
 *
 * Each transition takes the caller's transaction (`OrderTx`) and a booking row the caller locked in it, checks
 * that it is allowed from the booking's status, writes the event and the audit row (`statusRecords`), and notes
 * what must be announced after the commit (seats for the search cache, mail for the outbox, refunds for the
 * provider). `inOrderTransaction` opens the transaction and makes those announcements. Rules kept here:
 * cancelled is final; refunds name their payment and never exceed it; nothing is ticketed after the first
 * departure; check-ins end when a booking leaves `ticketed`; seats add up on every flight, cancelled ones
 * included (a booking leaving held/ticketed gives back the seats of every leg); the reports' kept figures
 * (reports/figures.ts) change with what the booking sold, in the same transaction.
 *
 * The hold itself is one database function (`repo.createHold` in bookings.repo.ts, its SQL in one file).
 */

export type LifecycleContext = Pick<AppContext, 'database' | 'legCache' | 'jobs' | 'payments' | 'outbox'>;

/** What a transaction's transitions leave to announce once it has committed. */
export interface Announcements {
  seats: boolean;
  mail: boolean;
  refunds: string[];
}

/** A transaction in which transitions run. */
export interface OrderTx {
  tx: Db;
  ctx: Pick<LifecycleContext, 'jobs'>;
  announce: Announcements;
  /** The report figures this transaction's transitions change (settled before it commits). */
  figures: KeptFigures;
}

const quiet: Logger = { info: () => {}, warn: () => {}, error: () => {} };

/** Runs `work` in one transaction, then announces what its transitions changed (seats, mail, refunds). */
export async function inOrderTransaction<T>(ctx: LifecycleContext, work: (o: OrderTx) => Promise<T>, log: Logger = quiet): Promise<T> {
  const announce: Announcements = { seats: false, mail: false, refunds: [] };
  const result = await ctx.database.db.transaction(async (tx) => {
    const figures = new KeptFigures();
    const done = await work({ tx, ctx, announce, figures });
    await figures.settle(tx);
    return done;
  });
  await announceAfterCommit(ctx, announce, log);
  return result;
}

/** After the commit: the search cache of every process forgets the seats, the outbox sends, the provider refunds. */
async function announceAfterCommit(ctx: LifecycleContext, a: Announcements, log: Logger = quiet): Promise<void> {
  if (a.seats) ctx.legCache.clear();
  if (a.mail) ctx.outbox.kick();
  await refundsAfterCommit(ctx, a.refunds, log);
}

/**
 * The report figures (flight_figures, sales_days) follow the booking: each transition that may change what it sold
 * calls this before its first write, and the transaction adds the difference before it commits.
 */
const keepFigures = (o: OrderTx, b: Pick<BookingRow, 'id'>) => o.figures.note(o.tx, b.id);

/** The booking's status change with its event row and audit entry, in one round trip, plus `also` statements. */
async function changeStatus(o: OrderTx, b: Pick<BookingRow, 'id' | 'status'>, to: 'ticketed' | 'cancelled' | 'expired', reason: string, actor: Actor, also: Parameters<typeof together>[1] = []) {
  await together(o.tx, [repo.statusUpdate(o.tx, b.id, to), ...repo.statusRecords(o.tx, actor, [{ bookingId: b.id, from: b.status, to, reason }]), ...also]);
}

/** The seats of every leg of a booking go back on sale (any flight, a cancelled one too: seats add up). */
async function returnAllSeats(o: OrderTx, b: Pick<BookingRow, 'id' | 'travellers'>) {
  await repo.returnSeats(o.tx, await repo.seatsOf(o.tx, [b]));
  o.announce.seats = true;
}

/**
 * Money back from one payment, never more than what remains of it after earlier refunds (the rest is not
 * refunded twice). Answers the refund's id, or null when nothing remains.
 */
export async function refund(o: OrderTx, r: { bookingId: string; paymentId: string; amount: number; reason: Sentence }): Promise<string | null> {
  const id = await requestRefund(o.ctx, o.tx, r);
  if (id) o.announce.refunds.push(id);
  return id;
}

/** Refunds up to `amount` from what the booking's payments still hold, oldest payment first. */
async function refundFromPayments(o: OrderTx, bookingId: string, amount: number, reason: Sentence): Promise<void> {
  let left = amount;
  for (const p of await refundablePaymentsOf(o.tx, bookingId)) {
    if (left <= 0) break;
    const part = Math.min(left, p.remaining);
    if (part <= 0) continue;
    await refund(o, { bookingId, paymentId: p.id, amount: part, reason });
    left -= part;
  }
}

/**
 * held → expired, for every overdue hold in `scope` (the sweep, or the bookings a read touches): the seats go
 * back on sale. Answers the ids it expired. A cheap indexed look comes first, so a read with nothing overdue
 * opens no transaction; a hold paid or cancelled meanwhile is left alone.
 */
export async function expireHolds(ctx: Pick<LifecycleContext, 'database' | 'legCache'>, now: Date = new Date(), scope: ExpiryScope = {}): Promise<string[]> {
  if (scope.bookingIds && scope.bookingIds.length === 0) return [];
  const due = await repo.overdueHoldIds(ctx.database.db, now, scope);
  if (due.length === 0) return [];
  const gone = await ctx.database.db.transaction(async (tx) => {
    const rows = await repo.markExpired(tx, due, now, scope);
    if (rows.length === 0) return [];
    const reason = 'The hold ran out before payment.';
    await together(tx, repo.statusRecords(tx, SYSTEM_ACTOR, rows.map((g) => ({ bookingId: g.id, from: 'held' as const, to: 'expired' as const, reason, at: now }))));
    await repo.returnSeats(tx, await repo.seatsOf(tx, rows));
    await releaseClassSales(tx, rows.map((g) => g.id));
    // Their services end with them: seats chosen ahead go back on the map.
    await services.endServices(tx, rows.map((g) => g.id), 'cancelled');
    return rows.map((g) => g.id);
  });
  if (gone.length) ctx.legCache.clear();
  return gone;
}

/** What a confirmed, matching payment did to its booking. */
export type PaymentEffect = 'ticketed' | 'refunded';

export interface PaidPayment {
  id: string;
  amount: number;
  providerRef: string;
  raw: Record<string, unknown>;
}

/**
 * held (or expired, seats still free) → ticketed, by a confirmed payment of the booking's total. Both rows are
 * locked by the caller. The payment is recorded paid either way; it tickets the booking only when the booking
 * is waiting for it: a cancelled booking stays cancelled, a ticketed one is not paid twice, and nothing is
 * ticketed once its first flight has departed. Those payments are refunded in full.
 * Tickets, status, event, audit entry, payment and e-ticket mail are written in one statement.
 */
export async function ticket(o: OrderTx, b: BookingRow, payment: PaidPayment, firstDeparture: Date): Promise<PaymentEffect> {
  await keepFigures(o, b);
  const refundAll = async (reason: Sentence): Promise<PaymentEffect> => {
    // The payment row keeps why in English (as before); the refund keeps it by id, said in each reader's language.
    await paidPaymentUpdate(o.tx, payment, sayAnswer('en', reason));
    await refund(o, { bookingId: b.id, paymentId: payment.id, amount: payment.amount, reason });
    return 'refunded';
  };
  if (b.status === 'ticketed') return refundAll(sentence('refundReason.double'));
  if (b.status === 'cancelled') return refundAll(sentence('refundReason.afterCancel'));
  if (firstDeparture <= new Date()) return refundAll(sentence('refundReason.afterDeparture'));
  let reason = 'Paid.';
  if (b.status === 'expired') {
    // A late payment: the hold ended and its seats went back on sale; take them again if they are still free.
    const legs = await repo.legFlights(o.tx, b.id);
    try {
      await o.tx.transaction(async (sp) => {
        await repo.takeSeats(sp, legs.map((l) => l.flightId), b.travellers);
        // The services the hold let go come back, unless a seat chosen ahead was taken meanwhile.
        await services.lockSeatBooks(sp, legs.map((l) => l.flightId));
        await services.reviveServices(sp, b.id, b.createdAt).catch((e: unknown) => {
          throw isUniqueViolation(e) ? new SoldOutError() : e;
        });
      });
    } catch (err) {
      if (err instanceof SoldOutError) return refundAll(sentence('refundReason.late'));
      throw err;
    }
    o.announce.seats = true;
    reason = 'Paid after the hold had ended; the seats were still free.';
  }
  await changeStatus(o, b, 'ticketed', reason, SYSTEM_ACTOR, [repo.ticketsInsert(b.id), paidPaymentUpdate(o.tx, payment, null), mailInsert(o.tx, await eTicketMail(o, b))]);
  await services.issueHeld(o.tx, b.id);
  // The VAT receipt's number (Mushak 6.3), from the one gap-free series, in the ticketing transaction.
  await issueReceipt(o.tx, b.id);
  await enqueueSms(o.tx, ticketedSms(b));
  o.announce.mail = true;
  return 'ticketed';
}

/** The e-ticket mail of a booking being ticketed: its body and documents are made from the booking when it is sent. */
async function eTicketMail(o: OrderTx, b: BookingRow): Promise<OutboxMail> {
  return ticketMail({ id: b.id, pnr: b.pnr, to: await bookingRecipient(o.tx, b) }, b.language);
}

/** held → ticketed with nothing to pay (a total of 0): no provider, no payment row. */
export async function ticketFree(o: OrderTx, b: BookingRow, actor: Actor): Promise<void> {
  if (b.status !== 'held') throw new ConflictError('booking.notOnHold');
  if (b.total !== 0) throw new ConflictError('booking.hasPrice');
  await keepFigures(o, b);
  await changeStatus(o, b, 'ticketed', 'Nothing to pay.', actor, [repo.ticketsInsert(b.id), mailInsert(o.tx, await eTicketMail(o, b))]);
  await services.issueHeld(o.tx, b.id);
  await issueReceipt(o.tx, b.id);
  await enqueueSms(o.tx, ticketedSms(b));
  o.announce.mail = true;
}

/**
 * held or ticketed → cancelled: every seat goes back on sale, the check-ins (and so the boarding passes) end,
 * and `refundAmount` (what the fare rules give back; 0 for a hold) is refunded from the booking's payments.
 */
export async function cancel(o: OrderTx, b: Pick<BookingRow, 'id' | 'status' | 'travellers'>, c: { actor: Actor; reason: string; refundAmount: number; refundReason?: Sentence }): Promise<void> {
  if (b.status === 'cancelled') throw new AlreadyCancelledError();
  if (b.status !== 'held' && b.status !== 'ticketed') throw new ConflictError('booking.cannotCancel', { status: b.status });
  await keepFigures(o, b);
  await changeStatus(o, b, 'cancelled', c.reason, c.actor, [repo.checkInsDelete(o.tx, b.id)]);
  await returnAllSeats(o, b);
  // Its services end with it: issued ones are refunded with the fares when the fare rules give money back.
  await services.endServices(o.tx, [b.id], c.refundAmount > 0 ? 'refunded' : 'cancelled');
  // Change offers still open give their seats back too: a cancelled booking changes no more.
  for (const offer of await repo.lockOpenOffers(o.tx, b.id)) await closeOffer(o, offer, 'superseded');
  if (b.status === 'ticketed' && c.refundAmount > 0) await refundFromPayments(o, b.id, c.refundAmount, c.refundReason ?? sentence('refundReason.cancelled'));
}

/**
 * ticketed → cancelled because the airline cancelled a flight of it: like `cancel`, with `amount` (what was paid
 * for the flights not flown, no fee) refunded, and the disruption refund recorded in the audit log.
 */
export async function cancelByAirline(o: OrderTx, b: BookingRow, c: { actor: Actor; reason: string; amount: number; refundReason: Sentence }): Promise<void> {
  if (b.status !== 'ticketed') throw b.status === 'cancelled' ? new AlreadyCancelledError() : new ConflictError('booking.refundNeedsPaid');
  const payments = await refundablePaymentsOf(o.tx, b.id);
  await cancel(o, b, { actor: c.actor, reason: c.reason, refundAmount: c.amount, refundReason: c.refundReason });
  await recordAudit(o.tx, c.actor, { entity: 'booking', entityId: b.id, action: 'disruption-refund', after: { amount: c.amount, paymentId: payments[0]?.id ?? null } });
}

/**
 * A leg of a ticketed booking moves to another flight (free, after the airline cancelled its flight): seats taken
 * on the new flight by the conditional update (SoldOutError when full) and given back on the old one, that leg's
 * check-ins ended, the move in the audit log. Package, price paid and ticket numbers stay.
 */
export async function move(
  o: OrderTx,
  b: BookingRow,
  m: { legIndex: number; from: { flightId: string; flightNumber: string; departingDate: string }; to: { flightId: string; flightNumber: string; departingDate: string }; actor: Actor },
): Promise<void> {
  if (b.status !== 'ticketed') throw new ConflictError('booking.moveNeedsPaid');
  await keepFigures(o, b);
  await repo.takeSeats(o.tx, [m.to.flightId], b.travellers);
  await repo.returnSeats(o.tx, new Map([[m.from.flightId, b.travellers]]));
  o.announce.seats = true;
  await together(o.tx, [repo.legMove(o.tx, b.id, m.legIndex, m.to.flightId), repo.checkInsDelete(o.tx, b.id, m.legIndex)]);
  await moveServices(o, b, m.legIndex, m.to.flightId);
  await recordAudit(o.tx, m.actor, {
    entity: 'booking',
    entityId: b.id,
    action: 'rebook',
    before: { legIndex: m.legIndex, ...m.from },
    after: { legIndex: m.legIndex, ...m.to },
  });
}

/** A leg's services follow it to its new flight; the paid seats it gives up leave the total and are refunded. */
async function moveServices(o: OrderTx, b: BookingRow, legIndex: number, flightId: string): Promise<void> {
  const seatsRefunded = await services.moveLegServices(o.tx, b.id, legIndex, flightId);
  if (seatsRefunded === 0) return;
  await together(o.tx, [repo.totalAdd(o.tx, b.id, -seatsRefunded)]);
  await refundFromPayments(o, b.id, seatsRefunded, sentence('refundReason.seatGivenUp'));
}

/** When the booking's first flight departs: `ticket` tickets nothing after it (a wallet payment asks, issue 32). */
export async function firstDepartureOf(o: OrderTx, bookingId: string): Promise<Date> {
  const legs = await repo.legFlights(o.tx, bookingId);
  return legs.map((l) => l.departsAt).reduce((a, c) => (c < a ? c : a));
}

/** The booking row locked in the order's transaction (for a transition), or null. */
export const lockBooking = (o: OrderTx, id: string) => repo.lockBooking(o.tx, id);

/** Writes a mail in the order's transaction and sends it after the commit. */
export async function enqueueMail(o: OrderTx, mail: OutboxMail): Promise<void> {
  await mailInsert(o.tx, mail);
  o.announce.mail = true;
}

// ---- Changing a booking (API.md "Changing a booking") ----

/** Gives back the seats an open offer holds and closes it; nothing when it was no longer open. */
async function closeOffer(o: OrderTx, offer: ChangeOfferRow, to: 'expired' | 'superseded'): Promise<void> {
  if (!(await repo.closeOffer(o.tx, offer.id, to))) return;
  await repo.returnSeats(o.tx, new Map([[offer.toFlightId, offer.seats]]));
  o.announce.seats = true;
}

/** What an offer costs: priced once its seats are taken on the new flight (its booking class may depend on them). */
export type OfferPrice = Pick<NewChangeOffer, 'packagePrice' | 'fareClass' | 'fareBasis' | 'fareDifference' | 'changeFeeTotal' | 'total'>;

/**
 * A ticketed booking's offer to move one leg: an earlier open offer of that leg is superseded (its seats given
 * back), and the new flight's seats are taken and held by the offer until it expires (SoldOutError when full).
 * `priceUnderLock` prices it once those seats are taken (the flight's row locked): its booking class and what that
 * makes it cost.
 */
export async function offerChange(o: OrderTx, b: BookingRow, offer: Omit<NewChangeOffer, keyof OfferPrice>, priceUnderLock: (o: OrderTx) => Promise<OfferPrice>): Promise<void> {
  if (b.status !== 'ticketed') throw new ConflictError('change.needsTicketed');
  // An open offer priced in a booking class counts in it (seats sold per class) while it holds its seats.
  await keepFigures(o, b);
  for (const earlier of await repo.lockOpenOffers(o.tx, b.id, offer.legIndex)) await closeOffer(o, earlier, 'superseded');
  await repo.takeSeats(o.tx, [offer.toFlightId], offer.seats);
  await repo.insertOffer(o.tx, { ...offer, ...(await priceUnderLock(o)) });
  o.announce.seats = true;
}

/** The offer of this booking, locked (null when there is none). */
export const lockOffer = (o: OrderTx, offerId: string, bookingId: string) => repo.lockOffer(o.tx, offerId, bookingId);

/** Whether the booking's leg is checked in (a change or a name correction is closed then). */
export const legCheckedIn = (o: OrderTx, bookingId: string, legIndex?: number) => repo.isCheckedIn(o.tx, bookingId, legIndex);

/**
 * Why `offer` cannot move its leg now: `problem` is the caller's check of the booking's flights (changes close
 * before departure); the offer must be open and unexpired, the booking ticketed, the leg still on the offer's
 * old flight and not checked in.
 */
async function changeProblem(o: OrderTx, b: BookingRow, offer: ChangeOfferRow, now: Date): Promise<ConflictError | null> {
  if (b.status !== 'ticketed') return new ConflictError('change.needsTicketed');
  if (offer.status !== 'open') return new ConflictError('change.offerStale');
  if (offer.expiresAt <= now) return new ConflictError('change.offerExpired');
  const leg = await repo.legOf(o.tx, b.id, offer.legIndex);
  if (!leg || leg.flightId !== offer.fromFlightId) return new ConflictError('change.offerStale');
  return null;
}

export interface ChangeLegInput {
  offer: ChangeOfferRow;
  actor: Actor;
  now: Date;
  /** The caller's look at the flights (changes close CHANGE_CLOSES_HOURS before departure, and at check-in). */
  stillOpen: (o: OrderTx) => Promise<ConflictError | null>;
  /** The payment of the offer's total, confirmed by the provider (null: nothing to pay). */
  payment: PaidPayment | null;
}

/**
 * ticketed → ticketed on another flight: the leg moves to the offer's flight and package (keeping the higher
 * fare, what was paid), the seats the offer held become the leg's and the old flight's go back on sale, that leg's
 * tickets are voided and new ones issued, its check-ins end, the total grows by what the change cost, the change is
 * recorded with who made it, and the e-ticket mail goes out again.
 * With a payment: it is recorded paid either way; when the change can no longer be made (the offer expired or was
 * superseded, the booking changed or was cancelled, the leg was checked in) it is refunded in full and the
 * offer's seats are given back. Without one (a total of 0), such a change is refused (ConflictError).
 */
export async function changeLeg(o: OrderTx, b: BookingRow, c: ChangeLegInput): Promise<'changed' | 'refunded'> {
  const { offer } = c;
  await keepFigures(o, b);
  const problem = (await changeProblem(o, b, offer, c.now)) ?? (await c.stillOpen(o));
  if (problem) {
    if (offer.status === 'open' && offer.expiresAt <= c.now) await closeOffer(o, offer, 'expired');
    if (!c.payment) throw problem;
    const reason = sentence('refundReason.changeNotMade');
    await paidPaymentUpdate(o.tx, c.payment, sayAnswer('en', reason));
    await refund(o, { bookingId: b.id, paymentId: c.payment.id, amount: c.payment.amount, reason });
    if (offer.status === 'open') await closeOffer(o, offer, 'expired');
    return 'refunded';
  }
  if (c.payment) await paidPaymentUpdate(o.tx, c.payment, null);
  const leg = (await repo.legOf(o.tx, b.id, offer.legIndex))!;
  await repo.closeOffer(o.tx, offer.id, 'accepted');
  await repo.returnSeats(o.tx, new Map([[offer.fromFlightId, b.travellers]]));
  o.announce.seats = true;
  const before = { legIndex: offer.legIndex, flightId: offer.fromFlightId, packageName: leg.packageName, packagePrice: leg.packagePrice, tickets: await repo.ticketNumbersOf(o.tx, b.id, offer.legIndex) };
  const after = { legIndex: offer.legIndex, flightId: offer.toFlightId, packageName: offer.packageName, packagePrice: Math.max(leg.packagePrice, offer.packagePrice), offerId: offer.id, fareDifference: offer.fareDifference, changeFee: offer.changeFeeTotal };
  const changeId = await repo.changeInsert(o.tx, c.actor, { bookingId: b.id, kind: 'flight', before, after, amount: offer.total });
  await repo.voidTickets(o.tx, { bookingId: b.id, changeId, legIndex: offer.legIndex });
  await together(o.tx, [repo.legChange(o.tx, offer), repo.checkInsDelete(o.tx, b.id, offer.legIndex), repo.totalAdd(o.tx, b.id, offer.total), repo.ticketsInsert(b.id, offer.legIndex)]);
  await repo.changeAfterUpdate(o.tx, changeId, { ...after, tickets: await repo.ticketNumbersOf(o.tx, b.id, offer.legIndex) });
  await moveServices(o, b, offer.legIndex, offer.toFlightId);
  await recordAudit(o.tx, c.actor, { entity: 'booking', entityId: b.id, action: 'change-flight', before, after: { ...after, paymentId: c.payment?.id ?? null } });
  await enqueueMail(o, await eTicketMail(o, b));
  return 'changed';
}

/**
 * Open change offers whose time ran out give their seats back (the sweep; the lazy look is `changeLeg`'s and
 * `offerChange`'s). Answers how many it closed.
 */
export async function expireChangeOffers(ctx: Pick<LifecycleContext, 'database' | 'legCache' | 'jobs'>, now: Date = new Date()): Promise<number> {
  if (!(await repo.hasOverdueOffers(ctx.database.db, now))) return 0;
  const closed = await ctx.database.db.transaction(async (tx) => {
    const o: OrderTx = { tx, ctx, announce: { seats: false, mail: false, refunds: [] }, figures: new KeptFigures() };
    const due = await repo.lockOverdueOffers(tx, now);
    for (const offer of due) {
      await o.figures.note(tx, offer.bookingId);
      await closeOffer(o, offer, 'expired');
    }
    await o.figures.settle(tx);
    return due.length;
  });
  if (closed) ctx.legCache.clear();
  return closed;
}

/**
 * A passenger's name corrected (held or ticketed, before any check-in): the new name, the change recorded with
 * who made it and what it was, the audit entry; a ticketed booking's e-ticket goes out again with the new name.
 * The caller checks the correction is small enough.
 */
export async function correctName(o: OrderTx, b: BookingRow, c: { passengerIndex: number; firstName: string; lastName: string; actor: Actor }): Promise<void> {
  if (b.status !== 'held' && b.status !== 'ticketed') throw new ConflictError('nameCorrection.notOpen');
  if (await repo.isCheckedIn(o.tx, b.id)) throw new ConflictError('nameCorrection.checkedIn');
  const p = await repo.passengerOf(o.tx, b.id, c.passengerIndex);
  if (!p) throw InvalidInputError.field('passengerIndex', 'nameCorrection.noSuchPassenger', { number: c.passengerIndex + 1 });
  const before = { passengerIndex: c.passengerIndex, firstName: p.firstName, lastName: p.lastName };
  const after = { passengerIndex: c.passengerIndex, firstName: c.firstName, lastName: c.lastName };
  await repo.changeInsert(o.tx, c.actor, { bookingId: b.id, kind: 'name', before, after, amount: 0 });
  await together(o.tx, [repo.passengerRename(o.tx, b.id, c.passengerIndex, c)]);
  await recordAudit(o.tx, c.actor, { entity: 'booking', entityId: b.id, action: 'name-correction', before, after });
  if (b.status === 'ticketed') await enqueueMail(o, await eTicketMail(o, b));
}

/** A passenger of the booking, as a name correction starts from. */
export const passengerOf = (o: OrderTx, bookingId: string, passengerIndex: number) => repo.passengerOf(o.tx, bookingId, passengerIndex);

export interface PartialCancellation {
  /** Passengers cancelled on every leg (infants going with their adults included by the caller). */
  passengers: readonly number[];
  /** Legs cancelled for every passenger. */
  legs: readonly number[];
  /** Seated passengers among `passengers` (infants take no seat). */
  seated: number;
  /** What the fare rules give back, and what they keep. */
  refundAmount: number;
  fee: number;
  actor: Actor;
}

/**
 * ticketed → ticketed with fewer passengers or legs (a partial cancellation): their seats go back on sale (a
 * cancelled leg's for everyone, a cancelled passenger's on every leg), their tickets are voided and their
 * check-ins end, the booking keeps `refundAmount` less and refunds it from its payments, open change offers are
 * withdrawn (they were priced for the old party), the change is recorded with who made it, and the e-ticket of
 * what remains goes out again. The caller checks that an adult and a leg remain.
 */
export async function cancelPart(o: OrderTx, b: BookingRow, c: PartialCancellation): Promise<void> {
  if (b.status !== 'ticketed') throw b.status === 'cancelled' ? new AlreadyCancelledError() : new ConflictError('partialCancel.needsTicketed');
  await keepFigures(o, b);
  for (const offer of await repo.lockOpenOffers(o.tx, b.id)) await closeOffer(o, offer, 'superseded');
  const legs = await repo.activeLegs(o.tx, b.id);
  const seats = new Map<string, number>();
  for (const leg of legs) seats.set(leg.flightId, c.legs.includes(leg.legIndex) ? b.travellers : c.seated);
  await repo.returnSeats(o.tx, seats);
  o.announce.seats = true;
  const people = await repo.passengersOf(o.tx, b.id);
  const before = {
    passengers: c.passengers.map((i) => ({ passengerIndex: i, name: people.find((p) => p.passengerIndex === i)?.name ?? '' })),
    legs: c.legs.map((i) => ({ legIndex: i, flightNumber: legs.find((l) => l.legIndex === i)?.flightNumber ?? '', departingDate: legs.find((l) => l.legIndex === i)?.departingDate ?? '' })),
  };
  const changeId = await repo.changeInsert(o.tx, c.actor, { bookingId: b.id, kind: 'cancellation', before, after: { refundAmount: c.refundAmount, fee: c.fee, tickets: [] }, amount: c.refundAmount });
  const voided = [
    ...(c.passengers.length ? await repo.voidTickets(o.tx, { bookingId: b.id, changeId, passengerIndexes: c.passengers }) : []),
    ...(await Promise.all(c.legs.map((legIndex) => repo.voidTickets(o.tx, { bookingId: b.id, changeId, legIndex })))).flat(),
  ];
  await repo.changeAfterUpdate(o.tx, changeId, { refundAmount: c.refundAmount, fee: c.fee, voidedTickets: voided });
  await together(o.tx, [
    ...(c.passengers.length ? [repo.passengersCancel(o.tx, b.id, c.passengers), repo.passengerCheckInsDelete(o.tx, b.id, c.passengers)] : []),
    ...(c.legs.length ? [repo.legsCancel(o.tx, b.id, c.legs)] : []),
    repo.partySet(o.tx, b.id, { travellers: b.travellers - c.seated, total: b.total - c.refundAmount }),
  ]);
  await services.endServices(o.tx, [b.id], c.refundAmount > 0 ? 'refunded' : 'cancelled', { legIndexes: c.legs, passengerIndexes: c.passengers });
  // After the passengers' (one statement may not delete a row twice).
  for (const legIndex of c.legs) await repo.checkInsDelete(o.tx, b.id, legIndex);
  await recordAudit(o.tx, c.actor, { entity: 'booking', entityId: b.id, action: 'partial-cancel', before, after: { refundAmount: c.refundAmount, fee: c.fee, voidedTickets: voided } });
  if (c.refundAmount > 0) await refundFromPayments(o, b.id, c.refundAmount, sentence('refundReason.partlyCancelled'));
  await enqueueMail(o, await eTicketMail(o, b));
}

// ---- Order services (API.md "More than a seat") ----

/**
 * held → held or ticketed → ticketed with more services. On a hold they are held with it (its total grows; they are
 * issued when it is paid). After ticketing free ones are issued at once (each with its document number), priced
 * ones are held until paid (the booking's balance due). Seats are checked and taken under the flight's seat-book
 * lock (`seatTaken` when another traveller has one). Recorded in the audit log.
 */
export async function addServices(o: OrderTx, b: BookingRow, items: readonly services.PricedService[], c: { actor: Actor; seatTaken: (seat: string) => Error }): Promise<void> {
  if (b.status !== 'ticketed' && b.status !== 'held') throw new ConflictError('services.notOpen');
  await keepFigures(o, b);
  if (b.status === 'held') {
    // A hold's extras (the web's Extras step after the hold): held with it, its total grows, issued when it is paid.
    await services.writeServices(o.tx, b.id, items, () => 'held', c.seatTaken);
    await together(o.tx, [repo.totalAdd(o.tx, b.id, items.reduce((sum, i) => sum + i.price, 0))]);
  } else {
    await services.writeServices(o.tx, b.id, items, (i) => (i.price === 0 ? 'issued' : 'held'), c.seatTaken);
  }
  await recordAudit(o.tx, c.actor, { entity: 'booking', entityId: b.id, action: 'add-services', after: { items: items.map((i) => ({ code: i.code, legIndex: i.legIndex, passengerIndex: i.passengerIndex, seat: i.seat, price: i.price })) } });
}

/**
 * A confirmed payment of services added after ticketing (the services it was started for): they are issued with
 * their document numbers and the booking's total grows by what was paid. When the booking is no longer ticketed,
 * or those services are no longer waiting for it (cancelled, paid by another payment), it is refunded in full.
 */
export async function payServices(o: OrderTx, b: BookingRow, payment: PaidPayment): Promise<PaymentEffect> {
  // What was paid counts on the booking's sales day (the day it was ticketed), as the recount counts its total.
  await keepFigures(o, b);
  const waiting = (await services.servicesOfPayment(o.tx, payment.id)).filter((s) => s.status === 'held');
  const due = waiting.reduce((sum, s) => sum + s.price, 0);
  if (b.status !== 'ticketed' || waiting.length === 0 || due !== payment.amount) {
    const reason = sentence(b.status === 'cancelled' ? 'refundReason.afterCancel' : 'refundReason.double');
    await paidPaymentUpdate(o.tx, payment, sayAnswer('en', reason));
    await refund(o, { bookingId: b.id, paymentId: payment.id, amount: payment.amount, reason });
    return 'refunded';
  }
  await paidPaymentUpdate(o.tx, payment, null);
  const issued = await services.issueHeld(o.tx, b.id, payment.id);
  await together(o.tx, [repo.totalAdd(o.tx, b.id, due)]);
  await recordAudit(o.tx, SYSTEM_ACTOR, { entity: 'booking', entityId: b.id, action: 'services-paid', after: { paymentId: payment.id, amount: due, documents: issued.map((s) => s.documentNumber) } });
  await enqueueMail(o, await eTicketMail(o, b));
  return 'ticketed';
}

/** Marks the booking's unpaid services as the ones this payment pays; answers their sum. */
export const claimServicesForPayment = (o: OrderTx, bookingId: string, paymentId: string) => services.claimForPayment(o.tx, bookingId, paymentId);
