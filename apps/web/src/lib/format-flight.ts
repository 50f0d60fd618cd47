import { formatLanguage, localDigits } from '@tarmac/shared';

const dayOptions = { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' } as const;
const days = { en: new Intl.DateTimeFormat('en-GB', dayOptions), bn: new Intl.DateTimeFormat('bn-BD', dayOptions) };

/**
 * A flight's calendar date, e.g. "Thu, 31 Dec 2026" (Bangla "বৃহস্পতি, ৩১ ডিসে, ২০২৬"). Flight dates are the
 * airport's local calendar dates, so they are formatted as they are, never shifted to the visitor's time zone.
 */
export function formatFlightDate(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? value : days[formatLanguage()].format(date);
}

/** An airport's local clock time as written in the page's language: "09:30" / "০৯:৩০". */
export function formatFlightTime(time: string): string {
  return localDigits(time, formatLanguage());
}

/** "Thu, 31 Dec 2026 at 09:30" (Bangla "বৃহস্পতি, ৩১ ডিসে, ২০২৬, ০৯:৩০"): the airport's own date and clock. */
export function formatFlightMoment(date: string, time: string): string {
  if (!time) return formatFlightDate(date);
  return formatLanguage() === 'bn' ? `${formatFlightDate(date)}, ${formatFlightTime(time)}` : `${formatFlightDate(date)} at ${time}`;
}
