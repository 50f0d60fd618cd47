import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/open.js';
import { rowsOf } from '../db/rows.js';
import { bookings, creditNotes, refunds, vatReceipts } from '../db/schema.js';

export type Series = 'receipt' | 'credit-note';

/**
 * The next number of a series, gap-free: the counter row is updated (and so locked) by the transaction that writes
 * the document, so numbers are given one at a time, and a transaction that rolls back gives its number back.
 */
export async function takeNumber(tx: Db, series: Series): Promise<number> {
  const rows = rowsOf<{ last_number: number }>(await tx.execute(sql`
    insert into document_counters (series, last_number) values (${series}, 1)
    on conflict (series) do update set last_number = document_counters.last_number + 1
    returning last_number`));
  return Number(rows[0]!.last_number);
}

/** Locks a booking's row (two first downloads of one booking's receipt wait for each other). */
export async function lockBooking(tx: Db, bookingId: string): Promise<{ status: string; ticketedAt: Date | null } | undefined> {
  const [row] = await tx.select({ status: bookings.status, ticketedAt: bookings.ticketedAt }).from(bookings).where(eq(bookings.id, bookingId)).for('update');
  return row;
}

export async function receiptOf(db: Db, bookingId: string) {
  const [row] = await db.select().from(vatReceipts).where(eq(vatReceipts.bookingId, bookingId));
  return row;
}

/** The booking's receipt number, given now if it has none (the caller holds the booking's lock). */
export async function issueReceipt(tx: Db, bookingId: string) {
  const found = await receiptOf(tx, bookingId);
  if (found) return found;
  const number = await takeNumber(tx, 'receipt');
  const [row] = await tx.insert(vatReceipts).values({ bookingId, number }).returning();
  return row!;
}

export async function creditNoteOf(db: Db, refundId: string) {
  const [row] = await db.select().from(creditNotes).where(eq(creditNotes.refundId, refundId));
  return row;
}

export async function issueCreditNote(tx: Db, r: { refundId: string; bookingId: string; receiptNumber: number }) {
  const found = await creditNoteOf(tx, r.refundId);
  if (found) return found;
  const number = await takeNumber(tx, 'credit-note');
  const [row] = await tx.insert(creditNotes).values({ ...r, number }).returning();
  return row!;
}

/** A booking's refunds, oldest first. */
export function refundsOf(db: Db, bookingId: string) {
  return db.select({ id: refunds.id, amount: refunds.amount, reason: refunds.reason, createdAt: refunds.createdAt }).from(refunds).where(and(eq(refunds.bookingId, bookingId))).orderBy(asc(refunds.createdAt), asc(refunds.id));
}
