import { describe, expect, it } from 'vitest';
import { formatAmount, formatBdt, formatMailTk, formatPersons, formatRoute, formatTaka, formatTk } from './format.js';

describe('money formatting', () => {
  it('writes whole amounts with thousands separators and no decimals', () => {
    expect(formatAmount(0)).toBe('0');
    expect(formatAmount(9995)).toBe('9,995');
    expect(formatAmount(1_250_000)).toBe('1,250,000');
  });

  it('writes the same amount in each place’s own style', () => {
    expect(formatTaka(4500)).toBe('৳4,500');
    expect(formatTk(13000)).toBe('13,000 TK');
    expect(formatMailTk(100000)).toBe('TK 100,000');
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
