import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { pilotBody, Pilot } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';
import { pilotKeys } from './pilot-keys';

export type PilotBody = z.input<typeof pilotBody>;

export interface PilotSaved {
  message: string;
  data: Pilot;
}

export function createPilot(body: PilotBody): Promise<PilotSaved> {
  return apiRequest<PilotSaved>('/api/upload-pilot-information', { method: 'POST', body });
}

export function useCreatePilot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPilot,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pilotKeys.list() }),
  });
}
