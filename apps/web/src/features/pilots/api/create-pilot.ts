import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { legacyApiPaths, type Created, type pilotBody, type Pilot } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';
import { pilotKeys } from './pilot-keys';

export type PilotBody = z.input<typeof pilotBody>;

export function createPilot(body: PilotBody): Promise<Created<Pilot>> {
  return apiRequest<Created<Pilot>>(legacyApiPaths.pilots.create, { method: 'POST', body });
}

export function useCreatePilot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPilot,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pilotKeys.list() }),
  });
}
