import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Booking, Created } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';
import type { MutationAnswer } from '../../../lib/mutation-answer';
import { bookingKeys } from './booking-keys';

export interface CancelRequest {
  pnr: string;
  /** The confirmed cancellation quote of a ticketed booking; a held booking needs none. */
  quoteId?: string;
  /** An agent's cancellation: the code the traveller was sent (issue 32). */
  consentCode?: string;
}

/**
 * Cancels a booking of a future flight (owner, admin or manage token); its seats go back on sale. A ticketed
 * booking is cancelled by confirming its quote (409 when the quote expired or the booking changed).
 */
export function cancelBooking(request: CancelRequest | string): Promise<Created<Booking>> {
  const { pnr, quoteId, consentCode } = typeof request === 'string' ? { pnr: request, quoteId: undefined, consentCode: undefined } : request;
  return apiRequest<Created<Booking>>(`/api/bookings/${encodeURIComponent(pnr)}/cancel`, {
    method: 'POST',
    ...(quoteId || consentCode ? { body: { ...(quoteId ? { quoteId } : {}), ...(consentCode ? { consentCode } : {}) } } : {}),
  });
}

export function useCancelBooking(answered: MutationAnswer<Created<Booking>> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBooking,
    onError: answered.onError,
    onSuccess: (answer) => {
      const { data } = answer;
      answered.onSuccess?.(answer);
      queryClient.setQueryData(bookingKeys.details(data.pnr), data);
      return queryClient.invalidateQueries({ queryKey: bookingKeys.all, predicate: (q) => q.queryKey[1] !== 'details' });
    },
  });
}
