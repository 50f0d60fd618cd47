import { describe, expect, it } from 'vitest';
import { flightStatusBody, flightStatusQuery, rebookBody, statusChangeProblem, withinRebookWindow } from './flight-status.js';

const HOUR = 3_600_000;
const scheduled = Date.UTC(2026, 11, 1, 3, 0);

describe('statusChangeProblem', () => {
  it('lets a scheduled flight be delayed, cancelled or depart, and a delayed one be delayed again', () => {
    expect(statusChangeProblem('scheduled', 'delayed', { scheduled, estimated: scheduled + HOUR })).toBeNull();
    expect(statusChangeProblem('scheduled', 'cancelled', { scheduled })).toBeNull();
    expect(statusChangeProblem('scheduled', 'departed', { scheduled })).toBeNull();
    expect(statusChangeProblem('delayed', 'delayed', { scheduled, estimated: scheduled + 2 * HOUR })).toBeNull();
    expect(statusChangeProblem('delayed', 'cancelled', { scheduled })).toBeNull();
    expect(statusChangeProblem('departed', 'arrived', { scheduled })).toBeNull();
  });

  it('keeps cancelled and arrived final, and a flight arrives only after it departed', () => {
    expect(statusChangeProblem('cancelled', 'delayed', { scheduled, estimated: scheduled + HOUR })).toBe('This flight is cancelled; its status can no longer change.');
    expect(statusChangeProblem('arrived', 'departed', { scheduled })).toBe('This flight is arrived; its status can no longer change.');
    expect(statusChangeProblem('scheduled', 'arrived', { scheduled })).toBe('A scheduled flight cannot become arrived.');
    expect(statusChangeProblem('departed', 'cancelled', { scheduled })).toBe('A departed flight cannot become cancelled.');
  });

  it('refuses a delay whose new time is not later than the scheduled departure', () => {
    expect(statusChangeProblem('scheduled', 'delayed', { scheduled, estimated: scheduled })).toBe('The new departure time must be later than the scheduled one.');
    expect(statusChangeProblem('delayed', 'delayed', { scheduled, estimated: scheduled - HOUR })).toBe('The new departure time must be later than the scheduled one.');
  });

  it('refuses a delay of more than 72 hours after the scheduled departure (that is a cancellation)', () => {
    expect(statusChangeProblem('scheduled', 'delayed', { scheduled, estimated: scheduled + 72 * HOUR })).toBeNull();
    const tooLate = 'A delay may move the departure at most 72 hours after the scheduled time; cancel the flight instead.';
    expect(statusChangeProblem('scheduled', 'delayed', { scheduled, estimated: scheduled + 72 * HOUR + 60_000 })).toBe(tooLate);
    expect(statusChangeProblem('delayed', 'delayed', { scheduled, estimated: Date.UTC(9999, 11, 31) })).toBe(tooLate);
  });
});

describe('flightStatusBody', () => {
  it('needs the new date, time and a reason for a delay, and a reason for a cancellation', () => {
    const delay = flightStatusBody.safeParse({ status: 'delayed' });
    expect(delay.success).toBe(false);
    expect(delay.error!.issues.map((i) => i.message)).toEqual([
      'A delay needs the new departure date.',
      'A delay needs the new departure time.',
      'A delay needs a reason for the passengers.',
    ]);
    expect(flightStatusBody.safeParse({ status: 'cancelled', reason: '  ' }).error!.issues[0]!.message).toBe('The reason is required.');
    expect(flightStatusBody.safeParse({ status: 'departed' }).success).toBe(true);
    expect(flightStatusBody.safeParse({ status: 'scheduled' }).error!.issues[0]!.message).toBe('The status must be delayed, cancelled, departed or arrived.');
  });

  it('refuses a time that is not a clock time', () => {
    const bad = flightStatusBody.safeParse({ status: 'delayed', estimatedDate: '2026-12-01', estimatedTime: '25:00', reason: 'Weather' });
    expect(bad.error!.issues[0]!.message).toBe('The new departure time must be a time such as 09:30.');
  });
});

describe('flightStatusQuery and rebookBody', () => {
  it('reads a flight number in capitals and a real date', () => {
    expect(flightStatusQuery.parse({ flightNumber: ' tk101 ', date: '2026-12-01' })).toEqual({ flightNumber: 'TK101', date: '2026-12-01' });
    expect(flightStatusQuery.safeParse({ flightNumber: 'TK1', date: '2026-02-30' }).error!.issues[0]!.message).toBe('The date is not a real calendar date.');
  });

  it('needs a whole leg index and a flight', () => {
    expect(rebookBody.safeParse({ legIndex: 0.5, flightId: 'x' }).success).toBe(false);
    expect(rebookBody.safeParse({ legIndex: 0, flightId: '' }).error!.issues[0]!.message).toBe('Choose a flight.');
  });
});

describe('withinRebookWindow', () => {
  it('takes flights after the cancelled one up to three days later, not before it or beyond', () => {
    expect(withinRebookWindow(scheduled, scheduled + HOUR)).toBe(true);
    expect(withinRebookWindow(scheduled, scheduled + 72 * HOUR)).toBe(true);
    expect(withinRebookWindow(scheduled, scheduled + 72 * HOUR + 60_000)).toBe(false);
    expect(withinRebookWindow(scheduled, scheduled)).toBe(false);
    expect(withinRebookWindow(scheduled, scheduled - HOUR)).toBe(false);
  });
});
