import { useQuery } from '@tanstack/react-query';
import type { Pilot } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';
import { pilotKeys } from './pilot-keys';

export function getPilots(signal?: AbortSignal): Promise<Pilot[]> {
  return apiRequest<Pilot[]>('/api/show-pilot-list', { signal });
}

export function usePilots() {
  return useQuery({ queryKey: pilotKeys.list(), queryFn: ({ signal }) => getPilots(signal) });
}
