import { useMutation } from '@tanstack/react-query';
import type { PaymentOutcome, TestPaymentComplete } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';

export interface CompleteTestPayment {
  paymentId: string;
  outcome: PaymentOutcome;
}

/** The TEST MODE page's Pay / Fail / Cancel: the same callback path a real provider's would take. */
export function completeTestPayment({ paymentId, outcome }: CompleteTestPayment): Promise<{ message: string; data: TestPaymentComplete }> {
  return apiRequest(`/api/payments/test/${encodeURIComponent(paymentId)}/complete`, { method: 'POST', body: { outcome }, public: true });
}

/** Completes the test payment, then goes where the provider would send the browser back to (the result page). */
export function useCompleteTestPayment() {
  return useMutation({
    mutationFn: completeTestPayment,
    onSuccess: ({ data }) => window.location.assign(data.redirectUrl),
  });
}
