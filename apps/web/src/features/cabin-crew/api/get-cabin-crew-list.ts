import { useQuery } from '@tanstack/react-query';
import type { CabinCrew } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';
import { cabinCrewKeys } from './cabin-crew-keys';

export function getCabinCrewList(signal?: AbortSignal): Promise<CabinCrew[]> {
  return apiRequest<CabinCrew[]>('/api/show-cabin-crew-list', { signal });
}

export function useCabinCrewList() {
  return useQuery({ queryKey: cabinCrewKeys.list(), queryFn: ({ signal }) => getCabinCrewList(signal) });
}
