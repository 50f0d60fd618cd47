import { formatPersons, formatRoute, formatTk, totalFare, type Booking } from '@tarmac/shared';
import type { OutboxMail } from '../mail/outbox.js';
import { TICKET_ICS, TICKET_PDF } from './ticket-documents.js';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The e-ticket mail of a paid booking: passengers with their tickets, the flights and the total, with the
 * ticket PDF and an .ics of the flights attached by reference (made when the mail is sent).
 */
export function ticketMail(booking: Booking, publicUrl: string): OutboxMail {
  const legLines = booking.legs.map(
    (l, i) =>
      `Flight ${i + 1}: ${formatRoute(l.flightFromCurrentLocation, l.flightToDestinationLocation)}, flight ${l.flightNumber} (plane ${l.planeNumber})\n` +
      `  Departure ${l.flightDepartingDate} ${l.flightDepartingTime}, arrival ${l.flightArrivalDate} ${l.flightArrivalTime} (local times)\n` +
      `  ${l.packageName}: ${formatTk(l.packagePrice)} × ${formatPersons(booking.travellers)} = ${formatTk(totalFare([l.packagePrice], booking.travellers))}`,
  );
  const people = booking.passengers.map((p) => `${p.name}: ticket${p.tickets.length > 1 ? 's' : ''} ${p.tickets.join(', ')}`);
  const link = `${publicUrl}/booking/${booking.pnr}`;
  const text = [
    `Your Tarmac booking ${booking.pnr} is paid and ticketed.`,
    '',
    'Travellers:',
    ...people,
    '',
    ...legLines,
    '',
    `Total paid: ${formatTk(booking.total)}`,
    `Your booking: ${link}`,
    'Your e-ticket (PDF) and the flights for your calendar (.ics) are attached.',
    '',
    'The airline reserves the right to make flight decisions.',
  ].join('\n');
  const html =
    `<h1>Your e-ticket for booking ${escapeHtml(booking.pnr)}</h1>` +
    `<p><strong>Travellers</strong><br>${people.map(escapeHtml).join('<br>')}</p>` +
    legLines.map((l) => `<p>${escapeHtml(l).replace(/\n/g, '<br>')}</p>`).join('') +
    `<p><strong>Total paid: ${escapeHtml(formatTk(booking.total))}</strong></p>` +
    `<p><a href="${escapeHtml(link)}">Open your booking</a></p><p>The airline reserves the right to make flight decisions.</p>`;
  return {
    to: booking.contact.email,
    subject: `Your Tarmac e-ticket: booking ${booking.pnr}`,
    text,
    html,
    attachments: [
      { filename: `ticket-${booking.pnr}.pdf`, contentType: 'application/pdf', kind: TICKET_PDF, ref: booking._id },
      { filename: `flights-${booking.pnr}.ics`, contentType: 'text/calendar', kind: TICKET_ICS, ref: booking._id },
    ],
  };
}
