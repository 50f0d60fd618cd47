import type { AppContext } from '../context.js';
import type { Db } from '../db/open.js';
import { together } from '../db/together.js';
import { recordAudit, SYSTEM_ACTOR, type Actor } from '../audit/audit.js';
import type { Logger } from '../lib/logger.js';
import { ConflictError } from '../lib/domain-errors.js';
import { mailInsert, type OutboxMail } from '../mail/outbox.js';
import { paidPaymentUpdate, refundablePaymentsOf } from '../payments/payments.repo.js';
import { refundsAfterCommit, requestRefund } from '../payments/refunds.js';
import { sentence, type Sentence } from '@tarmac/shared';
import { sayAnswer } from '../i18n/sentences.js';
import { AlreadyCancelledError, SoldOutError } from './errors.js';
import * as repo from './lifecycle.repo.js';
import { bookingRecipient } from './bookings.repo.js';
import { ticketMail } from './ticket-mail.js';
import type { BookingRow, ExpiryScope } from './lifecycle.repo.js';

export type { BookingRow, ExpiryScope } from './lifecycle.repo.js';

/**
 * The one owner of an order's life. Every change of a booking's status, of the seats it holds, of its check-ins
 * and of its money is one of the transitions below:
 *
 *   (none) ──hold──▶ held ──ticket──▶ ticketed ──cancel / cancelByAirline──▶ cancelled
 *                     │  └──cancel──▶ cancelled       │
 *                     └──expire──▶ expired ──ticket (pay late, seats still free)──▶ ticketed
 *                                                     └──move (a leg to another flight)──▶ ticketed
 *
 * Each transition takes the caller's transaction (`OrderTx`) and a booking row the caller locked in it, checks
 * that it is allowed from the booking's status, writes the event and the audit row (`statusRecords`), and notes
 * what must be announced after the commit (seats for the search cache, mail for the outbox, refunds for the
 * provider). `inOrderTransaction` opens the transaction and makes those announcements. Rules kept here:
 * cancelled is final; refunds name their payment and never exceed it; nothing is ticketed after the first
 * departure; check-ins end when a booking leaves `ticketed`; seats add up on every flight, cancelled ones
 * included (a booking leaving held/ticketed gives back the seats of every leg).
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
}

const quiet: Logger = { info: () => {}, warn: () => {}, error: () => {} };

/** Runs `work` in one transaction, then announces what its transitions changed (seats, mail, refunds). */
export async function inOrderTransaction<T>(ctx: LifecycleContext, work: (o: OrderTx) => Promise<T>, log: Logger = quiet): Promise<T> {
  const announce: Announcements = { seats: false, mail: false, refunds: [] };
  const result = await ctx.database.db.transaction((tx) => work({ tx, ctx, announce }));
  await announceAfterCommit(ctx, announce, log);
  return result;
}

/** After the commit: the search cache of every process forgets the seats, the outbox sends, the provider refunds. */
async function announceAfterCommit(ctx: LifecycleContext, a: Announcements, log: Logger = quiet): Promise<void> {
  if (a.seats) ctx.legCache.clear();
  if (a.mail) ctx.outbox.kick();
  await refundsAfterCommit(ctx, a.refunds, log);
}

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
      await o.tx.transaction((sp) => repo.takeSeats(sp, legs.map((l) => l.flightId), b.travellers));
    } catch (err) {
      if (err instanceof SoldOutError) return refundAll(sentence('refundReason.late'));
      throw err;
    }
    o.announce.seats = true;
    reason = 'Paid after the hold had ended; the seats were still free.';
  }
  await changeStatus(o, b, 'ticketed', reason, SYSTEM_ACTOR, [repo.ticketsInsert(b.id), paidPaymentUpdate(o.tx, payment, null), mailInsert(o.tx, await eTicketMail(o, b))]);
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
  await changeStatus(o, b, 'ticketed', 'Nothing to pay.', actor, [repo.ticketsInsert(b.id), mailInsert(o.tx, await eTicketMail(o, b))]);
  o.announce.mail = true;
}

/**
 * held or ticketed → cancelled: every seat goes back on sale, the check-ins (and so the boarding passes) end,
 * and `refundAmount` (what the fare rules give back; 0 for a hold) is refunded from the booking's payments.
 */
export async function cancel(o: OrderTx, b: Pick<BookingRow, 'id' | 'status' | 'travellers'>, c: { actor: Actor; reason: string; refundAmount: number; refundReason?: Sentence }): Promise<void> {
  if (b.status === 'cancelled') throw new AlreadyCancelledError();
  if (b.status !== 'held' && b.status !== 'ticketed') throw new ConflictError('booking.cannotCancel', { status: b.status });
  await changeStatus(o, b, 'cancelled', c.reason, c.actor, [repo.checkInsDelete(o.tx, b.id)]);
  await returnAllSeats(o, b);
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
  await repo.takeSeats(o.tx, [m.to.flightId], b.travellers);
  await repo.returnSeats(o.tx, new Map([[m.from.flightId, b.travellers]]));
  o.announce.seats = true;
  await together(o.tx, [repo.legMove(o.tx, b.id, m.legIndex, m.to.flightId), repo.checkInsDelete(o.tx, b.id, m.legIndex)]);
  await recordAudit(o.tx, m.actor, {
    entity: 'booking',
    entityId: b.id,
    action: 'rebook',
    before: { legIndex: m.legIndex, ...m.from },
    after: { legIndex: m.legIndex, ...m.to },
  });
}

/** The booking row locked in the order's transaction (for a transition), or null. */
export const lockBooking = (o: OrderTx, id: string) => repo.lockBooking(o.tx, id);

/** Writes a mail in the order's transaction and sends it after the commit. */
export async function enqueueMail(o: OrderTx, mail: OutboxMail): Promise<void> {
  await mailInsert(o.tx, mail);
  o.announce.mail = true;
}
