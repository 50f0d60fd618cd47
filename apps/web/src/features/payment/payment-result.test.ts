import { describe, expect, it } from 'vitest';
import type { Booking, BookingPayment } from '@tarmac/shared';
import { paymentResultKind, readOutcome } from './payment-result';

const payment = (status: BookingPayment['status']): BookingPayment => ({ _id: `PAY${status}`, provider: 'test', status, amount: 6500, createdAt: '2026-03-01T10:00:00.000Z' });
const booking = (status: Booking['status'], ...payments: BookingPayment['status'][]) => ({ status, payments: payments.map(payment) });

describe('the payment result', () => {
  it('is decided by the booking, whatever the address claims', () => {
    expect(paymentResultKind(booking('ticketed', 'paid'), 'failed')).toBe('paid');
    expect(paymentResultKind(booking('held', 'failed'), 'paid')).toBe('failed');
    expect(paymentResultKind(booking('expired', 'started'), 'paid')).toBe('expired');
    expect(paymentResultKind(booking('cancelled'), 'paid')).toBe('booking-cancelled');
  });

  it('says a failed or cancelled payment apart from the last payment of a held booking', () => {
    expect(paymentResultKind(booking('held', 'failed'), 'failed')).toBe('failed');
    expect(paymentResultKind(booking('held', 'refused'), null)).toBe('failed');
    expect(paymentResultKind(booking('held', 'failed', 'cancelled'), 'cancelled')).toBe('cancelled');
  });

  it('waits for the bank while a started payment is not settled, unless the provider said it ended', () => {
    expect(paymentResultKind(booking('held', 'started'), 'pending')).toBe('pending');
    expect(paymentResultKind(booking('held', 'started'), 'paid')).toBe('pending');
    expect(paymentResultKind(booking('held', 'started'), null)).toBe('pending');
    expect(paymentResultKind(booking('held', 'paid'), 'paid')).toBe('pending');
    expect(paymentResultKind(booking('held', 'started'), 'failed')).toBe('failed');
    expect(paymentResultKind(booking('held', 'started'), 'cancelled')).toBe('cancelled');
  });

  it('calls a held booking without any payment unpaid', () => {
    expect(paymentResultKind(booking('held'), 'paid')).toBe('unpaid');
  });

  it('reads only the four outcomes from the address', () => {
    expect(readOutcome('paid')).toBe('paid');
    expect(readOutcome('pending')).toBe('pending');
    expect(readOutcome('refunded')).toBeNull();
    expect(readOutcome(null)).toBeNull();
  });
});
