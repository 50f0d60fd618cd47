import { useMutation } from '@tanstack/react-query';
import type { FlightResult } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';

export interface FlightSearch {
  travelType: 'oneWay' | 'roundTrip';
  flightFromCurrentLocation: string;
  flightToDestinationLocation: string;
  flightDepartingDate: string;
  flightReturningDate?: string;
  travellers: number;
}

export type FlightSearchAnswer = { results: FlightResult[] } | { departureResults: FlightResult[]; returnResults: FlightResult[] };

/** One-way and round-trip search (public). */
export function searchFlights(search: FlightSearch): Promise<FlightSearchAnswer> {
  return apiRequest<FlightSearchAnswer>('/api/show-search-flight-result', { query: { ...search }, public: true });
}

export function useSearchFlights() {
  return useMutation({ mutationFn: searchFlights });
}
