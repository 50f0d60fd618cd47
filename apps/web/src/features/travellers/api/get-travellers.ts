import { useQuery } from '@tanstack/react-query';
import type { Traveller } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';
import { travellerKeys } from './traveller-keys';

export function getTravellers(signal?: AbortSignal): Promise<Traveller[]> {
  return apiRequest<Traveller[]>('/api/travellers', { signal });
}

export function useTravellers() {
  return useQuery({ queryKey: travellerKeys.list(), queryFn: ({ signal }) => getTravellers(signal) });
}
