import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Booking, Created } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';
import { bookingKeys } from './booking-keys';

/** Cancels a booking of a future flight (owner or admin); its seats go back on sale. */
export function cancelBooking(pnr: string): Promise<Created<Booking>> {
  return apiRequest<Created<Booking>>(`/api/bookings/${encodeURIComponent(pnr)}/cancel`, { method: 'POST' });
}

export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBooking,
    onSuccess: ({ data }) => {
      queryClient.setQueryData(bookingKeys.details(data.pnr), data);
      return queryClient.invalidateQueries({ queryKey: bookingKeys.all, predicate: (q) => q.queryKey[1] !== 'details' });
    },
  });
}
