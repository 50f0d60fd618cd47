import { useQuery } from '@tanstack/react-query';
import type { Traveller } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';
import { bookingKeys } from './booking-keys';

/** The signed-in user's saved travellers, to pick passenger names from. */
export function getSavedTravellers(signal?: AbortSignal): Promise<Traveller[]> {
  return apiRequest<Traveller[]>('/api/travellers', { signal });
}

export function useSavedTravellers() {
  return useQuery({ queryKey: bookingKeys.savedTravellers(), queryFn: ({ signal }) => getSavedTravellers(signal) });
}
