import { queryOptions } from '@tanstack/react-query';
import type { FlightStatus } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';
import { flightStatusKeys } from './flight-status-keys';

/** A flight's status by its number and local departure date (anyone). */
export function getFlightStatus(flightNumber: string, date: string, signal?: AbortSignal): Promise<FlightStatus> {
  return apiRequest<FlightStatus>('/api/flight-status', { query: { flightNumber, date }, signal, public: true });
}

export const flightStatusQuery = (flightNumber: string, date: string) =>
  queryOptions({
    queryKey: flightStatusKeys.one(flightNumber, date),
    queryFn: ({ signal }) => getFlightStatus(flightNumber, date, signal),
    enabled: !!flightNumber && !!date,
    staleTime: 0,
    retry: false,
  });
