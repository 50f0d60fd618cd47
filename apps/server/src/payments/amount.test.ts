import { describe, expect, it } from 'vitest';
import { decimalToPaisa, takaToDecimal } from './amount.js';
import { bookingMismatch, newPaymentId, assertPaymentId, type VerifiedPayment } from './provider.js';

describe('amounts on the wire', () => {
  it('writes whole taka with two decimals and refuses anything else', () => {
    expect(takaToDecimal(1500)).toBe('1500.00');
    for (const bad of [0, -5, 10.5, Number.NaN]) expect(() => takaToDecimal(bad)).toThrow(RangeError);
  });

  it('reads provider decimals exactly as paisa', () => {
    expect(decimalToPaisa('1500.00')).toBe(150_000);
    expect(decimalToPaisa('1500')).toBe(150_000);
    expect(decimalToPaisa('99.5')).toBe(9_950);
    expect(decimalToPaisa('0.07')).toBe(7);
    expect(decimalToPaisa(' 1500.0000 ')).toBe(150_000);
    // 0.1 + 0.2 style float error cannot happen: 1234567.89 taka is 123456789 paisa, exactly.
    expect(decimalToPaisa('1234567.89')).toBe(123_456_789);
  });

  it('refuses what is not an exact amount', () => {
    for (const bad of ['', 'abc', '-1.00', '1e3', '10.005', '1,500.00', '.5', undefined, null]) expect(decimalToPaisa(bad)).toBeNull();
  });
});

describe('matching a payment with its booking', () => {
  const paid: VerifiedPayment = { outcome: 'paid', paymentId: 'P', amountPaisa: 150_000, amountText: '1500.00', currency: 'BDT', providerRef: 'B', risky: false, raw: {} };

  it('accepts exactly the total in the same currency', () => {
    expect(bookingMismatch(paid, { amount: 1500, currency: 'BDT' })).toBeNull();
  });

  it('says why anything else does not pay for the booking', () => {
    expect(bookingMismatch(paid, { amount: 1501, currency: 'BDT' })).toBe("The payment of 1500.00 BDT does not equal the booking's total of 1501 BDT.");
    expect(bookingMismatch({ ...paid, currency: 'USD' }, { amount: 1500, currency: 'BDT' })).toBe('The payment was made in USD, but the booking is priced in BDT.');
    expect(bookingMismatch({ outcome: 'unconfirmed', paymentId: 'P', reason: 'r', raw: {} }, { amount: 1500, currency: 'BDT' })).toBe('The payment is unconfirmed, not paid.');
  });
});

describe('payment ids', () => {
  it('are fresh and fit every provider', () => {
    const ids = new Set(Array.from({ length: 1000 }, newPaymentId));
    expect(ids.size).toBe(1000);
    for (const id of ids) expect(() => assertPaymentId(id)).not.toThrow();
  });
});
