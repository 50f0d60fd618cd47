import PDFDocument from 'pdfkit';
import { formatTk, localDigits, type AgencyStatement } from '@tarmac/shared';
import { sayer, type Language } from '../i18n/messages.js';
import { HOME_TIME_ZONE } from '../catalog/flights.js';
import { utcToZoned } from '../lib/zoned-time.js';
import { documentFonts } from './bangla-font.js';
import { A4, BAND, INK, MUTED, pdfBytes, pdfRow, RULE } from './pdf-parts.js';

const PAGE = { ...A4, margin: 40 };

/**
 * An agency's wallet statement as a PDF (A4, as many pages as its entries need), in the asker's language: the
 * agency and its registration, the period, the balance before it, each entry (date and time in Dhaka, what it is,
 * its reference or booking, the amount, the balance after it), the totals by kind and the closing balance.
 */
export async function statementPdf(s: AgencyStatement, airline: string, language: Language = 'en'): Promise<Buffer> {
  const say = sayer(language);
  const digits = (text: string) => localDigits(text, language);
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    ...(language === 'en' ? {} : { lang: language }),
    info: { Title: say('statementPdf.title', { agency: s.agency.name, from: s.from, to: s.to }), Author: airline },
  });
  const done = pdfBytes(doc);
  const fonts = await documentFonts(doc, language);
  const tk = (n: number) => formatTk(n, language);
  const left = PAGE.margin;
  const width = PAGE.width - PAGE.margin * 2;
  const bottom = PAGE.height - PAGE.margin - 20;

  doc.rect(0, 0, PAGE.width, 70).fill(BAND);
  doc.fillColor('#ffffff').font(fonts.bold).fontSize(18).text(say('statementPdf.heading'), left, 22, { lineBreak: false });
  doc.font(fonts.regular).fontSize(12).text(airline, left, 28, { width, align: 'right' });
  let y = 88;
  doc.fillColor(INK).font(fonts.bold).fontSize(13).text(say('statementPdf.agency', { agency: s.agency.name, registration: s.agency.registrationNumber }), left, y, { width });
  y = doc.y + 2;
  doc.fillColor(MUTED).font(fonts.regular).fontSize(10).text(say('statementPdf.period', { from: digits(s.from), to: digits(s.to) }), left, y, { width });
  y = doc.y + 12;

  const cols = [
    { title: say('statementPdf.date'), width: 96, align: 'left' as const },
    { title: say('statementPdf.entry'), width: 80, align: 'left' as const },
    { title: say('statementPdf.reference'), width: width - 96 - 80 - 85 - 85, align: 'left' as const },
    { title: say('statementPdf.amount'), width: 85, align: 'right' as const },
    { title: say('statementPdf.balance'), width: 85, align: 'right' as const },
  ];
  const row = (cells: string[], top: number, font: string, size: number, colour = INK) => pdfRow(doc, left, cols, cells, top, font, size, colour);
  const rule = () => {
    doc.moveTo(left, y).lineTo(left + width, y).lineWidth(1).strokeColor(RULE).stroke();
  };
  const headings = () => {
    y = row(cols.map((c) => c.title), y, fonts.regular, 8, MUTED) + 4;
    rule();
    y += 5;
  };
  headings();
  y = row(['', say('statementPdf.opening'), '', '', tk(s.opening)], y, fonts.bold, 9) + 5;
  if (s.entries.length === 0) {
    doc.fillColor(MUTED).font(fonts.regular).fontSize(9).text(say('statementPdf.noEntries'), left, y);
    y = doc.y + 5;
  }
  for (const e of s.entries) {
    if (y > bottom) {
      doc.addPage();
      y = PAGE.margin;
      headings();
    }
    const at = utcToZoned(new Date(e.createdAt), HOME_TIME_ZONE);
    const reference = e.pnr ? `${e.pnr} · ${e.reference}` : e.reference;
    y = row([digits(`${at.date} ${at.time}`), say(`statementPdf.kind.${e.kind}`), e.actorName ? `${reference} (${e.actorName})` : reference, tk(e.amount), tk(e.balance)], y, fonts.regular, 9) + 4;
  }
  if (y > bottom - 40) {
    doc.addPage();
    y = PAGE.margin;
  }
  rule();
  y += 6;
  y = row(['', say('statementPdf.closing'), '', '', tk(s.closing)], y, fonts.bold, 10) + 8;
  const totals = Object.fromEntries(Object.entries(s.totals).map(([k, v]) => [k, tk(v)]));
  doc.fillColor(MUTED).font(fonts.regular).fontSize(9).text(say('statementPdf.totals', totals), left, y, { width });
  doc.end();
  return done;
}
