import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Booking } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';
import { bookingKeys } from './booking-keys';

export interface AdminBookingFilters {
  status?: string;
  pnr?: string;
  email?: string;
  flightId?: string;
  from?: string;
  to?: string;
}

/** All bookings, filtered (admin). */
export function getAdminBookings(filters: AdminBookingFilters, signal?: AbortSignal): Promise<Booking[]> {
  return apiRequest<Booking[]>('/api/admin/bookings', { query: { ...filters }, signal });
}

/** Empty filters are left out of the query (and of its key). */
export const adminBookingsQuery = (filters: AdminBookingFilters) => {
  const clean = Object.fromEntries(Object.entries(filters).filter(([, value]) => !!value)) as Record<string, string>;
  return queryOptions({
    queryKey: bookingKeys.admin(clean),
    queryFn: ({ signal }) => getAdminBookings(clean, signal),
    placeholderData: keepPreviousData,
  });
};

export function useAdminBookings(filters: AdminBookingFilters) {
  return useQuery(adminBookingsQuery(filters));
}
