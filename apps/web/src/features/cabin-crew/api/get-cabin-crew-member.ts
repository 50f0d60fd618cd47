import { queryOptions, useQuery } from '@tanstack/react-query';
import { legacyApiPaths, type CabinCrew } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';
import { cabinCrewKeys } from './cabin-crew-keys';

export function getCabinCrewMember(id: string, signal?: AbortSignal): Promise<CabinCrew> {
  return apiRequest<CabinCrew>(`${legacyApiPaths.cabinCrew.one}/${encodeURIComponent(id)}`, { signal });
}

export const cabinCrewMemberQuery = (id: string) =>
  queryOptions({ queryKey: cabinCrewKeys.details(id), queryFn: ({ signal }) => getCabinCrewMember(id, signal), enabled: !!id });

export function useCabinCrewMember(id: string) {
  return useQuery(cabinCrewMemberQuery(id));
}
