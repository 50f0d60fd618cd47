import { describe, expect, it } from 'vitest';
import { DEFAULT_TAX_RATE, fareParts, rateOn, taxesForLeg, taxZoneOf } from './tax-figures.js';

const dhaka = { kind: 'domestic', timeZone: 'Asia/Dhaka' } as const;
const place = (timeZone: string) => ({ kind: 'international', timeZone }) as const;

describe('taxes inside a fare', () => {
  it('puts a leg in its excise zone by the countries of its airports', () => {
    expect(taxZoneOf(dhaka, { kind: 'domestic', timeZone: 'Asia/Dhaka' })).toBe('domestic');
    expect(taxZoneOf(dhaka, place('Asia/Kolkata'))).toBe('saarc');
    expect(taxZoneOf(place('Asia/Kathmandu'), dhaka)).toBe('saarc');
    expect(taxZoneOf(dhaka, place('Asia/Dubai'))).toBe('asia');
    expect(taxZoneOf(dhaka, place('Asia/Singapore'))).toBe('asia');
  });

  it('charges the embarkation fee only leaving Bangladesh for abroad', () => {
    expect(taxesForLeg(DEFAULT_TAX_RATE, dhaka, place('Asia/Dubai'))).toEqual({ zone: 'asia', vatPercent: 15, excise: 2500, embarkation: 500 });
    expect(taxesForLeg(DEFAULT_TAX_RATE, place('Asia/Dubai'), dhaka)).toEqual({ zone: 'asia', vatPercent: 15, excise: 2500, embarkation: 0 });
    expect(taxesForLeg(DEFAULT_TAX_RATE, dhaka, dhaka)).toEqual({ zone: 'domestic', vatPercent: 15, excise: 700, embarkation: 0 });
  });

  it('takes a fare apart into parts that add up to it, never more tax than the fare', () => {
    const taxes = { vatPercent: 15, excise: 1000, embarkation: 500 };
    expect(fareParts(18995, taxes)).toEqual({ base: 15213, vat: 2282, excise: 1000, embarkation: 500 });
    for (const fare of [0, 1, 999, 1499, 1500, 1899, 9995, 110995]) {
      const p = fareParts(fare, taxes);
      expect(p.base + p.vat + p.excise + p.embarkation).toBe(fare);
      expect(Math.min(p.base, p.vat, p.excise, p.embarkation)).toBeGreaterThanOrEqual(0);
    }
  });

  it('reads the rate in force on a day: the latest from that day or before', () => {
    const later = { ...DEFAULT_TAX_RATE, effectiveFrom: '2027-01-01', vatPercent: 20 };
    expect(rateOn([DEFAULT_TAX_RATE, later], '2026-12-31')?.vatPercent).toBe(15);
    expect(rateOn([later, DEFAULT_TAX_RATE], '2027-01-01')?.vatPercent).toBe(20);
    expect(rateOn([later], '2026-12-31')).toBeNull();
  });
});
