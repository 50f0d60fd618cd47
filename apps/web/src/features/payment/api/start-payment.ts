import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Created, PaymentStart } from '@tarmac/shared';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { bookingQuery } from '../../booking/api/get-booking';

/** Starts a payment of a held booking (owner): where the browser goes to pay. 409 once it is not held any more. */
export function startPayment(pnr: string): Promise<Created<PaymentStart>> {
  return apiRequest<Created<PaymentStart>>(`/api/bookings/${encodeURIComponent(pnr)}/payments`, { method: 'POST' });
}

/**
 * 'Pay now': starts a payment and leaves for the provider's page (SSLCommerz is another site, so a full
 * navigation). A 409 means the booking changed meanwhile (paid, expired, cancelled): it is read again.
 */
export function usePayNow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startPayment,
    onSuccess: ({ data }) => window.location.assign(data.redirectUrl),
    onError: (error, pnr) => {
      if (error instanceof ApiError && error.status === 409) return queryClient.invalidateQueries({ queryKey: bookingQuery(pnr).queryKey });
    },
  });
}
