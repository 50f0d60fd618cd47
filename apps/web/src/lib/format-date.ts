import { formatLanguage } from '@tarmac/shared';

const dateTimes = {
  en: new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short' }),
  // A 24-hour clock in Bangla, as flight times are written (bn-BD's 12-hour clock says "PM" in Latin letters).
  bn: new Intl.DateTimeFormat('bn-BD', { dateStyle: 'long', timeStyle: 'short', hourCycle: 'h23' }),
};

const shortDateTimes = {
  en: new Intl.DateTimeFormat('en-GB', { dateStyle: 'short', timeStyle: 'short' }),
  bn: new Intl.DateTimeFormat('bn-BD', { dateStyle: 'short', timeStyle: 'short', hourCycle: 'h23' }),
};

/** "21/11/2023, 14:05" (Bangla digits in Bangla) in the visitor's time zone, for narrow tables; the raw text when it is not a date. */
export function formatShortDateTime(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : shortDateTimes[formatLanguage()].format(date);
}

/** "21 November 2023 at 14:05" (Bangla: "২১ নভেম্বর, ২০২৩ এ ১৪:০৫") in the visitor's time zone; the raw text when it is not a date. */
export function formatDateTime(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateTimes[formatLanguage()].format(date);
}

/** The day in Dhaka (the airline's home; UTC+6, no daylight saving) `offset` days from today, as YYYY-MM-DD. */
export const dhakaDay = (offset = 0) => new Date(Date.now() + 6 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);
