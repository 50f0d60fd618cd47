import { useQuery } from '@tanstack/react-query';
import type { Pilot } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';
import { pilotKeys } from './pilot-keys';

export function getPilot(id: string, signal?: AbortSignal): Promise<Pilot> {
  return apiRequest<Pilot>(`/api/pilots/${encodeURIComponent(id)}`, { signal });
}

export function usePilot(id: string) {
  return useQuery({ queryKey: pilotKeys.details(id), queryFn: ({ signal }) => getPilot(id, signal), enabled: !!id });
}
