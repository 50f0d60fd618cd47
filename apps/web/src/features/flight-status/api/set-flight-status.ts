import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Created, FlightStatus, FlightStatusBody } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';
import { flightKeys } from '../../flights/api/flight-keys';
import { flightStatusKeys } from './flight-status-keys';

/** Sets a flight's status (admin); a delay or cancellation mails every booking on it. */
export function setFlightStatus(flightId: string, body: FlightStatusBody): Promise<Created<FlightStatus>> {
  return apiRequest<Created<FlightStatus>>(`/api/flight-information/${encodeURIComponent(flightId)}/status`, { method: 'PATCH', body });
}

export function useSetFlightStatus(flightId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FlightStatusBody) => setFlightStatus(flightId, body),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: flightKeys.all }), queryClient.invalidateQueries({ queryKey: flightStatusKeys.all })]),
  });
}
