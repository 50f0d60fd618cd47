import { formatTk, localDigits, type FareRules, type PassengerType } from '@tarmac/shared';
import { say, type Language, type MessageId } from './messages.js';

const TYPE_MESSAGES: Record<PassengerType, MessageId> = { adult: 'passenger.adult', child: 'passenger.child', infant: 'passenger.infant' };

/** "Adult" / "প্রাপ্তবয়স্ক" (English as PASSENGER_TYPE_LABELS). */
export const passengerTypeLabel = (language: Language, type: PassengerType) => say(language, TYPE_MESSAGES[type]);

/** The fare rules in short sentences (English exactly as describeFareRules writes them). */
export function fareRuleSentences(language: Language, rules: FareRules): string[] {
  const tk = (n: number) => formatTk(n, language);
  const before = rules.refundFeeBefore24h;
  const within = rules.refundFeeWithin24h;
  const refund: MessageId = !rules.refundable
    ? 'fare.nonRefundable'
    : before === 0 && within === 0
      ? 'fare.refundableFree'
      : before === 0
        ? 'fare.refundableFreeBefore'
        : within === 0
          ? 'fare.refundableFreeWithin'
          : 'fare.refundable';
  return [
    say(language, refund, { before: tk(before), within: tk(within) }),
    rules.changeFee === 0 ? say(language, 'fare.changesFree') : say(language, 'fare.changes', { fee: tk(rules.changeFee) }),
    say(language, 'fare.noShow'),
  ];
}

const bnDay = new Intl.DateTimeFormat('bn-BD', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const enDay = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A flight's local calendar date (YYYY-MM-DD) with its day's name, never shifted: "Thu, 10 Dec 2026" / "বৃহস্পতি, ১০ ডিসে, ২০২৬". */
export function namedDay(language: Language, date: string): string {
  const parsed = /^\d{4}-\d{2}-\d{2}$/.test(date) ? new Date(`${date}T00:00:00Z`) : new Date(Number.NaN);
  if (Number.isNaN(parsed.getTime())) return localDigits(date, language);
  return (language === 'bn' ? bnDay : enDay).format(parsed);
}

/** A flight date as mails and documents write it: in words with the day's name, in the language ("Thu, 10 Dec 2026"). */
export const mailDate = (language: Language, date: string) => namedDay(language, date);

/** An airport clock time in the language's digits: "09:30" / "০৯:৩০". */
export const clock = (language: Language, time: string) => localDigits(time, language);
