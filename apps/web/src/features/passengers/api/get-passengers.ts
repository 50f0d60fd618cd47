import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PassengerSummary } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';

/** Everyone who has booked, with their flights and distance flown (admin). */
export function getPassengers(signal?: AbortSignal): Promise<PassengerSummary[]> {
  return apiRequest<PassengerSummary[]>('/api/admin/passengers', { signal });
}

export const passengerListQuery = () => queryOptions({ queryKey: ['passengers', 'list'], queryFn: ({ signal }) => getPassengers(signal) });

export function usePassengers() {
  return useQuery(passengerListQuery());
}
