import { describe, expect, it } from 'vitest';
import { bookingCommission, ruleFor, type CommissionLeg } from './commission.js';

const out: CommissionLeg = { fromId: 'dac', toId: 'cxb', fareClass: 'N', adultPrice: 6000 };
const back: CommissionLeg = { fromId: 'cxb', toId: 'dac', fareClass: null, adultPrice: 4000 };
const rule = (r: Partial<Parameters<typeof ruleFor>[0][number]>) => ({ fromId: null, toId: null, fareClass: null, validFrom: null, validTo: null, basisPoints: 0, ...r });

describe('commission of a booking', () => {
  it('is the agency’s own percent of the total without rules', () => {
    expect(bookingCommission(10_001, [out, back], [], 750, '2026-11-26')).toEqual({ commission: 750, reference: '7.5% of 10001' });
  });

  it('takes the most specific rule in force for each leg and splits the total by the legs’ adult fares', () => {
    const rules = [rule({ basisPoints: 500 }), rule({ fromId: 'dac', toId: 'cxb', basisPoints: 800 }), rule({ fromId: 'dac', toId: 'cxb', fareClass: 'N', basisPoints: 1000 })];
    expect(ruleFor(rules, out, '2026-11-26')?.basisPoints).toBe(1000);
    expect(ruleFor(rules, back, '2026-11-26')?.basisPoints).toBe(500);
    // 10,000 taka: 6,000 at 10 % and 4,000 at 5 %.
    expect(bookingCommission(10_000, [out, back], rules, 750, '2026-11-26')).toEqual({ commission: 800, reference: '10% of 6000, 5% of 4000' });
  });

  it('keeps to a rule’s days of sale', () => {
    const rules = [rule({ fromId: 'dac', toId: 'cxb', basisPoints: 900, validFrom: '2026-12-01', validTo: '2026-12-31' })];
    expect(ruleFor(rules, out, '2026-11-30')).toBeNull();
    expect(ruleFor(rules, out, '2026-12-01')?.basisPoints).toBe(900);
    expect(ruleFor(rules, out, '2026-12-31')?.basisPoints).toBe(900);
    expect(ruleFor(rules, out, '2027-01-01')).toBeNull();
  });
});
