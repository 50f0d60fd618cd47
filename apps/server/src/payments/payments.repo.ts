import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/open.js';
import { bookings, payments, refunds } from '../db/schema.js';
import { preparedPerDatabase } from '../db/prepared.js';
import type { PlaceholderValues } from '../db/together.js';

/** All SQL of payments and refunds. Functions taking `tx` run in the caller's transaction. */

export type PaymentRow = typeof payments.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;
export type PaymentStatus = PaymentRow['status'];

export async function insertPayment(db: Db, row: { id: string; bookingId: string; provider: string; amount: number; currency: 'BDT' }) {
  await db.insert(payments).values(row);
}

export type PaymentChange = Partial<Pick<PaymentRow, 'status' | 'providerRef' | 'sessionRef' | 'raw' | 'reason'>>;

export async function updatePayment(db: Db, id: string, change: PaymentChange) {
  await db
    .update(payments)
    .set({ ...change, updatedAt: sql`now()` })
    .where(eq(payments.id, id));
}

/**
 * `updatePayment(id, { status: 'paid', providerRef, raw, reason: null })` as a statement for a `preparedTogether`,
 * with placeholders `payment`, `providerRef` and `raw` (fill them with `paidPaymentValues`).
 */
export function paidPaymentStatement(db: Db) {
  const p = sql.placeholder;
  return db
    .update(payments)
    .set({ status: 'paid', providerRef: sql`${p('providerRef')}`, raw: sql`${p('raw')}::jsonb`, reason: null, updatedAt: sql`now()` })
    .where(eq(payments.id, sql`${p('payment')}`));
}

/** The values `paidPaymentStatement` takes. */
export function paidPaymentValues(id: string, paid: { providerRef: string; raw: Record<string, unknown> }): PlaceholderValues {
  return { payment: id, providerRef: paid.providerRef, raw: JSON.stringify(paid.raw) };
}

const paymentAndBookingLock = preparedPerDatabase((tx) =>
  tx
    .select({ payment: payments, booking: bookings })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .where(eq(payments.id, sql.placeholder('id')))
    .for('update')
    .prepare('lock_payment_and_booking'),
);

/** The payment row and its booking's, both locked until the caller's transaction ends (one statement). */
export async function lockPaymentAndBooking(tx: Db, id: string): Promise<{ payment: PaymentRow; booking: typeof bookings.$inferSelect } | null> {
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

export async function insertRefund(tx: Db, row: { id: string; bookingId: string; paymentId: string; amount: number; reason: string }) {
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

export async function updateRefund(tx: Db, id: string, change: Partial<Pick<RefundRow, 'status' | 'providerRef'>>) {
  await tx
    .update(refunds)
    .set({ ...change, updatedAt: sql`now()` })
    .where(eq(refunds.id, id));
}

/** Refunds still pending that were last touched before `before`: the sweep asks the provider about them. */
export async function pendingRefundIds(db: Db, before: Date): Promise<string[]> {
  const rows = await db
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(eq(refunds.status, 'pending'), lt(refunds.updatedAt, before)))
    .orderBy(asc(refunds.updatedAt))
    .limit(100);
  return rows.map((r) => r.id);
}

export async function refundsOfBookings(db: Db, bookingIds: string[]) {
  if (bookingIds.length === 0) return [];
  return db.select().from(refunds).where(inArray(refunds.bookingId, bookingIds));
}
