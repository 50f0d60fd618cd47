import { REBOOK_WINDOW_DAYS, sentence, type FlightStatus, type Sentence } from '@tarmac/shared';
import type { WrittenMail } from '../mail/outbox.js';
import { TICKET_PDF } from '../bookings/ticket-mail.js';
import { say as sayIn, sayer, type Language } from '../i18n/messages.js';
import { clock, mailDate } from '../i18n/travel-words.js';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const asHtml = (lines: string[]) => lines.map((l) => (l ? `<p>${escapeHtml(l)}</p>` : '')).join('');

export interface MailBooking {
  pnr: string;
  email: string;
  status: 'held' | 'ticketed';
  /** The booking's language, in which its mails are written (English when not told). */
  language?: Language;
}

/** The site's address of a page in the mail's language (Bangla pages live under /bn). */
const page = (publicUrl: string, language: Language, path: string) => `${publicUrl}${language === 'bn' ? '/bn' : ''}${path}`;

/** The flight as a disruption mail names it, in the mail's language. */
const flightValues = (s: FlightStatus, language: Language) => ({
  flight: s.flightNumber,
  from: s.from,
  to: s.to,
  date: mailDate(language, s.scheduledLocal.date),
  time: clock(language, s.scheduledLocal.time),
});

/** The mail a delay sends to one booking: what changed, the new time and why. */
export function delayMail(b: MailBooking, s: FlightStatus, publicUrl: string): WrittenMail {
  const language = b.language ?? 'en';
  const say = sayer(language);
  const follow = `${page(publicUrl, language, '/flight-status')}?flightNumber=${encodeURIComponent(s.flightNumber)}&date=${s.scheduledLocal.date}`;
  const lines = [
    say('delayMail.flight', flightValues(s, language)),
    say('delayMail.newDepartureIn', { date: mailDate(language, s.estimatedLocal.date), time: clock(language, s.estimatedLocal.time), city: s.from }),
    say('disruptionMail.reason', { reason: s.reason ?? '' }),
    '',
    say('delayMail.stays', { pnr: b.pnr }),
    ...(b.status === 'ticketed' ? [say('delayMail.passesValid')] : []),
    say('delayMail.follow', { link: follow }),
    say('disruptionMail.manage', { pnr: b.pnr, link: page(publicUrl, language, '/manage-booking') }),
  ];
  const subject = say('delayMail.subject', { flight: s.flightNumber, date: mailDate(language, s.scheduledLocal.date), pnr: b.pnr });
  return { to: b.email, subject, text: lines.join('\n'), html: asHtml(lines) };
}

/**
 * The mail a reschedule sends to one booking (an admin moved the flight's departure through the flight form): as a
 * delay's, with the departure it had and the one it has now; the flight is followed on its new date.
 */
export function rescheduleMail(b: MailBooking, before: { date: string; time: string }, s: FlightStatus, publicUrl: string): WrittenMail {
  const language = b.language ?? 'en';
  const say = sayer(language);
  const follow = `${page(publicUrl, language, '/flight-status')}?flightNumber=${encodeURIComponent(s.flightNumber)}&date=${s.scheduledLocal.date}`;
  const was = { flight: s.flightNumber, from: s.from, to: s.to, date: mailDate(language, before.date), time: clock(language, before.time) };
  const lines = [
    say('rescheduleMail.flight', was),
    say('delayMail.newDepartureIn', { date: mailDate(language, s.scheduledLocal.date), time: clock(language, s.scheduledLocal.time), city: s.from }),
    '',
    say('delayMail.stays', { pnr: b.pnr }),
    say('delayMail.follow', { link: follow }),
    say('disruptionMail.manage', { pnr: b.pnr, link: page(publicUrl, language, '/manage-booking') }),
  ];
  const subject = say('rescheduleMail.subject', { flight: s.flightNumber, date: was.date, pnr: b.pnr });
  return { to: b.email, subject, text: lines.join('\n'), html: asHtml(lines) };
}

/** The mail a cancellation sends to one booking: a ticketed one may take a full refund or move for free; a hold ends. */
export function cancellationMail(b: MailBooking, s: FlightStatus, publicUrl: string): WrittenMail {
  const language = b.language ?? 'en';
  const say = sayer(language);
  const choices =
    b.status === 'ticketed'
      ? [say('cancellationMail.choices'), say('cancellationMail.move', { count: REBOOK_WINDOW_DAYS }), say('cancellationMail.refund')]
      : [say('cancellationMail.unpaid')];
  const lines = [
    say('cancellationMail.flight', flightValues(s, language)),
    say('disruptionMail.reason', { reason: s.reason ?? '' }),
    '',
    say('cancellationMail.sorry', { pnr: b.pnr }),
    ...choices,
    '',
    say('disruptionMail.manage', { pnr: b.pnr, link: page(publicUrl, language, '/manage-booking') }),
  ];
  const subject = say('cancellationMail.subject', { flight: s.flightNumber, date: mailDate(language, s.scheduledLocal.date), pnr: b.pnr });
  return { to: b.email, subject, text: lines.join('\n'), html: asHtml(lines) };
}

/** The mail confirming a free move to another flight, with the e-ticket as it now reads. */
export function rebookedMail(
  r: { pnr: string; email: string; bookingId: string; from: string; to: string; flightNumber: string; date: string; time: string; language?: Language },
  publicUrl: string,
): WrittenMail {
  const language = r.language ?? 'en';
  const say = sayer(language);
  const lines = [
    say('rebookedMail.moved', { pnr: r.pnr, flight: r.flightNumber, from: r.from, to: r.to, date: mailDate(language, r.date), time: clock(language, r.time) }),
    say('rebookedMail.valid'),
    '',
    say('rebookedMail.manage', { link: page(publicUrl, language, '/manage-booking') }),
  ];
  return {
    to: r.email,
    subject: say('rebookedMail.subject', { flight: r.flightNumber, date: mailDate(language, r.date), pnr: r.pnr }),
    text: lines.join('\n'),
    html: asHtml(lines),
    attachments: [{ filename: `ticket-${r.pnr}.pdf`, contentType: 'application/pdf', kind: TICKET_PDF, ref: r.bookingId }],
  };
}

/** A refund of `amount` taka because the airline cancelled a flight, as a sentence (the amount written as taka). */
export const disruptionRefund = (amount: number): Sentence => sentence('refundReason.disruption', { amount: sentence('money.tk', { amount }) });

/**
 * The refund itself is told by the refund mail when the provider has made it; this says it was asked for, in
 * English: the booking's status history keeps it as text (the back office reads it).
 */
export function disruptionRefundText(amount: number): string {
  const said = disruptionRefund(amount);
  return sayIn('en', said.id, said.values);
}
