import PDFDocument from 'pdfkit';
import bwipjs from 'bwip-js/node';
import { localDigits, type BoardingPass } from '@tarmac/shared';
import { sayer, type Language, type MessageId } from '../i18n/messages.js';
import { clock, namedDay } from '../i18n/travel-words.js';
import { documentFonts } from './bangla-font.js';
import { AIRLINE_NAME } from './ticket-booking.js';
import { BAND, INK, MUTED, pdfBytes } from './pdf-parts.js';


/** The pass's BCBP as a PDF417 symbol (PNG), as airport readers expect on a printed pass. */
export function pdf417Png(bcbp: string): Promise<Buffer> {
  return bwipjs.toBuffer({ bcid: 'pdf417', text: bcbp, scale: 3, height: 12, paddingwidth: 6, paddingheight: 6, backgroundcolor: 'FFFFFF' });
}

/**
 * A printable boarding pass: one A4 page with the name, flight, route, seat, boarding time, gate (when set),
 * sequence and the PDF417 barcode of the signed BCBP, written out under it (the 60-character block, then its
 * security section on a line of its own; a typed pass has no signature and the gate refuses it). Its words
 * are in `language` (the booking's); the name, codes, times and the BCBP stay as they are (IATA: ASCII).
 */
export async function boardingPassPdf(pass: BoardingPass, pnr: string, options: { issuedAt?: Date; language?: Language } = {}): Promise<Buffer> {
  const language = options.language ?? 'en';
  const say = sayer(language);
  const barcode = await pdf417Png(pass.bcbp);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    ...(language === 'en' ? {} : { lang: language }),
    info: { Title: say('passPdf.title', { pnr, flight: pass.flightNumber }), Author: AIRLINE_NAME, CreationDate: options.issuedAt ?? new Date() },
  });
  const done = pdfBytes(doc);
  const fonts = await documentFonts(doc, language);
  const left = 48;
  const width = doc.page.width - 96;
  doc.rect(left, 48, width, 56).fill(BAND);
  doc.fillColor('#ffffff').font('Helvetica-Bold').fontSize(20).text(AIRLINE_NAME, left + 16, 64);
  doc.font(fonts.regular).fontSize(12).text(say('passPdf.heading'), left, 70, { width: width - 16, align: 'right' });

  // Each value keeps to its column (120 pt of the 125 between columns; names and places span two), so a long one
  // never runs into the next.
  const field = (label: MessageId, value: string, x: number, y: number, size = 16, values: Record<string, string> = {}, span = 1) => {
    const text = say(label, values);
    const width = 125 * span - 5;
    // A label naming a long city ("DEPARTS (KUALA LUMPUR TIME)") is written smaller, on one line, over its value.
    doc.font(fonts.regular).fontSize(9);
    const fits = Math.max(6, Math.min(9, (9 * width) / doc.widthOfString(text)));
    doc.fillColor(MUTED).fontSize(fits).text(text, x, y + (9 - fits), { width, lineBreak: false });
    doc.fillColor(INK).font(fonts.bold).fontSize(size).text(value, x, y + 12, { width });
  };
  const time = (t: string) => clock(language, t);
  field('passPdf.passenger', pass.name, left, 128, 18, {}, 2.6);
  field('passPdf.pnr', pnr, left + 330, 128, 18, {}, 1.3);
  field('passPdf.from', say('passPdf.place', { place: pass.from, code: pass.fromCode }), left, 184, 16, {}, 2);
  field('passPdf.to', say('passPdf.place', { place: pass.to, code: pass.toCode }), left + 250, 184, 16, {}, 2);
  field('passPdf.flight', pass.flightNumber, left, 240);
  field('passPdf.date', namedDay(language, pass.departureDate), left + 125, 240, 12);
  field('passPdf.departsIn', time(pass.departureTime), left + 250, 240, 16, { city: pass.from });
  field('passPdf.boarding', time(pass.boardingTime), left + 375, 240);
  if (pass.scheduledTime) {
    // A delay: the new time above, the timetable's under it, so nobody goes by a printed old time.
    doc.fillColor('#b02a37').font(fonts.bold).fontSize(9).text(say('passPdf.delayed', { time: time(pass.scheduledTime), date: namedDay(language, pass.scheduledDate ?? pass.departureDate) }), left, 276, { width });
  }
  field('passPdf.seat', pass.seat ?? say('passPdf.lap'), left, 296, 26);
  // "See screens" is wider than a gate number: it is written smaller, in both languages, so that it stays in its column.
  field('passPdf.gate', pass.gate ?? say('passPdf.noGate'), left + 250, 296, pass.gate ? 26 : 14);
  field('passPdf.sequence', localDigits(String(pass.sequence).padStart(4, '0'), language), left + 375, 296, 18);

  doc.image(barcode, left, 370, { fit: [width, 130], align: 'center' });
  const [block = '', ...security] = pass.bcbp.split('^');
  const written = [block.replace(/ /g, '\u00a0'), ...security.map((s) => `^${s}`)].join('\n');
  doc.fillColor(INK).font('Courier').fontSize(security.length ? 8 : 10).text(written, left, 512, { width, align: 'center' });
  doc.fillColor(MUTED).font(fonts.regular).fontSize(10).text(say('passPdf.advice'), left, 548, { width });
  doc.end();
  return done;
}
