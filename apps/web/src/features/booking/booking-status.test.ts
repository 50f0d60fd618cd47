import { describe, expect, it } from 'vitest';
import { awaitsPayment, latestRefund, refundText } from './booking-status';

describe('a booking’s status', () => {
  const now = Date.parse('2026-03-01T10:00:00.000Z');

  it('awaits payment only while held and before its deadline', () => {
    expect(awaitsPayment({ status: 'held', payBy: '2026-03-01T10:20:00.000Z' }, now)).toBe(true);
    expect(awaitsPayment({ status: 'held', payBy: '2026-03-01T09:59:59.000Z' }, now)).toBe(false);
    expect(awaitsPayment({ status: 'ticketed', payBy: '2026-03-01T10:20:00.000Z' }, now)).toBe(false);
    expect(awaitsPayment({ status: 'expired', payBy: '2026-03-01T10:20:00.000Z' }, now)).toBe(false);
  });

  it('says how far a refund has come, in taka', () => {
    const at = '2026-03-01T10:00:00.000Z';
    const refund = { _id: 'RFAAAA', paymentId: 'PAYAAAA', createdAt: at, updatedAt: at, expectedBy: '2026-03-08T10:00:00.000Z' };
    expect(refundText({ ...refund, amount: 13000, status: 'done' })).toBe('13,000 TK refunded.');
    expect(refundText({ ...refund, amount: 13000, status: 'requested' })).toBe('Refund of 13,000 TK on its way, expected by 2026-03-08.');
    expect(refundText({ ...refund, amount: 13000, status: 'processing' })).toBe('Refund of 13,000 TK on its way, expected by 2026-03-08.');
    expect(refundText({ ...refund, amount: 500, status: 'failed' })).toMatch(/^Refund of 500 TK could not be sent yet/);
  });

  it('reads the latest refund, if any', () => {
    expect(latestRefund({ refunds: [] })).toBeUndefined();
    const first = { _id: 'RFA', paymentId: 'PAYA', amount: 1, status: 'failed' as const, createdAt: 'a', updatedAt: 'a', expectedBy: 'a' };
    const second = { _id: 'RFB', paymentId: 'PAYA', amount: 1, status: 'done' as const, createdAt: 'b', updatedAt: 'b', expectedBy: 'b' };
    expect(latestRefund({ refunds: [first, second] })).toBe(second);
  });
});
