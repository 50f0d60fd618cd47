import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { classStatuses, closedByRules, fareLadder, lowestOpenClass, promoDiscount, type ClassSales } from './fares.js';

const ladder = (sold: number[]): ClassSales[] =>
  [
    { code: 'N', price: 5000, seats: 5 },
    { code: 'E', price: 7000, seats: 5 },
    { code: 'M', price: 9000, seats: 10 },
  ].map((c, i) => ({ ...c, sold: sold[i] ?? 0 }));

describe('booking classes', () => {
  it('opens the lowest class with seats for the whole party, never below the dearest class sold', () => {
    expect(lowestOpenClass(ladder([0, 0, 0]), 1, false)).toMatchObject({ code: 'N', left: 5 });
    expect(lowestOpenClass(ladder([3, 0, 0]), 3, false)).toMatchObject({ code: 'E', left: 5 });
    expect(classStatuses(ladder([3, 1, 0]), 1, false)).toEqual(['closedByNesting', 'open', 'waiting']);
    expect(classStatuses(ladder([5, 5, 10]), 1, false)).toEqual(['closedByNesting', 'closedByNesting', 'soldOut']);
    expect(lowestOpenClass(ladder([5, 5, 10]), 1, false)).toBeNull();
  });

  it('closes every class but the dearest while a rule holds', () => {
    expect(classStatuses(ladder([0, 0, 0]), 1, true)).toEqual(['closedByRule', 'closedByRule', 'open']);
    const flight = { seatCapacity: 100, seatsLeft: 20, departsAt: new Date('2026-12-10T00:00:00Z') };
    const now = new Date('2026-12-01T00:00:00Z');
    expect(closedByRules({ loadFactorPercent: 80, daysBefore: null }, flight, now)).toBe(true);
    expect(closedByRules({ loadFactorPercent: 81, daysBefore: null }, flight, now)).toBe(false);
    expect(closedByRules({ loadFactorPercent: null, daysBefore: 10 }, flight, now)).toBe(true);
    expect(closedByRules({ loadFactorPercent: null, daysBefore: 9 }, flight, now)).toBe(false);
  });

  it('never opens a class cheaper than one already sold, nor one without seats for the party (any sales)', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 12 }), { minLength: 3, maxLength: 3 }), fc.integer({ min: 1, max: 9 }), fc.boolean(), (sold, party, rule) => {
        const classes = ladder(sold);
        const open = lowestOpenClass(classes, party, rule);
        if (!open) return;
        const i = classes.findIndex((c) => c.code === open.code);
        expect(classes.slice(i + 1).every((c) => c.sold === 0)).toBe(true);
        expect(open.seats - open.sold).toBeGreaterThanOrEqual(party);
        if (rule) expect(i).toBe(classes.length - 1);
      }),
    );
  });

  it('takes ladders cheapest first, each letter once', () => {
    expect(fareLadder.safeParse([{ code: 'n', price: 1, seats: 1 }, { code: 'E', price: 2, seats: 1 }]).success).toBe(true);
    expect(fareLadder.safeParse([{ code: 'N', price: 2, seats: 1 }, { code: 'E', price: 1, seats: 1 }]).success).toBe(false);
    expect(fareLadder.safeParse([{ code: 'N', price: 1, seats: 1 }, { code: 'N', price: 2, seats: 1 }]).success).toBe(false);
  });
});

describe('promo discounts', () => {
  it('takes a percent rounded down or an amount, never more than the total', () => {
    expect(promoDiscount('percent', 10, 19_990)).toBe(1999);
    expect(promoDiscount('percent', 15, 999)).toBe(149);
    expect(promoDiscount('amount', 500, 400)).toBe(400);
  });
});
