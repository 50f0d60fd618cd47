import { describe, expect, it } from 'vitest';
import { cabinLayoutBody, DEFAULT_CABIN_LAYOUT, drawSeatMap, pickSeats, sellableSeats } from './cabin-layout.js';
import { english } from './sentences/english.test-helper.js';

describe('cabin layouts', () => {
  it('seat 180 by default: 30 rows of ABC-DEF', () => {
    expect(sellableSeats(DEFAULT_CABIN_LAYOUT)).toHaveLength(180);
  });

  it('leave blocked seats out of the capacity and mark them on the map', () => {
    const layout = cabinLayoutBody.parse({ name: 'ATR 72', rows: 18, letters: 'AC-DF', exitRows: [1], extraLegroomRows: [12], blockedSeats: ['18a', '18F'] });
    expect(sellableSeats(layout)).toHaveLength(70);
    const map = drawSeatMap({ ...layout }, new Set(['2C']), { id: 'f', flightNumber: 'TM1' });
    expect(map.columns).toEqual(['A', 'C', '', 'D', 'F']);
    expect(map.rows[0]).toMatchObject({ row: 1, exit: true });
    expect(map.rows[0]!.seats[0]).toEqual({ seat: '1A', available: true, extraLegroom: true });
    expect(map.rows[1]!.seats[1]).toEqual({ seat: '2C', available: false });
    expect(map.rows[17]!.seats[0]).toEqual({ seat: '18A', available: false, blocked: true });
  });

  it('refuse blocked seats outside the cabin and rows beyond the last', () => {
    const bad = cabinLayoutBody.safeParse({ name: 'X', rows: 10, letters: 'AB-CD', blockedSeats: ['11A'], exitRows: [12] });
    expect(bad.error?.issues.map((i) => english(i.message))).toEqual(['These blocked seats are not in the cabin: 11A.', 'Row 12 is beyond the last row (10).']);
  });

  it('refuse a huge number of rows with the field’s own sentence, without drawing the cabin', () => {
    // Drawing 1e308 rows would never end (and a million takes seconds): the cross-field checks must not run.
    for (const rows of [1_000_000, Number.MAX_SAFE_INTEGER, 1e308]) {
      const started = Date.now();
      const bad = cabinLayoutBody.safeParse({ name: 'X', rows, letters: 'ABC-DEF', blockedSeats: ['1A'] });
      expect(bad.error?.issues.map((i) => english(i.message))).toContain('A cabin has at most 99 rows.');
      expect(bad.error?.issues.every((i) => i.path[0] === 'rows')).toBe(true);
      expect(Date.now() - started).toBeLessThan(1000);
    }
  });
});

describe('assigning seats to a party', () => {
  it('keeps neighbours together on one side of an aisle', () => {
    expect(pickSeats('ABC-DEF', ['1A', '1C', '1D', '1E', '2A', '2B'], 2)).toEqual(['1D', '1E']);
    expect(pickSeats('ABC-DEF', ['1C', '1D', '2E'], 2)).toEqual(['1C', '1D']);
    expect(pickSeats('ABC-DEF', ['1C', '2D', '3E'], 2)).toEqual(['1C', '2D']);
    expect(pickSeats('ABC-DEF', ['1C'], 2)).toBeNull();
  });
});
