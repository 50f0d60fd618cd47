import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { bookingKeys } from './booking-keys';

export interface ManifestPassenger {
  pnr: string;
  name: string;
  ticket: string;
  packageName: string;
  userEmail: string;
  status: 'confirmed' | 'cancelled';
}

export interface FlightManifest {
  flight: {
    _id: string;
    planeNumber?: string;
    flightNumber?: string;
    flightFromCurrentLocation?: string;
    flightToDestinationLocation?: string;
    flightDepartingDate?: string;
    flightDepartingTime?: string;
    flightArrivalDate?: string;
    flightArrivalTime?: string;
    seatCapacity?: number;
    seatsLeft?: number;
  };
  passengers: ManifestPassenger[];
}

/** A flight and everyone booked on it (admin). */
export function getFlightManifest(flightId: string, signal?: AbortSignal): Promise<FlightManifest> {
  return apiRequest<FlightManifest>(`/api/admin/flights/${encodeURIComponent(flightId)}/manifest`, { signal });
}

export function useFlightManifest(flightId: string | undefined) {
  return useQuery({
    queryKey: bookingKeys.manifest(flightId ?? ''),
    queryFn: ({ signal }) => getFlightManifest(flightId ?? '', signal),
    enabled: !!flightId,
  });
}
