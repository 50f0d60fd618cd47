import { useQuery } from '@tanstack/react-query';
import type { Traveller } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';
import { travellerKeys } from './traveller-keys';

export function getTraveller(id: string, signal?: AbortSignal): Promise<Traveller> {
  return apiRequest<Traveller>(`/api/travellers/${encodeURIComponent(id)}`, { signal });
}

export function useTraveller(id: string) {
  return useQuery({ queryKey: travellerKeys.details(id), queryFn: ({ signal }) => getTraveller(id, signal), enabled: !!id });
}
