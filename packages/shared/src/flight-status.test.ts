import { describe, expect, it } from 'vitest';
import { flightStatusBody, flightStatusQuery, rebookBody, statusChangeProblem, withinRebookWindow } from './flight-status.js';
import { english } from './sentences/english.test-helper.js';

const HOUR = 3_600_000;
const scheduled = Date.UTC(2026, 11, 1, 3, 0);

describe('statusChangeProblem', () => {
  it('lets a scheduled flight be delayed, cancelled or depart, and a delayed one be delayed again', () => {
    expect(english(statusChangeProblem('scheduled', 'delayed', { scheduled, estimated: scheduled + HOUR }))).toBeNull();
    expect(english(statusChangeProblem('scheduled', 'cancelled', { scheduled }))).toBeNull();
    expect(english(statusChangeProblem('scheduled', 'departed', { scheduled }))).toBeNull();
    expect(english(statusChangeProblem('delayed', 'delayed', { scheduled, estimated: scheduled + 2 * HOUR }))).toBeNull();
    expect(english(statusChangeProblem('delayed', 'cancelled', { scheduled }))).toBeNull();
    expect(english(statusChangeProblem('departed', 'arrived', { scheduled }))).toBeNull();
  });

  it('keeps cancelled and arrived final, and a flight arrives only after it departed', () => {
    expect(english(statusChangeProblem('cancelled', 'delayed', { scheduled, estimated: scheduled + HOUR }))).toBe('This flight is cancelled; its status can no longer change.');
    expect(english(statusChangeProblem('arrived', 'departed', { scheduled }))).toBe('This flight is arrived; its status can no longer change.');
    expect(english(statusChangeProblem('scheduled', 'arrived', { scheduled }))).toBe('A scheduled flight cannot become arrived.');
    expect(english(statusChangeProblem('departed', 'cancelled', { scheduled }))).toBe('A departed flight cannot become cancelled.');
  });

  it('refuses a delay whose new time is not later than the scheduled departure', () => {
    expect(english(statusChangeProblem('scheduled', 'delayed', { scheduled, estimated: scheduled }))).toBe('The new departure time must be later than the scheduled one.');
    expect(english(statusChangeProblem('delayed', 'delayed', { scheduled, estimated: scheduled - HOUR }))).toBe('The new departure time must be later than the scheduled one.');
  });

  it('refuses a delay of more than 72 hours after the scheduled departure (that is a cancellation)', () => {
    expect(english(statusChangeProblem('scheduled', 'delayed', { scheduled, estimated: scheduled + 72 * HOUR }))).toBeNull();
    const tooLate = 'A delay may move the departure at most 72 hours after the scheduled time; cancel the flight instead.';
    expect(english(statusChangeProblem('scheduled', 'delayed', { scheduled, estimated: scheduled + 72 * HOUR + 60_000 }))).toBe(tooLate);
    expect(english(statusChangeProblem('delayed', 'delayed', { scheduled, estimated: Date.UTC(9999, 11, 31) }))).toBe(tooLate);
  });
});

describe('flightStatusBody', () => {
  it('needs the new date, time and a reason for a delay, and a reason for a cancellation', () => {
    const delay = flightStatusBody.safeParse({ status: 'delayed' });
    expect(delay.success).toBe(false);
    expect(delay.error!.issues.map((i) => english(i.message))).toEqual([
      'A delay needs the new departure date.',
      'A delay needs the new departure time.',
      'A delay needs a reason for the passengers.',
    ]);
    expect(english(flightStatusBody.safeParse({ status: 'cancelled', reason: '  ' }).error!.issues[0]!.message)).toBe('The reason is required.');
    expect(flightStatusBody.safeParse({ status: 'departed' }).success).toBe(true);
    expect(english(flightStatusBody.safeParse({ status: 'scheduled' }).error!.issues[0]!.message)).toBe('The status must be delayed, cancelled, departed or arrived.');
  });

  it('refuses a time that is not a clock time', () => {
    const bad = flightStatusBody.safeParse({ status: 'delayed', estimatedDate: '2026-12-01', estimatedTime: '25:00', reason: 'Weather' });
    expect(english(bad.error!.issues[0]!.message)).toBe('The new departure time must be a time such as 09:30.');
  });
});

describe('flightStatusQuery and rebookBody', () => {
  it('reads a flight number in capitals and a real date', () => {
    expect(flightStatusQuery.parse({ flightNumber: ' tk101 ', date: '2026-12-01' })).toEqual({ flightNumber: 'TK101', date: '2026-12-01' });
    expect(english(flightStatusQuery.safeParse({ flightNumber: 'TK1', date: '2026-02-30' }).error!.issues[0]!.message)).toBe('The date is not a real calendar date.');
  });

  it('needs a whole leg index and a flight', () => {
    expect(rebookBody.safeParse({ legIndex: 0.5, flightId: 'x' }).success).toBe(false);
    expect(english(rebookBody.safeParse({ legIndex: 0, flightId: '' }).error!.issues[0]!.message)).toBe('Choose a flight.');
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
