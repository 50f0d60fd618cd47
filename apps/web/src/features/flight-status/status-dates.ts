import { formatLanguage } from '@tarmac/shared';
import { formatFlightDate, formatFlightMoment, formatFlightTime } from '../../lib/format-flight';

/**
 * An airport's local date and clock as the status screens write them: English keeps the ISO date and
 * 24-hour time that the mails and SPEC.md quote ("2026-12-31 09:30"); Bangla uses bn-BD names and digits
 * ("বৃহস্পতি, ৩১ ডিসে, ২০২৬, ০৯:৩০"). Never shifted to the visitor's time zone.
 */
export function statusDate(date: string): string {
  return formatLanguage() === 'bn' ? formatFlightDate(date) : date;
}

export function statusTime(time: string): string {
  return formatFlightTime(time);
}

export function statusMoment(date: string, time: string): string {
  return formatLanguage() === 'bn' ? formatFlightMoment(date, time) : `${date} ${time}`;
}
