import { formatLanguage } from '@tarmac/shared';

const dateTimes = {
  en: new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short' }),
  bn: new Intl.DateTimeFormat('bn-BD', { dateStyle: 'long', timeStyle: 'short' }),
};

/** "21 November 2023 at 14:05" (Bangla: "২১ নভেম্বর, ২০২৩ এ ২:০৫ PM") in the visitor's time zone; the raw text when it is not a date. */
export function formatDateTime(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateTimes[formatLanguage()].format(date);
}
