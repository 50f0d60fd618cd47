import PDFDocument from 'pdfkit';
import { formatTk, localDigits } from '@tarmac/shared';
import { sayer, type Language, type Say } from '../i18n/messages.js';
import { passengerTypeLabel } from '../i18n/travel-words.js';
import { HOME_TIME_ZONE } from '../catalog/flights.js';
import { utcToZoned } from '../lib/zoned-time.js';
import { documentFonts, type DocumentFonts } from './bangla-font.js';
import { A4, BAND, INK, MUTED, pdfBytes, pdfRow, RULE } from './pdf-parts.js';
import type { ReceiptFigures, ReceiptLine } from '../receipts/receipt-lines.js';

/** Who sells (the airline, from configuration). */
export interface Seller {
  name: string;
  bin: string;
  address: string;
}

/** A VAT receipt (Mushak 6.3) or a credit note (against a receipt), as printed. */
export interface ReceiptDocument {
  kind: 'receipt' | 'credit-note';
  number: number;
  /** A credit note's receipt number. */
  receiptNumber?: number;
  issuedAt: Date;
  seller: Seller;
  buyer: { name: string; email: string; phone: string };
  pnr: string;
  legs: readonly { flightNumber: string; from: string; to: string }[];
  figures: ReceiptFigures;
}

const PAGE = { ...A4, margin: 40 };

/** Receipt numbers as printed: the series' prefix and six digits (R-000042, CN-000003). */
export const receiptNumberText = (kind: ReceiptDocument['kind'], n: number) => `${kind === 'receipt' ? 'R' : 'CN'}-${String(n).padStart(6, '0')}`;

/**
 * The VAT receipt or credit note as a one-page PDF, in the booking's language: the Mushak fields (seller name, BIN
 * and address; buyer; number; date and time of issue; each line's description, quantity, value before VAT, VAT
 * rate and VAT; the total). The same fonts as the e-ticket (PDF standard fonts; Bangla embeds Noto Sans Bengali).
 */
export async function receiptPdf(d: ReceiptDocument, language: Language = 'en'): Promise<Buffer> {
  const say = sayer(language);
  const number = receiptNumberText(d.kind, d.number);
  const credit = d.kind === 'credit-note';
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    ...(language === 'en' ? {} : { lang: language }),
    info: {
      Title: say(credit ? 'receiptPdf.creditTitle' : 'receiptPdf.title', { number, pnr: d.pnr }),
      Author: d.seller.name,
      CreationDate: d.issuedAt,
    },
  });
  const done = pdfBytes(doc);
  const fonts = await documentFonts(doc, language);
  const tk = (n: number) => formatTk(n, language);
  const left = PAGE.margin;
  const width = PAGE.width - PAGE.margin * 2;

  doc.rect(0, 0, PAGE.width, 70).fill(BAND);
  doc.fillColor('#ffffff').font(fonts.bold).fontSize(18).text(say(credit ? 'receiptPdf.creditHeading' : 'receiptPdf.heading'), left, 22, { lineBreak: false });
  doc.font(fonts.regular).fontSize(12).text(say(credit ? 'receiptPdf.creditMushak' : 'receiptPdf.mushak'), left, 28, { width, align: 'right' });

  // Seller on the left, buyer on the right.
  let y = 90;
  const half = width / 2;
  block(doc, fonts, say('receiptPdf.seller'), [d.seller.name, say('receiptPdf.bin', { bin: localDigits(d.seller.bin, language) }), d.seller.address], left, y, half - 12);
  const sellerBottom = doc.y;
  block(doc, fonts, say('receiptPdf.buyer'), [d.buyer.name, d.buyer.email, d.buyer.phone].filter(Boolean), left + half, y, half);
  y = Math.max(sellerBottom, doc.y) + 14;

  const when = utcToZoned(d.issuedAt, HOME_TIME_ZONE);
  const facts: Array<[string, string]> = [
    [say(credit ? 'receiptPdf.creditNumber' : 'receiptPdf.number'), number],
    [say('receiptPdf.issued'), localDigits(`${when.date} ${when.time}`, language)],
    [say('receiptPdf.pnr'), d.pnr],
  ];
  facts.forEach(([name, value], i) => {
    const x = left + (i * width) / 3;
    doc.fillColor(MUTED).font(fonts.regular).fontSize(9).text(name, x, y, { lineBreak: false });
    doc.fillColor(INK).font(i === 0 ? 'Courier-Bold' : fonts.bold).fontSize(12).text(value, x, y + 12, { width: width / 3 - 8, lineBreak: false });
  });
  y += 32;
  if (credit && d.receiptNumber !== undefined) {
    doc.fillColor(INK).font(fonts.regular).fontSize(10).text(say('receiptPdf.refersTo', { number: receiptNumberText('receipt', d.receiptNumber) }), left, y);
    y += 16;
  }

  // The lines.
  const cols = [
    { title: say('receiptPdf.description'), width: width - 300, align: 'left' as const },
    { title: say('receiptPdf.quantity'), width: 36, align: 'right' as const },
    { title: say('receiptPdf.valueBeforeVat'), width: 78, align: 'right' as const },
    { title: say('receiptPdf.vatRate'), width: 50, align: 'right' as const },
    { title: say('receiptPdf.vatAmount'), width: 62, align: 'right' as const },
    { title: say('receiptPdf.lineTotal'), width: 74, align: 'right' as const },
  ];
  const row = (cells: string[], top: number, font: string, size: number, colour = INK) => pdfRow(doc, left, cols, cells, top, font, size, colour);
  y += 6;
  y = row(cols.map((c) => c.title), y, fonts.regular, 8, MUTED) + 4;
  doc.moveTo(left, y).lineTo(left + width, y).lineWidth(1).strokeColor(RULE).stroke();
  y += 5;
  const describe = (l: ReceiptLine) => describeLine(say, language, d, l);
  for (const l of d.figures.lines) {
    const rate = l.vatRate === null ? say('receiptPdf.notVatable') : `${localDigits(String(l.vatRate), language)}%`;
    y = row([describe(l), localDigits(String(l.quantity), language), tk(l.valueBeforeVat), rate, tk(l.vat), tk(l.total)], y, fonts.regular, 9) + 5;
  }
  doc.moveTo(left, y).lineTo(left + width, y).lineWidth(1).strokeColor(RULE).stroke();
  y += 8;
  y = row(['', '', tk(d.figures.valueBeforeVat), '', tk(d.figures.vat), tk(d.figures.total)], y, fonts.bold, 9) + 10;
  doc.fillColor(MUTED).font(fonts.regular).fontSize(11).text(say(credit ? 'receiptPdf.totalCredited' : 'receiptPdf.totals'), left, y + 4);
  doc.fillColor(INK).font(fonts.bold).fontSize(18).text(tk(d.figures.total), left, y, { width, align: 'right' });
  doc.fillColor(MUTED).font(fonts.regular).fontSize(9).text(say('receiptPdf.vatTotal', { amount: tk(d.figures.vat) }), left, y + 22, { width, align: 'right' });
  doc.fillColor(MUTED).font(fonts.regular).fontSize(8).text(say('receiptPdf.footer', { seller: d.seller.name }), left, PAGE.height - PAGE.margin - 14, { width, lineBreak: false });
  doc.end();
  return done;
}

function describeLine(say: Say, language: Language, d: ReceiptDocument, l: ReceiptLine): string {
  const leg = l.legIndex === undefined ? undefined : d.legs[l.legIndex];
  const flight = leg?.flightNumber ?? '';
  switch (l.kind) {
    case 'fare':
      return say('receiptPdf.fareLine', { flight, from: leg?.from ?? '', to: leg?.to ?? '', type: passengerTypeLabel(language, l.passengerType ?? 'adult') });
    case 'excise':
      return say('receiptPdf.exciseLine', { flight, zone: say(`receiptPdf.zone.${l.zone ?? 'domestic'}`) });
    case 'embarkation':
      return say('receiptPdf.embarkationLine', { flight });
    case 'service':
      return say('receiptPdf.serviceLine', { service: l.serviceName ?? '', flight });
    case 'discount':
      return say('receiptPdf.discountLine', { code: l.code ?? '' });
    case 'refund':
      return say('receiptPdf.refundLine', { pnr: d.pnr });
  }
}

function block(doc: PDFKit.PDFDocument, fonts: DocumentFonts, title: string, lines: string[], x: number, y: number, width: number): void {
  doc.fillColor(MUTED).font(fonts.regular).fontSize(9).text(title, x, y, { width });
  lines.forEach((line, i) => doc.fillColor(INK).font(i === 0 ? fonts.bold : fonts.regular).fontSize(i === 0 ? 12 : 10).text(line, x, doc.y + 1, { width }));
}
