import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BookingRules } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';
import { bookingKeys } from './booking-keys';

/** The fares of children and infants as percent of the adult fare, and how long a hold lasts (public). */
export function getBookingRules(signal?: AbortSignal): Promise<BookingRules> {
  return apiRequest<BookingRules>('/api/booking-rules', { signal, public: true });
}

export const bookingRulesQuery = () =>
  queryOptions({ queryKey: [...bookingKeys.all, 'rules'] as const, queryFn: ({ signal }) => getBookingRules(signal), staleTime: 10 * 60_000 });

export function useBookingRules() {
  return useQuery(bookingRulesQuery());
}
