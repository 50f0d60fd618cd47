import { formatMailTk, formatPersons, formatRoute, totalFare, type Booking } from '@tarmac/shared';
import type { Mail } from '../mail/mailer.js';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The ticket, as the confirmation e-mail carries it (text and HTML). */
export function confirmationMail(booking: Booking, publicUrl: string): Mail {
  const legLines = booking.legs.map(
    (l, i) =>
      `Ticket ${i + 1}: ${formatRoute(l.flightFromCurrentLocation, l.flightToDestinationLocation)}, flight ${l.flightNumber} (plane ${l.planeNumber})\n` +
      `  Departure ${l.flightDepartingDate} ${l.flightDepartingTime}, arrival ${l.flightArrivalDate} ${l.flightArrivalTime}\n` +
      `  ${l.packageName}: ${formatMailTk(l.packagePrice)} × ${formatPersons(booking.travellers)} = ${formatMailTk(totalFare([l.packagePrice], booking.travellers))}`,
  );
  const people = booking.passengers.map((p) => `${p.name}: ticket${p.tickets.length > 1 ? 's' : ''} ${p.tickets.join(', ')}`);
  const link = `${publicUrl}/booking/${booking.pnr}`;
  const text = [
    `Your Tarmac booking ${booking.pnr} is confirmed.`,
    '',
    ...legLines,
    '',
    'Travellers:',
    ...people,
    '',
    `Total fare: ${formatMailTk(booking.total)}`,
    `Booked on ${new Date(booking.createdAt).toUTCString()} by ${booking.userEmail}.`,
    `Your booking: ${link}`,
    '',
    'The airline reserves the right to make flight decisions.',
  ].join('\n');
  const html =
    `<h1>Booking ${escapeHtml(booking.pnr)} is confirmed</h1>` +
    legLines.map((l) => `<p>${escapeHtml(l).replace(/\n/g, '<br>')}</p>`).join('') +
    `<p><strong>Travellers</strong><br>${people.map(escapeHtml).join('<br>')}</p>` +
    `<p><strong>Total fare: ${escapeHtml(formatMailTk(booking.total))}</strong></p>` +
    `<p><a href="${escapeHtml(link)}">Open your booking</a></p><p>The airline reserves the right to make flight decisions.</p>`;
  return { to: booking.userEmail, subject: `Tarmac booking ${booking.pnr} confirmed`, text, html };
}
