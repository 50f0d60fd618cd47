import { queryOptions, useQuery } from '@tanstack/react-query';
import { legacyApiPaths, type Pilot } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';
import { pilotKeys } from './pilot-keys';

export function getPilots(signal?: AbortSignal): Promise<Pilot[]> {
  return apiRequest<Pilot[]>(legacyApiPaths.pilots.list, { signal });
}

export const pilotListQuery = () => queryOptions({ queryKey: pilotKeys.list(), queryFn: ({ signal }) => getPilots(signal) });

export function usePilots() {
  return useQuery(pilotListQuery());
}
