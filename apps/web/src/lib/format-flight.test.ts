import { afterEach, describe, expect, it } from 'vitest';
import { setFormatLanguage } from '@tarmac/shared';
import { formatDateTime } from './format-date';
import { formatFlightDate, formatFlightMoment, formatFlightTime } from './format-flight';

afterEach(() => setFormatLanguage('en'));

describe('flight dates and times', () => {
  it('write the airport’s own calendar date and clock in English as before', () => {
    expect(formatFlightDate('2026-12-31')).toBe('Thu, 31 Dec 2026');
    expect(formatFlightMoment('2026-12-31', '09:30')).toBe('Thu, 31 Dec 2026 at 09:30');
  });

  it('write them in Bangla with Bangla names and digits, never shifted to the visitor’s zone', () => {
    setFormatLanguage('bn');
    expect(formatFlightDate('2026-12-31')).toBe('বৃহস্পতি, ৩১ ডিসে, ২০২৬');
    expect(formatFlightTime('23:55')).toBe('২৩:৫৫');
    expect(formatFlightMoment('2027-01-01', '00:10')).toBe('শুক্র, ১ জানু, ২০২৭, ০০:১০');
  });

  it('write a moment of the booking (a hold’s deadline) in Bangla on a 24-hour clock, with no Latin AM/PM', () => {
    setFormatLanguage('bn');
    // 14:05 UTC is in the afternoon in every zone from UTC−1 to UTC+9: its hour is 13 to 23 on a 24-hour clock.
    const text = formatDateTime('2026-05-03T14:05:00Z');
    expect(text).not.toMatch(/[A-Za-z0-9]/);
    expect(text).toMatch(/(১[৩-৯]|২[০-৩]):০৫$/);
  });
});
