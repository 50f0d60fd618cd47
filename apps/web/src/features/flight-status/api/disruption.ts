import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Booking, Created, RebookBody, RebookingOptions } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';
import { bookingKeys } from '../../booking/api/booking-keys';
import { flightStatusKeys } from './flight-status-keys';

const bookingPath = (pnr: string) => `/api/bookings/${encodeURIComponent(pnr)}`;

/** A booking's cancelled flights with the flights they may move to, and the refund (owner, admin or manage token). */
export const rebookingOptionsQuery = (pnr: string) =>
  queryOptions({
    queryKey: flightStatusKeys.rebooking(pnr),
    queryFn: ({ signal }) => apiRequest<RebookingOptions>(`${bookingPath(pnr)}/rebooking-options`, { signal }),
    staleTime: 0,
  });

function useBookingChange<T>(mutationFn: (input: T) => Promise<Created<Booking>>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: ({ data }) => {
      queryClient.setQueryData(bookingKeys.details(data.pnr), data);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: flightStatusKeys.rebooking(data.pnr) }),
        queryClient.invalidateQueries({ queryKey: bookingKeys.all, predicate: (q) => q.queryKey[1] !== 'details' }),
      ]);
    },
  });
}

/** Moves a cancelled leg to another flight of its route, free. */
export function useRebook(pnr: string) {
  return useBookingChange((body: RebookBody) => apiRequest<Created<Booking>>(`${bookingPath(pnr)}/rebook`, { method: 'POST', body }));
}

/** Cancels the booking with a full refund, because the airline cancelled a flight of it. */
export function useDisruptionRefund(pnr: string) {
  return useBookingChange(() => apiRequest<Created<Booking>>(`${bookingPath(pnr)}/disruption-refund`, { method: 'POST' }));
}
