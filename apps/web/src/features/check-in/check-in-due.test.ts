import { describe, expect, it } from 'vitest';
import { mayCheckIn } from './check-in-due';

const leg = (flightDepartingDate: string) => ({ flightDepartingDate }) as never;
const now = Date.parse('2026-11-23T12:00:00Z');

describe('which bookings offer check-in', () => {
  it('asks about ticketed bookings flying from yesterday to three days ahead only', () => {
    expect(mayCheckIn({ status: 'ticketed', legs: [leg('2026-11-24')] }, now)).toBe(true);
    expect(mayCheckIn({ status: 'ticketed', legs: [leg('2026-12-24')] }, now)).toBe(false);
    expect(mayCheckIn({ status: 'held', legs: [leg('2026-11-24')] }, now)).toBe(false);
    expect(mayCheckIn({ status: 'ticketed', legs: [leg('2026-11-01'), leg('2026-11-25')] }, now)).toBe(true);
  });
});
