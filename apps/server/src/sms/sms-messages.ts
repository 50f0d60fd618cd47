import type { FlightStatus } from '@tarmac/shared';
import type { Db } from '../db/open.js';
import { mailInsert, type WrittenMail } from '../mail/outbox.js';
import { sayer, type Language } from '../i18n/messages.js';
import { clock, mailDate } from '../i18n/travel-words.js';
import { HOME_TIME_ZONE } from '../catalog/flights.js';
import { utcToZoned } from '../lib/zoned-time.js';
import { normaliseBdPhone } from './phone.js';
import { SMS_PREFIX, SMS_SUBJECT } from './sms-mail.js';

/** What an SMS needs of a booking: its reference, language and the contact's phone. */
export interface SmsBooking {
  pnr: string;
  language: Language;
  contactPhone: string;
}

const page = (publicUrl: string, language: Language, path: string) => `${publicUrl}${language === 'bn' ? '/bn' : ''}${path}`;

/** An SMS as an outbox row (`sms:+880…`); null when the booking has no Bangladeshi mobile number. */
function smsRow(b: SmsBooking, text: (say: ReturnType<typeof sayer>) => string): WrittenMail | null {
  const phone = normaliseBdPhone(b.contactPhone);
  if (!phone) return null;
  return { to: `${SMS_PREFIX}${phone}`, subject: SMS_SUBJECT, text: text(sayer(b.language)) };
}

const dhakaMoment = (at: Date, language: Language) => {
  const { date, time } = utcToZoned(at, HOME_TIME_ZONE);
  return { date: mailDate(language, date), time: clock(language, time) };
};

export const heldSms = (b: SmsBooking & { payBy: Date }) => smsRow(b, (say) => say('sms.held', { pnr: b.pnr, ...dhakaMoment(b.payBy, b.language) }));
export const ticketedSms = (b: SmsBooking) => smsRow(b, (say) => say('sms.ticketed', { pnr: b.pnr }));
export const holdEndingSms = (b: SmsBooking, publicUrl: string) =>
  smsRow(b, (say) => say('sms.holdEnding', { pnr: b.pnr, link: `${page(publicUrl, b.language, '/manage-booking')}` }));
export const delaySms = (b: SmsBooking, s: FlightStatus) =>
  smsRow(b, (say) =>
    say('sms.delayed', { pnr: b.pnr, flight: s.flightNumber, date: mailDate(b.language, s.scheduledLocal.date), newDate: mailDate(b.language, s.estimatedLocal.date), time: clock(b.language, s.estimatedLocal.time) }),
  );
export const cancelledSms = (b: SmsBooking, s: FlightStatus, publicUrl: string) =>
  smsRow(b, (say) => say('sms.cancelled', { pnr: b.pnr, flight: s.flightNumber, date: mailDate(b.language, s.scheduledLocal.date), link: page(publicUrl, b.language, '/manage-booking') }));
export const checkInOpenSms = (b: SmsBooking & { flightNumber: string }, publicUrl: string) =>
  smsRow(b, (say) => say('sms.checkInOpen', { pnr: b.pnr, flight: b.flightNumber, link: `${page(publicUrl, b.language, `/check-in/${b.pnr}`)}` }));

/** Writes an SMS into the outbox inside the caller's transaction (nothing when there is no number to send to). */
export async function enqueueSms(tx: Db, sms: WrittenMail | null): Promise<void> {
  if (sms) await mailInsert(tx, sms);
}
