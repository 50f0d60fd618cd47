import { useQuery } from '@tanstack/react-query';
import type { CabinCrew } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';
import { cabinCrewKeys } from './cabin-crew-keys';

export function getCabinCrewMember(id: string, signal?: AbortSignal): Promise<CabinCrew> {
  return apiRequest<CabinCrew>(`/api/cabin-crew/${encodeURIComponent(id)}`, { signal });
}

export function useCabinCrewMember(id: string) {
  return useQuery({ queryKey: cabinCrewKeys.details(id), queryFn: ({ signal }) => getCabinCrewMember(id, signal), enabled: !!id });
}
