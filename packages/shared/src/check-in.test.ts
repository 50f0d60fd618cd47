import { describe, expect, it } from 'vitest';
import { checkInBody, checkInState, checkInWindow, DEFAULT_CHECK_IN_RULES } from './check-in.js';
import { english } from './sentences/english.test-helper.js';

const departs = new Date('2027-01-01T03:00:00Z');
const ms = (iso: string) => new Date(iso);

describe('the online check-in window', () => {
  it('opens 48 hours and closes 60 minutes before departure', () => {
    expect(checkInWindow(departs, DEFAULT_CHECK_IN_RULES)).toEqual({ opensAt: ms('2026-12-30T03:00:00Z'), closesAt: ms('2027-01-01T02:00:00Z') });
  });

  it('is not open a millisecond before it opens, and open at the instant it opens', () => {
    expect(checkInState(ms('2026-12-30T02:59:59.999Z'), departs, DEFAULT_CHECK_IN_RULES)).toBe('not-open');
    expect(checkInState(ms('2026-12-30T03:00:00Z'), departs, DEFAULT_CHECK_IN_RULES)).toBe('open');
  });

  it('is open a millisecond before it closes, and closed at the instant it closes', () => {
    expect(checkInState(ms('2027-01-01T01:59:59.999Z'), departs, DEFAULT_CHECK_IN_RULES)).toBe('open');
    expect(checkInState(ms('2027-01-01T02:00:00Z'), departs, DEFAULT_CHECK_IN_RULES)).toBe('closed');
    expect(checkInState(ms('2027-01-01T04:00:00Z'), departs, DEFAULT_CHECK_IN_RULES)).toBe('closed');
  });

  it('follows other configured hours', () => {
    expect(checkInState(ms('2026-12-31T02:00:00Z'), departs, { opensHours: 24, closesMinutes: 45 })).toBe('not-open');
    expect(checkInState(ms('2027-01-01T02:10:00Z'), departs, { opensHours: 24, closesMinutes: 45 })).toBe('open');
  });
});

describe('the check-in request', () => {
  it('writes seats one way and refuses one seat for two passengers', () => {
    expect(checkInBody.parse({ legIndex: 0, passengers: [{ index: 0, seat: ' 07c' }] }).passengers[0]!.seat).toBe('7C');
    const twice = checkInBody.safeParse({ legIndex: 0, passengers: [{ index: 0, seat: '1A' }, { index: 1, seat: '1A' }] });
    expect(twice.success).toBe(false);
    expect(english(twice.error?.issues[0]?.message)).toBe('Two passengers cannot have the same seat.');
  });
});
