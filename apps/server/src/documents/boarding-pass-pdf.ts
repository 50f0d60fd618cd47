import PDFDocument from 'pdfkit';
import bwipjs from 'bwip-js/node';
import type { BoardingPass } from '@tarmac/shared';
import { AIRLINE_NAME } from './ticket-booking.js';

const INK = '#1d2433';
const MUTED = '#5b6475';
const BAND = '#0b3d91';

/** The pass's BCBP as a PDF417 symbol (PNG), as airport readers expect on a printed pass. */
export function pdf417Png(bcbp: string): Promise<Buffer> {
  return bwipjs.toBuffer({ bcid: 'pdf417', text: bcbp, scale: 3, height: 12, paddingwidth: 6, paddingheight: 6, backgroundcolor: 'FFFFFF' });
}

/**
 * A printable boarding pass: one A4 page with the name, flight, route, seat, boarding time, gate (when set),
 * sequence and the PDF417 barcode of the 60-character BCBP, written out under it for typing at the gate.
 */
export async function boardingPassPdf(pass: BoardingPass, pnr: string, options: { issuedAt?: Date } = {}): Promise<Buffer> {
  const barcode = await pdf417Png(pass.bcbp);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    info: { Title: `${AIRLINE_NAME} boarding pass ${pnr} ${pass.flightNumber}`, Author: AIRLINE_NAME, CreationDate: options.issuedAt ?? new Date() },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const left = 48;
  const width = doc.page.width - 96;
  doc.rect(left, 48, width, 56).fill(BAND);
  doc.fillColor('#ffffff').font('Helvetica-Bold').fontSize(20).text(AIRLINE_NAME, left + 16, 64);
  doc.font('Helvetica').fontSize(12).text('BOARDING PASS', left, 70, { width: width - 16, align: 'right' });

  const field = (label: string, value: string, x: number, y: number, size = 16) => {
    doc.fillColor(MUTED).font('Helvetica').fontSize(9).text(label.toUpperCase(), x, y);
    doc.fillColor(INK).font('Helvetica-Bold').fontSize(size).text(value, x, y + 12);
  };
  field('Passenger', pass.name, left, 128, 18);
  field('Booking reference', pnr, left + 330, 128, 18);
  field('From', `${pass.from} (${pass.fromCode})`, left, 184);
  field('To', `${pass.to} (${pass.toCode})`, left + 250, 184);
  field('Flight', pass.flightNumber, left, 240);
  field('Date', pass.departureDate, left + 125, 240);
  field('Departs', pass.departureTime, left + 250, 240);
  field('Boarding', pass.boardingTime, left + 375, 240);
  field('Seat', pass.seat ?? 'Infant (on lap)', left, 296, 26);
  field('Gate', pass.gate ?? 'See screens', left + 250, 296, 26);
  field('Sequence', String(pass.sequence).padStart(4, '0'), left + 375, 296, 18);

  doc.image(barcode, left, 370, { fit: [width, 130], align: 'center' });
  doc.fillColor(INK).font('Courier').fontSize(10).text(pass.bcbp.replace(/ /g, '\u00a0'), left, 512, { width, align: 'center' });
  doc.fillColor(MUTED).font('Helvetica').fontSize(10).text(
    'Be at the gate by the boarding time; the gate closes 15 minutes before departure. Show this pass and your photo ID (your passport abroad).',
    left,
    548,
    { width },
  );
  doc.end();
  return done;
}
