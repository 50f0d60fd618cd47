import { queryOptions, useQuery } from '@tanstack/react-query';
import { legacyApiPaths, type CabinCrew } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';
import { cabinCrewKeys } from './cabin-crew-keys';

export function getCabinCrewList(signal?: AbortSignal): Promise<CabinCrew[]> {
  return apiRequest<CabinCrew[]>(legacyApiPaths.cabinCrew.list, { signal });
}

export const cabinCrewListQuery = () => queryOptions({ queryKey: cabinCrewKeys.list(), queryFn: ({ signal }) => getCabinCrewList(signal) });

export function useCabinCrewList() {
  return useQuery(cabinCrewListQuery());
}
