import { formatTk, REBOOK_WINDOW_DAYS, type FlightStatus } from '@tarmac/shared';
import type { OutboxMail } from '../mail/outbox.js';
import { TICKET_PDF } from '../bookings/ticket-documents.js';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const asHtml = (lines: string[]) => lines.map((l) => (l ? `<p>${escapeHtml(l)}</p>` : '')).join('');

export interface MailBooking {
  pnr: string;
  email: string;
  status: 'held' | 'ticketed';
}

const flightLine = (s: FlightStatus) =>
  `Flight ${s.flightNumber}, ${s.from} to ${s.to}, scheduled to depart ${s.scheduledLocal.date} at ${s.scheduledLocal.time} (local time)`;

/** The mail a delay sends to one booking: what changed, the new time and why. */
export function delayMail(b: MailBooking, s: FlightStatus, publicUrl: string): OutboxMail {
  const lines = [
    `${flightLine(s)}, is delayed.`,
    `New departure: ${s.estimatedLocal.date} at ${s.estimatedLocal.time} (local time).`,
    `Reason: ${s.reason ?? ''}`,
    '',
    `Your booking ${b.pnr} stays valid on this flight; please come to the airport for the new time.`,
    `Follow the flight: ${publicUrl}/flight-status?flightNumber=${encodeURIComponent(s.flightNumber)}&date=${s.scheduledLocal.date}`,
    `Manage your booking with its reference ${b.pnr} and a passenger's last name: ${publicUrl}/manage-booking`,
  ];
  return { to: b.email, subject: `Flight ${s.flightNumber} on ${s.scheduledLocal.date} is delayed: booking ${b.pnr}`, text: lines.join('\n'), html: asHtml(lines) };
}

/** The mail a cancellation sends to one booking: a ticketed one may take a full refund or move for free; a hold ends. */
export function cancellationMail(b: MailBooking, s: FlightStatus, publicUrl: string): OutboxMail {
  const choices =
    b.status === 'ticketed'
      ? [
          'What you can do, from Manage booking (or My bookings if you booked with an account):',
          `- move to another flight of the same route departing within ${REBOOK_WINDOW_DAYS} days, free of charge (seats permitting), or`,
          '- cancel the booking and get a full refund of what you paid, with no fee.',
        ]
      : ['Your booking was not paid yet: we have cancelled it, and nothing was charged. You are welcome to book another flight.'];
  const lines = [
    `${flightLine(s)}, is cancelled.`,
    `Reason: ${s.reason ?? ''}`,
    '',
    `We are sorry for the trouble this causes. Booking ${b.pnr}:`,
    ...choices,
    '',
    `Manage your booking with its reference ${b.pnr} and a passenger's last name: ${publicUrl}/manage-booking`,
  ];
  return { to: b.email, subject: `Flight ${s.flightNumber} on ${s.scheduledLocal.date} is cancelled: booking ${b.pnr}`, text: lines.join('\n'), html: asHtml(lines) };
}

/** The mail confirming a free move to another flight, with the e-ticket as it now reads. */
export function rebookedMail(r: { pnr: string; email: string; bookingId: string; from: string; to: string; flightNumber: string; date: string; time: string }, publicUrl: string): OutboxMail {
  const lines = [
    `Your booking ${r.pnr} has moved, free of charge, to flight ${r.flightNumber} from ${r.from} to ${r.to}, departing ${r.date} at ${r.time} (local time).`,
    'Your tickets stay valid; the e-ticket attached shows the new flight.',
    '',
    `Manage your booking: ${publicUrl}/manage-booking`,
  ];
  return {
    to: r.email,
    subject: `Your new flight ${r.flightNumber} on ${r.date}: booking ${r.pnr}`,
    text: lines.join('\n'),
    html: asHtml(lines),
    attachments: [{ filename: `ticket-${r.pnr}.pdf`, contentType: 'application/pdf', kind: TICKET_PDF, ref: r.bookingId }],
  };
}

/** The refund itself is told by the refund mail when the provider has made it; this says it was asked for. */
export function disruptionRefundText(amount: number): string {
  return `Cancelled because a flight was cancelled by the airline; ${formatTk(amount)} refunded in full.`;
}
