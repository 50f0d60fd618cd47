import PDFDocument from 'pdfkit';
import { describeFareRules, fareLines, formatTk, PASSENGER_TYPE_LABELS, ticketName } from '@tarmac/shared';
import { drawQrCode } from './pnr-qr-code.js';
import {
  AIRLINE_NAME,
  AIRLINE_NOTE,
  formatFlightMoment,
  formatStatus,
  type TicketBooking,
  type TicketLeg,
  type TicketPassenger,
} from './ticket-booking.js';

export interface TicketPdfOptions {
  /** When the document is made: its metadata date (default now). A fixed date gives identical bytes. */
  issuedAt?: Date;
}

const PAGE = { width: 595.28, height: 841.89, margin: 48 }; // A4 in points
const INK = '#1d2433';
const MUTED = '#5b6475';
const BAND = '#0b3d91';
const RULE = '#d5dae3';
const QR_SIZE = 104;

/**
 * The e-ticket as a PDF: one page per passenger, each with the airline, the booking reference (and its QR
 * code), the passenger's name and ticket numbers, every flight of the booking, the booking total, its status
 * and the airline's note. Only the PDF standard fonts are used, so nothing is read from the machine.
 */
export function ticketPdf(booking: TicketBooking, options: TicketPdfOptions = {}): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    autoFirstPage: false,
    info: {
      Title: `${AIRLINE_NAME} e-ticket ${booking.pnr}`,
      Author: AIRLINE_NAME,
      Subject: `Booking ${booking.pnr}`,
      CreationDate: options.issuedAt ?? new Date(),
    },
  });
  const done = collect(doc);
  booking.passengers.forEach((passenger, index) => {
    doc.addPage();
    passengerPage(doc, booking, passenger, index);
  });
  doc.end();
  return done;
}

function collect(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

function passengerPage(doc: PDFKit.PDFDocument, booking: TicketBooking, passenger: TicketPassenger, index: number): void {
  const left = PAGE.margin;
  const width = PAGE.width - PAGE.margin * 2;

  // The airline's band.
  doc.rect(0, 0, PAGE.width, 84).fill(BAND);
  doc.fillColor('#ffffff').font('Helvetica-Bold').fontSize(28).text(AIRLINE_NAME, left, 28, { lineBreak: false });
  doc.font('Helvetica').fontSize(12).text('E-ticket', left, 38, { width, align: 'right' });

  // Reference, passenger and status; the QR code of the reference on the right.
  const top = 112;
  const textWidth = width - QR_SIZE - 16;
  label(doc, 'Booking reference (PNR)', left, top);
  doc.fillColor(INK).font('Courier-Bold').fontSize(26).text(booking.pnr, left, top + 14, { width: textWidth });
  label(doc, `Passenger ${index + 1} of ${booking.passengers.length}: ${PASSENGER_TYPE_LABELS[passenger.type]}`, left, top + 52);
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(16).text(ticketName(passenger), left, top + 66, { width: textWidth });
  const statusTop = doc.y + 8;
  label(doc, 'Booking status', left, statusTop);
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(12).text(formatStatus(booking.status), left, statusTop + 12, { width: textWidth });
  drawQrCode(doc, booking.pnr, left + width - QR_SIZE, top - 4, QR_SIZE);

  // One block per flight.
  let y = Math.max(doc.y, top + QR_SIZE) + 20;
  booking.legs.forEach((leg, legIndex) => {
    y = legBlock(doc, leg, legIndex, booking.legs.length, passenger, left, y, width) + 10;
  });

  // Fares per passenger type, the total, the contact and the note.
  doc.moveTo(left, y).lineTo(left + width, y).lineWidth(1).strokeColor(RULE).stroke();
  y += 8;
  for (const line of fareLines(booking.passengers)) {
    doc
      .fillColor(MUTED)
      .font('Helvetica')
      .fontSize(9)
      .text(`${line.count} × ${PASSENGER_TYPE_LABELS[line.type]}: ${line.perLeg.map((amount) => formatTk(amount)).join(' + ')} each`, left, y, { width: width / 2 + 60, lineBreak: false });
    doc.fillColor(INK).text(formatTk(line.subtotal), left, y, { width, align: 'right' });
    y += 13;
  }
  const travellers = booking.travellers === 1 ? '1 seat' : `${booking.travellers} seats`;
  doc.fillColor(MUTED).font('Helvetica').fontSize(10).text(`Booking total (${travellers})`, left, y + 6);
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(18).text(formatTk(booking.total), left, y + 4, { width, align: 'right' });
  doc
    .fillColor(MUTED)
    .font('Helvetica')
    .fontSize(9)
    .text(`Contact: ${booking.contact.email}${booking.contact.phone ? `, ${booking.contact.phone}` : ''}`, left, y + 28, { width, lineBreak: false });
  doc.fillColor(MUTED).font('Helvetica').fontSize(9).text(AIRLINE_NOTE, left, PAGE.height - PAGE.margin - 20, { width, lineBreak: false });
}

function legBlock(
  doc: PDFKit.PDFDocument,
  leg: TicketLeg,
  index: number,
  count: number,
  passenger: TicketPassenger,
  left: number,
  top: number,
  width: number,
): number {
  const pad = 12;
  const inner = width - pad * 2;
  const x = left + pad;
  const half = inner / 2;

  label(doc, count > 1 ? `Flight ${index + 1} of ${count}` : 'Flight', x, top + pad);
  doc
    .fillColor(INK)
    .font('Helvetica-Bold')
    .fontSize(14)
    .text(`${leg.flightNumber}   ${leg.flightFromCurrentLocation} to ${leg.flightToDestinationLocation}`, x, top + pad + 13, { width: inner });

  const rows: Array<[string, string, string, string]> = [
    ['Departure (local time)', formatFlightMoment(leg.flightDepartingDate, leg.flightDepartingTime), 'Plane', leg.planeNumber],
    ['Arrival (local time)', formatFlightMoment(leg.flightArrivalDate, leg.flightArrivalTime), 'Package', `${leg.packageName}, ${formatTk(leg.packagePrice)}`],
    ['Ticket number', passenger.tickets[index] ?? 'Issued when the booking is paid', 'Baggage and fare', `${leg.bagWeight} kg, ${formatTk(passenger.fares[index] ?? 0)}`],
  ];
  let y = doc.y + 8;
  for (const [firstLabel, firstValue, secondLabel, secondValue] of rows) {
    fact(doc, firstLabel, firstValue, x, y, half - 8);
    if (secondLabel) fact(doc, secondLabel, secondValue, x + half, y, half);
    y += 30;
  }
  doc.fillColor(MUTED).font('Helvetica').fontSize(8).text(describeFareRules(leg.fareRules).join(' '), x, y - 2, { width: inner });
  const bottom = doc.y + pad - 2;
  doc.roundedRect(left, top, width, bottom - top, 6).lineWidth(1).strokeColor(RULE).stroke();
  return bottom;
}

function label(doc: PDFKit.PDFDocument, text: string, x: number, y: number): void {
  doc.fillColor(MUTED).font('Helvetica').fontSize(9).text(text, x, y, { lineBreak: false });
}

function fact(doc: PDFKit.PDFDocument, name: string, value: string, x: number, y: number, width: number): void {
  label(doc, name, x, y);
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(11).text(value, x, y + 11, { width, lineBreak: false, ellipsis: true });
}
