import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Booking } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';
import { bookingKeys } from './booking-keys';

/** The signed-in user's own bookings, newest first. */
export function getMyBookings(signal?: AbortSignal): Promise<Booking[]> {
  return apiRequest<Booking[]>('/api/bookings', { signal });
}

export const myBookingsQuery = () => queryOptions({ queryKey: bookingKeys.mine(), queryFn: ({ signal }) => getMyBookings(signal) });

export function useMyBookings(enabled = true) {
  return useQuery({ ...myBookingsQuery(), enabled });
}
