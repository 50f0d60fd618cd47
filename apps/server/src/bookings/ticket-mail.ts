import { fareLines, formatRoute, formatTk, ticketName, type Booking } from '@tarmac/shared';
import type { BodyMadeAtSending } from '../mail/outbox.js';
import { sayer, type Language } from '../i18n/messages.js';
import { clock, fareRuleSentences, mailDate, passengerTypeLabel } from '../i18n/travel-words.js';

/** The outbox body kind of the e-ticket mail: made from a booking id when the mail is sent. */
export const TICKET_MAIL = 'ticket-mail';
/** Outbox attachment kinds: made from a booking id when the mail is sent. */
export const TICKET_PDF = 'ticket-pdf';
export const TICKET_ICS = 'flights-ics';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The e-ticket mail of a paid booking, to `to`, in the booking's language. Its body (ticketMailBody), the ticket
 * PDF and an .ics of the flights are all made from the booking when the mail is sent, so the transaction that
 * tickets a booking writes the mail without reading the booking back.
 */
export function ticketMail(booking: { id: string; pnr: string; to: string }, language: Language = 'en'): BodyMadeAtSending {
  return {
    to: booking.to,
    subject: sayer(language)('ticketMail.subject', { pnr: booking.pnr }),
    body: { kind: TICKET_MAIL, ref: booking.id },
    attachments: [
      { filename: `ticket-${booking.pnr}.pdf`, contentType: 'application/pdf', kind: TICKET_PDF, ref: booking.id },
      { filename: `flights-${booking.pnr}.ics`, contentType: 'text/calendar', kind: TICKET_ICS, ref: booking.id },
    ],
  };
}

/** The e-ticket mail's text and html: passengers with their tickets, the flights and the total. */
export function ticketMailBody(booking: Booking, publicUrl: string, language: Language = 'en'): { text: string; html: string } {
  const say = sayer(language);
  const tk = (amount: number) => formatTk(amount, language);
  const legLines = booking.legs.map((l, i) =>
    [
      say('ticketMail.leg', {
        number: i + 1,
        route: formatRoute(l.flightFromCurrentLocation, l.flightToDestinationLocation),
        flight: l.flightNumber,
        plane: l.planeNumber,
      }),
      `  ${say('ticketMail.legTimes', {
        departureDate: mailDate(language, l.flightDepartingDate),
        departureTime: clock(language, l.flightDepartingTime),
        arrivalDate: mailDate(language, l.flightArrivalDate),
        arrivalTime: clock(language, l.flightArrivalTime),
      })}`,
      `  ${say('ticketMail.legPackage', { package: l.packageName, bag: l.bagWeight, rules: fareRuleSentences(language, l.fareRules).join(' ') })}`,
    ].join('\n'),
  );
  const people = booking.passengers.map((p) =>
    say('ticketMail.passenger', { count: p.tickets.length, name: ticketName(p), type: passengerTypeLabel(language, p.type), tickets: p.tickets.join(', ') }),
  );
  const fares = fareLines(booking.passengers).map((f) =>
    say('ticketMail.fareLine', { count: f.count, type: passengerTypeLabel(language, f.type), fares: f.perLeg.map(tk).join(' + '), subtotal: tk(f.subtotal) }),
  );
  // The promo code's discount: a line of its own (issue 31).
  const discount = booking.promoCode && booking.discount ? [say('ticketMail.discount', { code: booking.promoCode, amount: tk(booking.discount) })] : [];
  // The selling agency, its registration number and the fare paid (the ordinance of 2026; issue 32).
  const soldBy = booking.agency ? [say('ticketMail.soldBy', { agency: booking.agency.name, registration: booking.agency.registrationNumber, amount: tk(booking.agency.farePaid) })] : [];
  const link = `${publicUrl}${language === 'bn' ? '/bn' : ''}/manage-booking`;
  const note = say('airline.note');
  const text = [
    say('ticketMail.paid', { pnr: booking.pnr }),
    '',
    say('ticketMail.passengers'),
    ...people,
    '',
    ...legLines,
    '',
    say('ticketMail.fares'),
    ...fares,
    ...discount,
    say('ticketMail.totalPaid', { total: tk(booking.total) }),
    ...soldBy,
    '',
    say('ticketMail.manage', { pnr: booking.pnr, link }),
    say('ticketMail.attached'),
    '',
    note,
  ].join('\n');
  const html =
    `<h1>${say('ticketMail.title', { pnr: escapeHtml(booking.pnr) })}</h1>` +
    `<p><strong>${say('ticketMail.passengersHeading')}</strong><br>${people.map(escapeHtml).join('<br>')}</p>` +
    legLines.map((l) => `<p>${escapeHtml(l).replace(/\n/g, '<br>')}</p>`).join('') +
    `<p><strong>${say('ticketMail.faresHeading')}</strong><br>${[...fares, ...discount].map(escapeHtml).join('<br>')}</p>` +
    `<p><strong>${escapeHtml(say('ticketMail.totalPaid', { total: tk(booking.total) }))}</strong></p>` +
    soldBy.map((l) => `<p>${escapeHtml(l)}</p>`).join('') +
    `<p>${say('ticketMail.manageHtml', { linkStart: `<a href="${escapeHtml(link)}">`, linkEnd: '</a>', pnr: escapeHtml(booking.pnr) })}</p>` +
    `<p>${escapeHtml(note)}</p>`;
  return { text, html };
}
