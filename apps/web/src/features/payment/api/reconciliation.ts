import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PaymentAttentionSummary, PaymentReconcileAnswer, PaymentReconciliation } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';

/** Every admin payments query starts with this key: the lists, the attention counts and each comparison. */
export const adminPaymentsKey = ['admin-payments'] as const;
const comparisonKey = (paymentId: string) => [...adminPaymentsKey, 'reconciliation', paymentId] as const;
const path = (paymentId: string) => `/api/admin/payments/${encodeURIComponent(paymentId)}`;

/** How many payments need a look, by why (admin). */
export function usePaymentAttention() {
  return useQuery({
    queryKey: [...adminPaymentsKey, 'attention'],
    queryFn: ({ signal }) => apiRequest<PaymentAttentionSummary>('/api/admin/payments/attention', { signal }),
  });
}

/**
 * Asks the payment's provider now what it says of one payment, beside what we recorded (admin). Asked each time the
 * comparison opens, never from a cache, and not retried: a provider that cannot be asked says so at once.
 */
export function usePaymentComparison(paymentId: string) {
  return useQuery({
    queryKey: comparisonKey(paymentId),
    queryFn: ({ signal }) => apiRequest<PaymentReconciliation>(`${path(paymentId)}/reconciliation`, { signal }),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

/** Settles the payment now with the provider's word, as the reconciliation job would; the lists are read again. */
export function useSettlePayment(paymentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<PaymentReconcileAnswer>(`${path(paymentId)}/reconcile`, { method: 'POST' }),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(comparisonKey(paymentId), data);
      void queryClient.invalidateQueries({ queryKey: adminPaymentsKey, predicate: (q) => q.queryKey[2] !== paymentId });
    },
  });
}
