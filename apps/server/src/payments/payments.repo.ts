import { and, asc, eq, inArray, isNull, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/open.js';
import { bookingLegs, bookingPassengers, bookings, flights, payments, refunds, users } from '../db/schema.js';
import { preparedPerDatabase } from '../db/prepared.js';
import { isoTime, pageList, type SqlList } from '../db/list-page.js';
import type { AdminPayment, AdminPaymentsQuery, Page, PaymentAttention } from '@tarmac/shared';
import { rowsOf } from '../db/rows.js';

/** All SQL of payments and refunds. Functions taking `tx` run in the caller's transaction. */

export type PaymentRow = typeof payments.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;
export type PaymentStatus = PaymentRow['status'];

export async function insertPayment(db: Db, row: { id: string; bookingId: string; provider: string; amount: number; currency: 'BDT'; changeOfferId?: string | null }) {
  await db.insert(payments).values(row);
}

/** A services payment's amount, once the services it pays are marked (start-payment.ts). */
export async function setPaymentAmount(tx: Db, id: string, amount: number) {
  await tx.update(payments).set({ amount }).where(eq(payments.id, id));
}

export type PaymentChange = Partial<Pick<PaymentRow, 'status' | 'providerRef' | 'sessionRef' | 'raw' | 'reason'>>;

export async function updatePayment(db: Db, id: string, change: PaymentChange) {
  await db
    .update(payments)
    .set({ ...change, updatedAt: sql`now()` })
    .where(eq(payments.id, id));
}

/** The payment recorded as paid (with the provider's reference and answer); `reason` says why it is refunded, if it is. Not yet run. */
export function paidPaymentUpdate(tx: Db, paid: { id: string; providerRef: string; raw: Record<string, unknown> }, reason: string | null) {
  return tx
    .update(payments)
    .set({ status: 'paid', providerRef: paid.providerRef, raw: paid.raw, reason, updatedAt: sql`now()` })
    .where(eq(payments.id, paid.id));
}

/**
 * The booking's paid payments with what remains of each after its refunds (a failed refund gave nothing back),
 * oldest first, locked until the caller's transaction ends so two refunds of one payment cannot both pass.
 */
export async function refundablePaymentsOf(tx: Db, bookingId: string): Promise<{ id: string; amount: number; remaining: number }[]> {
  const paid = await tx
    .select({ id: payments.id, amount: payments.amount })
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), eq(payments.status, 'paid')))
    .orderBy(asc(payments.createdAt), asc(payments.id))
    .for('update');
  if (paid.length === 0) return [];
  const given = await refundedPerPayment(tx, paid.map((p) => p.id));
  return paid.map((p) => ({ ...p, remaining: p.amount - (given.get(p.id) ?? 0) }));
}

/** What has been refunded (or is being) from each payment. */
async function refundedPerPayment(tx: Db, paymentIds: string[]): Promise<Map<string, number>> {
  const rows = await tx
    .select({ paymentId: refunds.paymentId, amount: sql<number>`sum(${refunds.amount})::int` })
    .from(refunds)
    .where(and(inArray(refunds.paymentId, paymentIds), ne(refunds.status, 'failed')))
    .groupBy(refunds.paymentId);
  return new Map(rows.map((r) => [r.paymentId, r.amount]));
}

/** One payment, locked, with what remains of it after its refunds; null when it is neither paid nor refused. */
export async function lockRefundablePayment(tx: Db, paymentId: string): Promise<{ amount: number; remaining: number; provider: string; raw: Record<string, unknown> | null } | null> {
  const [p] = await tx
    .select({ amount: payments.amount, status: payments.status, provider: payments.provider, raw: payments.raw })
    .from(payments)
    .where(eq(payments.id, paymentId))
    .for('update');
  if (!p || (p.status !== 'paid' && p.status !== 'refused')) return null;
  const given = (await refundedPerPayment(tx, [paymentId])).get(paymentId) ?? 0;
  const { amount, provider, raw } = p;
  // A refused payment was for the wrong amount: what it credited (not our price) goes back, once.
  if (p.status === 'refused') return { amount, provider, raw, remaining: given > 0 ? 0 : Number.POSITIVE_INFINITY };
  return { amount, provider, raw, remaining: p.amount - given };
}

const paymentAndBookingLock = preparedPerDatabase((tx) =>
  tx
    .select({
      payment: payments,
      booking: bookings,
      firstDeparture: sql`(select min(${flights.departsAt}) from ${bookingLegs} join ${flights} on ${flights.id} = ${bookingLegs.flightId} where ${bookingLegs.bookingId} = ${bookings.id})`.mapWith(flights.departsAt),
    })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .where(eq(payments.id, sql.placeholder('id')))
    .for('update')
    .prepare('lock_payment_and_booking'),
);

/** The payment row and its booking's, both locked until the caller's transaction ends, with the booking's first departure (one statement). */
export async function lockPaymentAndBooking(tx: Db, id: string): Promise<{ payment: PaymentRow; booking: typeof bookings.$inferSelect; firstDeparture: Date } | null> {
  const [row] = await paymentAndBookingLock(tx).execute({ id });
  return row ?? null;
}

const paymentWithBooking = preparedPerDatabase((db) =>
  db
    .select({ payment: payments, pnr: bookings.pnr, bookingStatus: bookings.status, payBy: bookings.payBy })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .where(eq(payments.id, sql.placeholder('id')))
    .prepare('payment_with_booking'),
);

/** A payment with its booking's PNR: what the TEST MODE page and the callbacks need. */
export async function findPayment(db: Db, id: string) {
  const [row] = await paymentWithBooking(db).execute({ id });
  return row ?? null;
}

/** The payment that paid for a booking (the one a cancellation refunds), if any. */
export async function paidPaymentOf(tx: Db, bookingId: string): Promise<PaymentRow | null> {
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), eq(payments.status, 'paid')))
    .orderBy(asc(payments.createdAt))
    .limit(1);
  return row ?? null;
}

export async function insertRefund(tx: Db, row: { id: string; bookingId: string; paymentId: string; amount: number; reason: string; expectedBy: Date }) {
  await tx.insert(refunds).values(row);
}

/** A refund with what asking the provider needs (the payment's reference) and whom to tell. */
export async function lockRefund(tx: Db, id: string) {
  const [row] = await tx
    .select({ refund: refunds, paymentRef: payments.providerRef, provider: payments.provider, pnr: bookings.pnr, email: bookings.contactEmail, language: bookings.language })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .innerJoin(bookings, eq(bookings.id, refunds.bookingId))
    .where(eq(refunds.id, id))
    .for('update', { of: refunds });
  return row ?? null;
}

export async function findRefund(db: Db, id: string) {
  const [row] = await db.select().from(refunds).where(eq(refunds.id, id));
  return row ?? null;
}

export async function updateRefund(tx: Db, id: string, change: Partial<Pick<RefundRow, 'status' | 'providerRef' | 'attempts' | 'lastError'>>) {
  await tx
    .update(refunds)
    .set({ ...change, updatedAt: sql`now()` })
    .where(eq(refunds.id, id));
}

/** Refunds still open (requested or processing) last touched before `before`: the sweep asks the provider about them. */
export async function pendingRefundIds(db: Db, before: Date): Promise<string[]> {
  const rows = await db
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(inArray(refunds.status, ['requested', 'processing']), lt(refunds.updatedAt, before)))
    .orderBy(asc(refunds.updatedAt))
    .limit(100);
  return rows.map((r) => r.id);
}

export async function refundsOfBookings(db: Db, bookingIds: string[]) {
  if (bookingIds.length === 0) return [];
  return db.select().from(refunds).where(inArray(refunds.bookingId, bookingIds));
}

const bookingHead = preparedPerDatabase((db) =>
  db
    .select({
      b: bookings,
      name: sql<string>`coalesce(${users.name}, (select p.name from ${bookingPassengers} p where p.booking_id = ${bookings.id} order by p.passenger_index limit 1))`,
      email: bookings.contactEmail,
    })
    .from(bookings)
    .leftJoin(users, eq(users.id, bookings.userId))
    .where(eq(bookings.id, sql.placeholder('id')))
    .prepare('booking_head'),
);

/** The booking's head with whom to bill: what payments need (total, deadline, the account's or the first passenger's name, the contact). */
export async function findBookingHead(db: Db, id: string) {
  const [row] = await bookingHead(db).execute({ id });
  return row ?? null;
}

/** Refunds the provider refused every time (or all of a status), oldest first, with their booking's PNR: the admin's list. */
export async function listRefunds(db: Db, status: RefundRow['status'] | undefined, limit = 500) {
  return db
    .select({ refund: refunds, pnr: bookings.pnr })
    .from(refunds)
    .innerJoin(bookings, eq(bookings.id, refunds.bookingId))
    .where(status ? eq(refunds.status, status) : undefined)
    .orderBy(asc(refunds.createdAt), asc(refunds.id))
    .limit(limit);
}

/** A payment reconciliation should ask about now, with what decides whether an unconfirmed one is abandoned. */
export interface PaymentToReconcile {
  id: string;
  createdAt: Date;
  checks: number;
  bookingStatus: (typeof bookings.$inferSelect)['status'];
  payBy: Date;
}

/**
 * Payments still started that began before `startedBefore`, oldest first, each at most once per `every` while it
 * has been asked fewer than `often` times and once per `seldom` after (minutes): a bounded batch on the status index.
 */
export async function paymentsToReconcile(
  db: Db,
  at: { now: Date; startedBefore: Date; often: number; everySeconds: number; seldomSeconds: number; limit: number },
): Promise<PaymentToReconcile[]> {
  const askedBefore = (seconds: number) => lte(payments.checkedAt, new Date(at.now.getTime() - seconds * 1000));
  return db
    .select({ id: payments.id, createdAt: payments.createdAt, checks: payments.checks, bookingStatus: bookings.status, payBy: bookings.payBy })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .where(
      and(
        eq(payments.status, 'started'),
        lt(payments.createdAt, at.startedBefore),
        or(isNull(payments.checkedAt), and(lt(payments.checks, at.often), askedBefore(at.everySeconds)), askedBefore(at.seldomSeconds)),
      ),
    )
    .orderBy(asc(payments.createdAt))
    .limit(at.limit);
}

/** Counts one more question to the provider about a payment. */
export async function markPaymentChecked(db: Db, id: string, now: Date) {
  await db.update(payments).set({ checks: sql`${payments.checks} + 1`, checkedAt: now }).where(eq(payments.id, id));
}

interface PaymentListRow {
  id: string;
  pnr: string;
  provider: string;
  status: PaymentStatus;
  amount: number;
  currency: string;
  providerRef: string | null;
  reason: string | null;
  changeOfferId: string | null;
  checks: number;
  checkedAt: string | null;
  createdAt: string;
  updatedAt: string;
  attention: PaymentAttention | null;
}

/** A payment still started this long after it began is one whose callback never came (reconciliation's first ask). */
export const PENDING_LONG_SECONDS = 5 * 60;

/**
 * Why a payment needs an admin's look (PAYMENT_ATTENTION), first reason first, as one SQL expression over `p`
 * (payments) and `b` (its booking); null when none. Refunds are found through the booking's index.
 */
const refundOf = (p: SQL, b: SQL, where: SQL) => sql`exists (select 1 from ${refunds} r where r.booking_id = ${b} and r.payment_id = ${p} and ${where})`;
const attentionOf = (p: { id: SQL; status: SQL; createdAt: SQL; changeOfferId: SQL }, b: { id: SQL; ticketedAt: SQL }) => sql<PaymentAttention | null>`case
    when ${p.status} = 'started' and ${p.createdAt} < now() - make_interval(secs => ${PENDING_LONG_SECONDS}) then 'pendingLong'
    when ${p.status} = 'paid' and ${p.changeOfferId} is null and ${b.ticketedAt} is null and not ${refundOf(p.id, b.id, sql`true`)} then 'paidNotTicketed'
    when ${refundOf(p.id, b.id, sql`r.status = 'failed'`)} then 'refundFailed'
    when ${refundOf(p.id, b.id, sql`r.status in ('requested', 'processing') and r.expected_by < now()`)} then 'refundOverdue'
  end`;

const listAttention = attentionOf(
  { id: sql`${payments.id}`, status: sql`${payments.status}`, createdAt: sql`${payments.createdAt}`, changeOfferId: sql`${payments.changeOfferId}` },
  { id: sql`${bookings.id}`, ticketedAt: sql`${bookings.ticketedAt}` },
);

/**
 * The ids of the payments that need a look, each kind read on its own index (the old started ones on the status
 * index, the failed and open refunds on their partial indexes), for the list's filter.
 */
const needingAttentionIds = sql`
    select id from ${payments} where status = 'started' and created_at < now() - make_interval(secs => ${PENDING_LONG_SECONDS})
    union select p.id from ${payments} p join ${bookings} b on b.id = p.booking_id
      where p.status = 'paid' and p.change_offer_id is null and b.ticketed_at is null and not exists (select 1 from ${refunds} r where r.booking_id = b.id and r.payment_id = p.id)
    union select payment_id from ${refunds} where status = 'failed'
    union select payment_id from ${refunds} where status in ('requested', 'processing') and expected_by < now()`;
const needingAttention = sql`${payments.id} in (${needingAttentionIds})`;

/** Payments as the back office lists them: newest first (payments_created_id_idx; by status payments_status_created_idx). */
const paymentList: SqlList<PaymentListRow, AdminPayment> = {
  name: 'payments',
  from: sql`${payments} join ${bookings} on ${bookings.id} = ${payments.bookingId}`,
  id: sql`${payments.id}`,
  idType: 'text',
  columns: sql`${payments.id} as "id", ${bookings.pnr} as "pnr", ${payments.provider} as "provider", ${payments.status} as "status",
    ${payments.amount} as "amount", ${payments.currency} as "currency", ${payments.providerRef} as "providerRef", ${payments.reason} as "reason",
    ${payments.changeOfferId} as "changeOfferId", ${payments.checks} as "checks", ${isoTime(payments.checkedAt)} as "checkedAt",
    ${isoTime(payments.createdAt)} as "createdAt", ${isoTime(payments.updatedAt)} as "updatedAt", ${listAttention} as "attention"`,
  sorts: { createdAt: { expr: sql`${payments.createdAt}`, type: 'timestamptz' } },
  defaultSort: '-createdAt',
  // A booking reference or a payment id, as typed (both unique indexes: an exact match, never a scan).
  search: (_pattern, word) => sql`(${bookings.pnr} = ${word.toUpperCase()} or ${payments.id} = ${word.toUpperCase()})`,
  finish: (rows) => rows.map(({ id, amount, checks, ...r }) => ({ _id: id, amount: Number(amount), checks: Number(checks), ...r })),
};

/** A page of payments, newest first, by status, by needing attention, and a PNR or payment id. */
export async function readPayments(db: Db, q: AdminPaymentsQuery): Promise<Page<AdminPayment>> {
  const where = and(q.status ? eq(payments.status, q.status) : undefined, q.needs === 'attention' ? needingAttention : undefined);
  return pageList(db, paymentList, { limit: q.limit, offset: q.offset, after: q.after, q: q.q, sort: q.sort }, { where, filters: { status: q.status, needs: q.needs } });
}

/** How many payments need a look, each counted once under its first reason (the same rules as the list's column). */
export async function paymentAttentionCounts(db: Db): Promise<Record<PaymentAttention, number>> {
  const attention = attentionOf({ id: sql`p.id`, status: sql`p.status`, createdAt: sql`p.created_at`, changeOfferId: sql`p.change_offer_id` }, { id: sql`b.id`, ticketedAt: sql`b.ticketed_at` });
  const rows = rowsOf<{ attention: PaymentAttention; n: number | string }>(
    await db.execute(sql`select attention, count(*) as n from (
        select ${attention} as attention from ${payments} p join ${bookings} b on b.id = p.booking_id where p.id in (${needingAttentionIds})
      ) a group by attention`),
  );
  const counts: Record<PaymentAttention, number> = { pendingLong: 0, paidNotTicketed: 0, refundFailed: 0, refundOverdue: 0 };
  for (const r of rows) if (r.attention) counts[r.attention] = Number(r.n);
  return counts;
}

/** One payment as the reconciliation view compares it: our record, its booking's state, and the booking's PNR. */
export async function paymentForReconciliation(db: Db, id: string) {
  const [row] = await db
    .select({ payment: payments, pnr: bookings.pnr, bookingStatus: bookings.status, ticketedAt: bookings.ticketedAt, refunded: sql<boolean>`${refundOf(sql`${payments.id}`, sql`${bookings.id}`, sql`true`)}` })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .where(eq(payments.id, id));
  return row ?? null;
}

/** The payment's status and its booking's, in the caller's transaction (what a settlement changed). */
export async function paymentAndBookingStatus(tx: Db, id: string) {
  const [row] = await tx.select({ status: payments.status, bookingStatus: bookings.status }).from(payments).innerJoin(bookings, eq(bookings.id, payments.bookingId)).where(eq(payments.id, id));
  return row ?? null;
}

/** What the TEST MODE provider keeps of a completion: the payment's last provider answer and when it was recorded. */
export async function testPaymentRecord(db: Db, id: string): Promise<{ raw: Record<string, unknown> | null; updatedAt: Date } | null> {
  const [row] = await db.select({ raw: payments.raw, updatedAt: payments.updatedAt }).from(payments).where(and(eq(payments.id, id), eq(payments.provider, 'test')));
  return row ?? null;
}
