import { describeFareRules, fareLines, formatRoute, formatTk, PASSENGER_TYPE_LABELS, ticketName, type Booking } from '@tarmac/shared';
import { AIRLINE_NOTE } from '../documents/ticket-booking.js';
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
      `  ${l.packageName}: ${l.bagWeight} kg checked baggage. ${describeFareRules(l.fareRules).join(' ')}`,
  );
  const people = booking.passengers.map(
    (p) => `${ticketName(p)} (${PASSENGER_TYPE_LABELS[p.type]}): ticket${p.tickets.length > 1 ? 's' : ''} ${p.tickets.join(', ')}`,
  );
  const fares = fareLines(booking.passengers).map(
    (f) => `${f.count} × ${PASSENGER_TYPE_LABELS[f.type]}: ${f.perLeg.map((amount) => formatTk(amount)).join(' + ')} each = ${formatTk(f.subtotal)}`,
  );
  const link = `${publicUrl}/manage-booking`;
  const text = [
    `Your Tarmac booking ${booking.pnr} is paid and ticketed.`,
    '',
    'Passengers:',
    ...people,
    '',
    ...legLines,
    '',
    'Fares:',
    ...fares,
    `Total paid: ${formatTk(booking.total)}`,
    '',
    `Manage your booking with its reference ${booking.pnr} and a passenger's last name: ${link}`,
    'Your e-ticket (PDF) and the flights for your calendar (.ics) are attached.',
    '',
    AIRLINE_NOTE,
  ].join('\n');
  const html =
    `<h1>Your e-ticket for booking ${escapeHtml(booking.pnr)}</h1>` +
    `<p><strong>Passengers</strong><br>${people.map(escapeHtml).join('<br>')}</p>` +
    legLines.map((l) => `<p>${escapeHtml(l).replace(/\n/g, '<br>')}</p>`).join('') +
    `<p><strong>Fares</strong><br>${fares.map(escapeHtml).join('<br>')}</p>` +
    `<p><strong>Total paid: ${escapeHtml(formatTk(booking.total))}</strong></p>` +
    `<p><a href="${escapeHtml(link)}">Manage your booking</a> with its reference ${escapeHtml(booking.pnr)} and a passenger's last name.</p>` +
    `<p>${escapeHtml(AIRLINE_NOTE)}</p>`;
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
