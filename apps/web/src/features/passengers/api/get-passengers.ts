import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** One person who has travelled, summed up from the real bookings. */
export interface PassengerSummary {
  /** The user's id. */
  _id: string;
  email: string;
  name: string;
  phone: string;
  profileImage: string;
  travelCount: number;
  totalDistanceKm: number;
}

export function getPassengers(signal?: AbortSignal): Promise<PassengerSummary[]> {
  return apiRequest<PassengerSummary[]>('/api/admin/passengers', { signal });
}

export function usePassengers() {
  return useQuery({ queryKey: ['passengers', 'list'], queryFn: ({ signal }) => getPassengers(signal) });
}
