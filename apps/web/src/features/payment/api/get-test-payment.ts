import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TestPaymentView } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';
import { paymentKeys } from './payment-keys';

/** What the TEST MODE page shows of the payment it completes (public, as a provider's page is). */
export function getTestPayment(paymentId: string, signal?: AbortSignal): Promise<TestPaymentView> {
  return apiRequest<TestPaymentView>(`/api/payments/test/${encodeURIComponent(paymentId)}`, { signal, public: true });
}

export const testPaymentQuery = (paymentId: string) =>
  queryOptions({
    queryKey: paymentKeys.test(paymentId),
    queryFn: ({ signal }) => getTestPayment(paymentId, signal),
    enabled: !!paymentId,
    staleTime: 0,
  });

export function useTestPayment(paymentId: string | undefined) {
  return useQuery(testPaymentQuery(paymentId ?? ''));
}
