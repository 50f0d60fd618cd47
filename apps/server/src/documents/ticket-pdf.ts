import PDFDocument from 'pdfkit';
import { bookingTaxes, fareLines, formatTk, localDigits, ticketName } from '@tarmac/shared';
import { sayer, type Language, type Say } from '../i18n/messages.js';
import { fareRuleSentences, passengerTypeLabel } from '../i18n/travel-words.js';
import { documentFonts, type DocumentFonts } from './bangla-font.js';
import { drawQrCode } from './pnr-qr-code.js';
import { A4, BAND, INK, MUTED, pdfBytes, RULE } from './pdf-parts.js';
import { AIRLINE_NAME, formatFlightMoment, formatStatus, type TicketBooking, type TicketLeg, type TicketPassenger } from './ticket-booking.js';

export interface TicketPdfOptions {
  /** When the document is made: its metadata date (default now). A fixed date gives identical bytes. */
  issuedAt?: Date;
  /** The language of its words (the booking's); English by default. Names, references and numbers print as they are. */
  language?: Language;
}

/** What a page is written with: the language's words, amounts and fonts. */
interface Writing {
  language: Language;
  say: Say;
  tk: (amount: number) => string;
  fonts: DocumentFonts;
}

const PAGE = { ...A4, margin: 48 };
const QR_SIZE = 104;

/**
 * The e-ticket as a PDF: one page per passenger, each with the airline, the booking reference (and its QR
 * code), the passenger's name and ticket numbers, every flight of the booking, the booking total, its status
 * and the airline's note. English uses only the PDF standard fonts; Bangla embeds the glyphs it uses of Noto Sans Bengali.
 */
export async function ticketPdf(booking: TicketBooking, options: TicketPdfOptions = {}): Promise<Buffer> {
  const language = options.language ?? 'en';
  const say = sayer(language);
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    autoFirstPage: false,
    ...(language === 'en' ? {} : { lang: language }),
    info: {
      Title: say('ticketPdf.title', { pnr: booking.pnr }),
      Author: AIRLINE_NAME,
      Subject: say('ticketPdf.subject', { pnr: booking.pnr }),
      CreationDate: options.issuedAt ?? new Date(),
    },
  });
  const done = pdfBytes(doc);
  const writing: Writing = { language, say, tk: (amount) => formatTk(amount, language), fonts: await documentFonts(doc, language) };
  booking.passengers.forEach((passenger, index) => {
    doc.addPage();
    passengerPage(doc, writing, booking, passenger, index);
  });
  doc.end();
  return done;
}

function passengerPage(doc: PDFKit.PDFDocument, w: Writing, booking: TicketBooking, passenger: TicketPassenger, index: number): void {
  const { say, tk, fonts } = w;
  const left = PAGE.margin;
  const width = PAGE.width - PAGE.margin * 2;

  // The airline's band.
  doc.rect(0, 0, PAGE.width, 84).fill(BAND);
  doc.fillColor('#ffffff').font('Helvetica-Bold').fontSize(28).text(AIRLINE_NAME, left, 28, { lineBreak: false });
  doc.font(fonts.regular).fontSize(12).text(say('ticketPdf.eTicket'), left, 38, { width, align: 'right' });

  // Reference, passenger and status; the QR code of the reference on the right.
  const top = 112;
  const textWidth = width - QR_SIZE - 16;
  label(doc, w, say('ticketPdf.pnr'), left, top);
  doc.fillColor(INK).font('Courier-Bold').fontSize(26).text(booking.pnr, left, top + 14, { width: textWidth });
  const type = passengerTypeLabel(w.language, passenger.type);
  label(doc, w, say('ticketPdf.passenger', { number: index + 1, count: booking.passengers.length, type }), left, top + 52);
  doc.fillColor(INK).font(fonts.bold).fontSize(16).text(ticketName(passenger), left, top + 66, { width: textWidth });
  const statusTop = doc.y + 8;
  label(doc, w, say('ticketPdf.status'), left, statusTop);
  doc.fillColor(INK).font(fonts.bold).fontSize(12).text(formatStatus(booking.status, w.language), left, statusTop + 12, { width: textWidth });
  drawQrCode(doc, booking.pnr, left + width - QR_SIZE, top - 4, QR_SIZE);

  // One block per flight.
  let y = Math.max(doc.y, top + QR_SIZE) + 20;
  booking.legs.forEach((leg, legIndex) => {
    const extras = (booking.services ?? []).filter((s) => s.legIndex === legIndex && s.passengerIndex === index && (s.status === 'issued' || s.status === 'held'));
    y = legBlock(doc, w, leg, legIndex, booking.legs.length, passenger, left, y, width, extras) + 10;
  });

  // Fares per passenger type, the total, the contact and the note.
  doc.moveTo(left, y).lineTo(left + width, y).lineWidth(1).strokeColor(RULE).stroke();
  y += 8;
  for (const line of fareLines(booking.passengers)) {
    doc
      .fillColor(MUTED)
      .font(fonts.regular)
      .fontSize(9)
      .text(say('ticketPdf.fareLine', { count: line.count, type: passengerTypeLabel(w.language, line.type), fares: line.perLeg.map(tk).join(' + ') }), left, y, {
        width: width / 2 + 60,
        lineBreak: false,
      });
    doc.fillColor(INK).text(tk(line.subtotal), left, y, { width, align: 'right' });
    y += 13;
  }
  if (booking.promoCode && booking.discount) {
    // The promo code's discount: a line of its own (issue 31).
    doc.fillColor(MUTED).font(fonts.regular).fontSize(9).text(say('ticketPdf.discount', { code: booking.promoCode }), left, y, { width: width / 2 + 60, lineBreak: false });
    doc.fillColor(INK).text(`-${tk(booking.discount)}`, left, y, { width, align: 'right' });
    y += 13;
  }
  // The taxes inside the fares (issue 33), as kept on the legs when the booking was held.
  const taxes = bookingTaxes(booking);
  if (taxes.vatPercent !== null) {
    const text = say('ticketPdf.taxes', { vat: tk(taxes.vat), rate: localDigits(String(taxes.vatPercent), w.language), excise: tk(taxes.excise), embarkation: tk(taxes.embarkation) });
    doc.fillColor(MUTED).font(fonts.regular).fontSize(8).text(text, left, y, { width, lineBreak: false });
    y += 12;
  }
  doc.fillColor(MUTED).font(fonts.regular).fontSize(10).text(say('ticketPdf.total', { count: booking.travellers }), left, y + 6);
  doc.fillColor(INK).font(fonts.bold).fontSize(18).text(tk(booking.total), left, y + 4, { width, align: 'right' });
  const contact = booking.contact.phone
    ? say('ticketPdf.contactWithPhone', { email: booking.contact.email, phone: booking.contact.phone })
    : say('ticketPdf.contact', { email: booking.contact.email });
  doc.fillColor(MUTED).font(fonts.regular).fontSize(9).text(contact, left, y + 28, { width, lineBreak: false });
  if (booking.agency) {
    // The selling agency, its registration number and the fare paid (the ordinance of 2026; issue 32).
    const soldBy = say('ticketPdf.soldBy', { agency: booking.agency.name, registration: booking.agency.registrationNumber, amount: tk(booking.agency.farePaid) });
    doc.fillColor(INK).font(fonts.regular).fontSize(9).text(soldBy, left, y + 42, { width, lineBreak: false });
  }
  doc.fillColor(MUTED).font(fonts.regular).fontSize(9).text(say('airline.note'), left, PAGE.height - PAGE.margin - 20, { width, lineBreak: false });
}

function legBlock(
  doc: PDFKit.PDFDocument,
  w: Writing,
  leg: TicketLeg,
  index: number,
  count: number,
  passenger: TicketPassenger,
  left: number,
  top: number,
  width: number,
  extras: NonNullable<TicketBooking['services']> = [],
): number {
  const { say, tk, fonts, language } = w;
  const pad = 12;
  const inner = width - pad * 2;
  const x = left + pad;
  const half = inner / 2;

  label(doc, w, count > 1 ? say('ticketPdf.flightOf', { number: index + 1, count }) : say('ticketPdf.flight'), x, top + pad);
  doc
    .fillColor(INK)
    .font(fonts.bold)
    .fontSize(14)
    .text(say('ticketPdf.route', { flight: leg.flightNumber, from: leg.flightFromCurrentLocation, to: leg.flightToDestinationLocation }), x, top + pad + 13, { width: inner });

  const rows: Array<[string, string, string, string]> = [
    [
      say('ticketPdf.departure'),
      // One true time: a delayed flight prints its new time, and the timetable's beside it.
      leg.flightStatus === 'delayed' && leg.estimatedDeparture
        ? say('ticketPdf.delayedMoment', {
            moment: formatFlightMoment(leg.estimatedDeparture.date, leg.estimatedDeparture.time, language),
            scheduled: formatFlightMoment(leg.flightDepartingDate, leg.flightDepartingTime, language),
          })
        : formatFlightMoment(leg.flightDepartingDate, leg.flightDepartingTime, language),
      say('ticketPdf.plane'),
      leg.planeNumber,
    ],
    [
      say('ticketPdf.arrival'),
      // The arrival moves with a delay's departure.
      leg.flightStatus === 'delayed' && leg.estimatedArrival
        ? say('ticketPdf.delayedMoment', {
            moment: formatFlightMoment(leg.estimatedArrival.date, leg.estimatedArrival.time, language),
            scheduled: formatFlightMoment(leg.flightArrivalDate, leg.flightArrivalTime, language),
          })
        : formatFlightMoment(leg.flightArrivalDate, leg.flightArrivalTime, language),
      say('ticketPdf.package'),
      leg.fareBasis
        ? say('ticketPdf.packageBasisValue', { package: leg.packageName, price: tk(leg.packagePrice), basis: leg.fareBasis })
        : say('ticketPdf.packageValue', { package: leg.packageName, price: tk(leg.packagePrice) }),
    ],
    [
      say('ticketPdf.ticketNumber'),
      passenger.tickets[index] ?? say('ticketPdf.ticketLater'),
      say('ticketPdf.baggageAndFare'),
      say('ticketPdf.baggageValue', { bag: leg.bagWeight, fare: tk(passenger.fares[index] ?? 0) }),
    ],
  ];
  let y = doc.y + 8;
  for (const [firstLabel, firstValue, secondLabel, secondValue] of rows) {
    fact(doc, w, firstLabel, firstValue, x, y, half - 8);
    if (secondLabel) fact(doc, w, secondLabel, secondValue, x + half, y, half);
    y += 30;
  }
  doc.fillColor(MUTED).font(fonts.regular).fontSize(8).text(fareRuleSentences(language, leg.fareRules).join(' '), x, y - 2, { width: inner });
  if (extras.length) {
    const services = extras.map((s) => (s.documentNumber ? say('ticketPdf.extraDocument', { name: s.name, number: s.documentNumber }) : s.name)).join(', ');
    doc.fillColor(INK).font(fonts.regular).fontSize(9).text(say('ticketPdf.extras', { services }), x, doc.y + 4, { width: inner });
  }
  const bottom = doc.y + pad - 2;
  doc.roundedRect(left, top, width, bottom - top, 6).lineWidth(1).strokeColor(RULE).stroke();
  return bottom;
}

function label(doc: PDFKit.PDFDocument, w: Writing, text: string, x: number, y: number): void {
  doc.fillColor(MUTED).font(w.fonts.regular).fontSize(9).text(text, x, y, { lineBreak: false });
}

function fact(doc: PDFKit.PDFDocument, w: Writing, name: string, value: string, x: number, y: number, width: number): void {
  label(doc, w, name, x, y);
  doc.fillColor(INK).font(w.fonts.bold).fontSize(11).text(value, x, y + 11, { width, lineBreak: false, ellipsis: true });
}
