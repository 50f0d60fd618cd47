import { withNames } from '@tarmac/shared';
import type { AppContext } from '../context.js';
import { nameBookOf } from '../catalog/name-book.js';
import * as bookingsRepo from '../bookings/bookings.repo.js';
import { BookingNotFoundError } from '../bookings/errors.js';
import { visibleBookingId, type BookingViewer } from '../bookings/visible-booking.js';
import { receiptPdf, receiptNumberText, type ReceiptDocument } from '../documents/receipt-pdf.js';
import { ConflictError, NotFoundError } from '../lib/domain-errors.js';
import { creditLines, receiptLines } from './receipt-lines.js';
import * as repo from './receipts.repo.js';

type ReceiptContext = Pick<AppContext, 'database' | 'config'>;

/** Refunds of payments that bought nothing (a second payment, one after cancellation or departure): no credit note. */
const NOT_A_SALE = ['refundReason.double', 'refundReason.afterCancel', 'refundReason.late', 'refundReason.afterDeparture'];
const creditable = (reason: string) => !NOT_A_SALE.some((id) => reason === id || reason.startsWith(`${id}|`));

/** The booking, its places and packages named in its language. */
async function documentOf(ctx: ReceiptContext, bookingId: string) {
  const [found] = await bookingsRepo.loadBookingDocuments(ctx.database.db, [bookingId]);
  if (!found) throw new BookingNotFoundError();
  return { ...found, booking: withNames(found.booking, await nameBookOf(ctx.database.db, found.language)) };
}

/**
 * The booking's receipt number. Given at ticketing; a booking ticketed before receipts existed gets its number at
 * its first download, under the booking's lock, in the same gap-free series.
 */
async function receiptNumberOf(ctx: ReceiptContext, bookingId: string) {
  const found = await repo.receiptOf(ctx.database.db, bookingId);
  if (found) return found;
  return ctx.database.db.transaction(async (tx) => {
    const b = await repo.lockBooking(tx, bookingId);
    if (!b || b.status !== 'ticketed') throw new ConflictError('receipt.notTicketed');
    return repo.issueReceipt(tx, bookingId);
  });
}

function baseDocument(ctx: ReceiptContext, doc: Awaited<ReturnType<typeof documentOf>>) {
  const { booking } = doc;
  const first = booking.passengers[0];
  return {
    seller: ctx.config.seller,
    buyer: { name: first ? `${first.firstName} ${first.lastName}`.trim() || first.name : booking.contact.email, email: booking.contact.email, phone: booking.contact.phone },
    pnr: booking.pnr,
    legs: booking.legs.map((l) => ({ flightNumber: l.flightNumber, from: l.flightFromCurrentLocation, to: l.flightToDestinationLocation })),
  };
}

/** The figures and number of a booking's VAT receipt (what the PDF prints), for a viewer who may see the booking. */
export async function readReceipt(ctx: ReceiptContext, viewer: BookingViewer, pnr: string): Promise<{ pnr: string; document: ReceiptDocument; language: 'en' | 'bn' }> {
  const id = await visibleBookingId(ctx.database.db, viewer, pnr);
  const doc = await documentOf(ctx, id);
  // Paid bookings only: a ticketed one, or one cancelled after it was paid (its receipt stands; credit notes follow).
  const known = await repo.receiptOf(ctx.database.db, id);
  if (!known && doc.booking.status !== 'ticketed') throw new ConflictError('receipt.notTicketed');
  const receipt = known ?? (await receiptNumberOf(ctx, id));
  return {
    pnr: doc.booking.pnr,
    language: doc.language,
    document: { kind: 'receipt', number: receipt.number, issuedAt: receipt.issuedAt, ...baseDocument(ctx, doc), figures: receiptLines(doc.booking) },
  };
}

export async function readReceiptPdf(ctx: ReceiptContext, viewer: BookingViewer, pnr: string) {
  const r = await readReceipt(ctx, viewer, pnr);
  return { pnr: r.pnr, number: receiptNumberText('receipt', r.document.number), pdf: await receiptPdf(r.document, r.language) };
}

/**
 * A refund's credit note (the latest refund's when none is named), numbered from its own series at its first
 * download, referencing the receipt; its figures are the refund taken apart in the receipt's proportions.
 */
export async function readCreditNote(ctx: ReceiptContext, viewer: BookingViewer, pnr: string, refundId?: string): Promise<{ pnr: string; document: ReceiptDocument; language: 'en' | 'bn' }> {
  const id = await visibleBookingId(ctx.database.db, viewer, pnr);
  const receipt = await repo.receiptOf(ctx.database.db, id);
  const refunds = (await repo.refundsOf(ctx.database.db, id)).filter((r) => creditable(r.reason));
  const refund = refundId ? refunds.find((r) => r.id === refundId) : refunds.at(-1);
  if (!receipt || !refund) throw new NotFoundError('receipt.noCreditNote');
  const note = (await repo.creditNoteOf(ctx.database.db, refund.id)) ?? (await ctx.database.db.transaction(async (tx) => {
    await repo.lockBooking(tx, id);
    return repo.issueCreditNote(tx, { refundId: refund.id, bookingId: id, receiptNumber: receipt.number });
  }));
  const doc = await documentOf(ctx, id);
  return {
    pnr: doc.booking.pnr,
    language: doc.language,
    document: {
      kind: 'credit-note',
      number: note.number,
      receiptNumber: note.receiptNumber,
      issuedAt: note.issuedAt,
      ...baseDocument(ctx, doc),
      figures: creditLines(receiptLines(doc.booking), refund.amount),
    },
  };
}

export async function readCreditNotePdf(ctx: ReceiptContext, viewer: BookingViewer, pnr: string, refundId?: string) {
  const r = await readCreditNote(ctx, viewer, pnr, refundId);
  return { pnr: r.pnr, number: receiptNumberText('credit-note', r.document.number), pdf: await receiptPdf(r.document, r.language) };
}
