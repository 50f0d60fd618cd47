import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localDigits, formatAmount, formatBdt, formatMailTk, formatPersons, formatRoute, formatTaka, formatTk } from './format.js';

describe('money formatting', () => {
  it('writes whole amounts with Bangladeshi grouping (lakh, crore) and no decimals', () => {
    expect(formatAmount(0)).toBe('0');
    expect(formatAmount(9995)).toBe('9,995');
    expect(formatAmount(110_995)).toBe('1,10,995');
    expect(formatAmount(12_500_000)).toBe('1,25,00,000');
  });

  it('writes every amount exactly as Intl.NumberFormat does for en-IN and bn-BD', () => {
    const intl = { en: new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 }), bn: new Intl.NumberFormat('bn-BD', { maximumFractionDigits: 0 }) };
    const amount = fc.oneof(
      fc.integer({ min: -1e12, max: 1e12 }),
      fc.integer({ min: -2e7, max: 2e7 }).map((n) => n / 2),
      fc.double({ min: -1e9, max: 1e9, noNaN: true }),
      fc.constantFrom(0, -0, 0.5, -0.5, 999.5, 99_999.5, Number.MAX_SAFE_INTEGER, 1e21, Infinity, -Infinity, NaN),
    );
    fc.assert(
      fc.property(amount, fc.constantFrom('en' as const, 'bn' as const), (value, language) => {
        expect(formatAmount(value, language)).toBe(intl[language].format(value));
      }),
      { numRuns: 2000 },
    );
  });

  it('writes Bangla amounts with Bangla digits and the same grouping', () => {
    expect(formatAmount(110_995, 'bn')).toBe('১,১০,৯৯৫');
    expect(formatTaka(110_995, 'bn')).toBe('৳১,১০,৯৯৫');
    expect(formatTk(9995, 'bn')).toBe('৳৯,৯৯৫');
    expect(formatBdt(18_995, 'bn')).toBe('৳১৮,৯৯৫');
    expect(formatMailTk(100_000, 'bn')).toBe('৳১,০০,০০০');
    expect(formatPersons(3, 'bn')).toBe('৩ জন');
    expect(localDigits('09:30', 'bn')).toBe('০৯:৩০');
    expect(localDigits('09:30', 'en')).toBe('09:30');
  });

  it('writes the same amount in each place’s own style', () => {
    expect(formatTaka(4500)).toBe('৳4,500');
    expect(formatTk(13000)).toBe('13,000 TK');
    expect(formatMailTk(100000)).toBe('TK 1,00,000');
    expect(formatTaka(110_995)).toBe('৳1,10,995');
    expect(formatBdt(9995)).toBe('BDT 9,995');
  });
});

describe('person counts', () => {
  it('say Person for one traveller and Persons for more', () => {
    expect(formatPersons(1)).toBe('1 Person');
    expect(formatPersons(2)).toBe('2 Persons');
    expect(formatPersons(9)).toBe('9 Persons');
  });
});

describe('route labels', () => {
  it('write the places in upper case joined by arrows', () => {
    expect(formatRoute('dhaka', "cox's bazar")).toBe("DHAKA → COX'S BAZAR");
    expect(formatRoute('Dhaka', 'Chattogram', 'Dhaka')).toBe('DHAKA → CHATTOGRAM → DHAKA');
  });
});
