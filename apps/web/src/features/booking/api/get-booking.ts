import { useQuery } from '@tanstack/react-query';
import type { Booking } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';
import { bookingKeys } from './booking-keys';

/** One booking by its reference (owner or admin). */
export function getBooking(pnr: string, signal?: AbortSignal): Promise<Booking> {
  return apiRequest<Booking>(`/api/bookings/${encodeURIComponent(pnr)}`, { signal });
}

export function useBooking(pnr: string | undefined) {
  return useQuery({
    queryKey: bookingKeys.details(pnr ?? ''),
    queryFn: ({ signal }) => getBooking(pnr ?? '', signal),
    enabled: !!pnr,
  });
}
