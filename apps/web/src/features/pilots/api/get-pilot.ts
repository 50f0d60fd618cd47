import { queryOptions, useQuery } from '@tanstack/react-query';
import { legacyApiPaths, type Pilot } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';
import { pilotKeys } from './pilot-keys';

export function getPilot(id: string, signal?: AbortSignal): Promise<Pilot> {
  return apiRequest<Pilot>(`${legacyApiPaths.pilots.one}/${encodeURIComponent(id)}`, { signal });
}

export const pilotQuery = (id: string) =>
  queryOptions({ queryKey: pilotKeys.details(id), queryFn: ({ signal }) => getPilot(id, signal), enabled: !!id });

export function usePilot(id: string) {
  return useQuery(pilotQuery(id));
}
