import { useQuery } from '@tanstack/react-query';
import type { Booking } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';
import { agencyKeys } from './agency-keys';

/** The bookings the agency sold, newest first. */
export const getAgencyBookings = (signal?: AbortSignal) => apiRequest<Booking[]>('/api/agency/bookings', { signal });

export function useAgencyBookings() {
  return useQuery({ queryKey: agencyKeys.bookings(), queryFn: ({ signal }) => getAgencyBookings(signal) });
}
