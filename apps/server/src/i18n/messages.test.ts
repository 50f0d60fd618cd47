import { describe, expect, it } from 'vitest';
import { describeFareRules, PASSENGER_TYPE_LABELS, PASSENGER_TYPES, sentence, type FareRules } from '@tarmac/shared';
import { mailsEn } from '@tarmac/shared/sentences/mails-en';
import { bn } from '@tarmac/shared/sentences/bn';
import { say, type MessageId } from './messages.js';
import { placeholdersOf } from './sentences.js';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { fareRuleSentences, mailDate, passengerTypeLabel } from './travel-words.js';
import { refundReasonIn, storedReason } from '../payments/refunds.js';
import { disruptionRefund, disruptionRefundText } from '../flight-status/disruption-mail.js';

// The mails' and documents' sentences of the shared catalog.
const english: Record<string, string> = mailsEn;
const ids = Object.keys(english) as (keyof typeof mailsEn & MessageId)[];
const bangla = Object.fromEntries(ids.map((id) => [id, bn[id]])) as Record<string, string>;
type Tokens = ReturnType<typeof compileMessage>;
/** A compiled form back as text, its values written `{name}`. */
const textOf = (tokens: Tokens | string): string => (typeof tokens === 'string' ? tokens : tokens.map((t) => (typeof t === 'string' ? t : `{${t[0]}}`)).join(''));
/** The plural's forms of a message whole plural by `count`, else null (parsed by Lingui's compiler). */
function pluralForms(text: string): string[] | null {
  const [only, ...rest] = compileMessage(text);
  if (rest.length || !Array.isArray(only) || only[1] !== 'plural') return null;
  // Its forms (one, other), not its offset.
  return Object.values(only[2] as Record<string, Tokens | string | undefined>)
    .filter((form): form is Tokens | string => typeof form === 'string' || Array.isArray(form))
    .map(textOf);
}
const isPlural = (text: string) => pluralForms(text) !== null;
/** The forms of a message: the plural's, or the whole text. */
const formsOf = (text: string): string[] => pluralForms(text) ?? [text];
const BENGALI = /[\u0980-\u09FF]/;

describe('the mail and document messages', () => {
  it('has a Bangla twin of every English message, naming the same values, in the same form (plain or plural)', () => {
    expect(Object.keys(bangla).sort()).toEqual([...ids].sort());
    for (const id of ids) {
      expect(placeholdersOf(bangla[id]!), id).toEqual(placeholdersOf(english[id]!));
      expect(isPlural(bangla[id]!), id).toBe(isPlural(english[id]!));
      for (const form of formsOf(bangla[id]!)) expect(form.trim(), id).not.toBe('');
    }
  });

  it('writes every Bangla message with words in Bangla, and a plural message only with a count', () => {
    const hasWords = (form: string) => /[A-Za-z]/.test(form.replace(/\{\w+\}/g, ''));
    for (const id of ids) {
      // Only values and punctuation, e.g. '{package}, {price}'; Bangla writes '{date} at {time}' with a comma.
      if (!formsOf(english[id]!).some(hasWords) || id === 'ticketPdf.moment') continue;
      for (const form of formsOf(bangla[id]!)) expect(form, id).toMatch(BENGALI);
    }
    expect(() => say('en', 'ticketPdf.total')).toThrow(/count/);
  });

  it('chooses the plural form by the count and writes numbers in the language’s digits', () => {
    expect(say('en', 'ticketPdf.total', { count: 1 })).toBe('Booking total (1 seat)');
    expect(say('en', 'ticketPdf.total', { count: 3 })).toBe('Booking total (3 seats)');
    expect(say('en', 'resetMail.within', { count: 60 })).toBe('Open this link within 60 minutes to choose one:');
    expect(say('bn', 'ticketPdf.total', { count: 3 })).toBe('বুকিংয়ের মোট (৩টি আসন)');
    expect(say('bn', 'ticketMail.subject', { pnr: 'H4KPWX' })).toBe('আপনার টারম্যাক ই-টিকিট: বুকিং H4KPWX');
  });

  it('says the fare rules and passenger types in English exactly as the shared sentences do, and in Bangla', () => {
    const fees = [0, 1500];
    for (const refundable of [true, false])
      for (const refundFeeBefore24h of fees)
        for (const refundFeeWithin24h of fees)
          for (const changeFee of fees) {
            const rules: FareRules = { refundable, refundFeeBefore24h, refundFeeWithin24h, changeFee };
            expect(fareRuleSentences('en', rules)).toEqual(describeFareRules(rules));
            for (const sentence of fareRuleSentences('bn', rules)) expect(sentence).toMatch(BENGALI);
          }
    expect(fareRuleSentences('bn', { refundable: true, refundFeeBefore24h: 1500, refundFeeWithin24h: 3000, changeFee: 0 })[0]).toContain('৳১,৫০০');
    for (const type of PASSENGER_TYPES) {
      expect(passengerTypeLabel('en', type)).toBe(PASSENGER_TYPE_LABELS[type]);
      expect(passengerTypeLabel('bn', type)).toMatch(BENGALI);
    }
  });

  it('writes flight dates in words with the day’s name, in the mail’s language', () => {
    expect(mailDate('en', '2026-12-10')).toBe('Thu, 10 Dec 2026');
    expect(mailDate('bn', '2026-12-10')).toBe('বৃহস্পতি, ১০ ডিসে, ২০২৬');
  });

  it('says the refund reasons it wrote (kept by id) in Bangla (with the amount in taka) and leaves any other reason as it is', () => {
    expect(refundReasonIn('bn', storedReason(disruptionRefund(110995)))).toBe('এয়ারলাইন একটি ফ্লাইট বাতিল করায় বুকিং বাতিল হয়েছে; পুরো ৳১,১০,৯৯৫ ফেরত দেওয়া হয়েছে।');
    expect(refundReasonIn('en', storedReason(disruptionRefund(110995)))).toBe(disruptionRefundText(110995));
    expect(refundReasonIn('bn', storedReason(sentence('refundReason.late')))).toBe(say('bn', 'refundReason.late'));
    expect(refundReasonIn('en', storedReason(sentence('refundReason.late')))).toBe(say('en', 'refundReason.late'));
    // A row stored before reasons had ids (English text) is shown as stored; no English is matched back to an id.
    expect(refundReasonIn('bn', say('en', 'refundReason.late'))).toBe(say('en', 'refundReason.late'));
    expect(refundReasonIn('bn', 'The payment is failed, not paid. The payment is refunded.')).toBe('The payment is failed, not paid. The payment is refunded.');
  });
});
