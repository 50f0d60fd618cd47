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

/**
 * How long a booking stays fresh for the pages that show its status as they open (the payment step, manage booking).
 * The status changes away from the page (paid, expired, cancelled at the desk), so they read the booking when they
 * open, unless it was read moments ago for this very visit: by the route's own prefetch, or by the search that found
 * it. That answer is shown as it is, not asked for a second time.
 */
export const BOOKING_FRESH_MS = 10_000;

export function useBooking(pnr: string | undefined) {
  return useQuery(bookingQuery(pnr ?? ''));
}
