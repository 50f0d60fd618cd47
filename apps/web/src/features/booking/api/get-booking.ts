import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Booking } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';
import { bookingKeys } from './booking-keys';

/** One booking by its reference (owner or admin). */
export function getBooking(pnr: string, signal?: AbortSignal): Promise<Booking> {
  return apiRequest<Booking>(`/api/bookings/${encodeURIComponent(pnr)}`, { signal });
}

export const bookingQuery = (pnr: string) =>
  queryOptions({ queryKey: bookingKeys.details(pnr), queryFn: ({ signal }) => getBooking(pnr, signal), enabled: !!pnr });

export function useBooking(pnr: string | undefined) {
  return useQuery(bookingQuery(pnr ?? ''));
}
