import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Traveller } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';
import { travellerKeys } from './traveller-keys';

export function getTraveller(id: string, signal?: AbortSignal): Promise<Traveller> {
  return apiRequest<Traveller>(`/api/travellers/${encodeURIComponent(id)}`, { signal });
}

export const travellerQuery = (id: string) =>
  queryOptions({ queryKey: travellerKeys.details(id), queryFn: ({ signal }) => getTraveller(id, signal), enabled: !!id });

export function useTraveller(id: string) {
  return useQuery(travellerQuery(id));
}
