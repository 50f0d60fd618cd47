import { keepPreviousData, useQuery } from '@tanstack/react-query';
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

/** All bookings, filtered (admin). Empty filters are left out of the query. */
export function getAdminBookings(filters: AdminBookingFilters, signal?: AbortSignal): Promise<Booking[]> {
  return apiRequest<Booking[]>('/api/admin/bookings', { query: { ...filters }, signal });
}

export function useAdminBookings(filters: AdminBookingFilters) {
  const clean = Object.fromEntries(Object.entries(filters).filter(([, value]) => !!value)) as Record<string, string>;
  return useQuery({
    queryKey: bookingKeys.admin(clean),
    queryFn: ({ signal }) => getAdminBookings(clean, signal),
    placeholderData: keepPreviousData,
  });
}
