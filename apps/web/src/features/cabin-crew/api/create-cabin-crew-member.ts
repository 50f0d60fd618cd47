import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { cabinCrewBody, CabinCrew } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';
import { cabinCrewKeys } from './cabin-crew-keys';

export type CabinCrewBody = z.input<typeof cabinCrewBody>;

export interface CabinCrewSaved {
  message: string;
  data: CabinCrew;
}

export function createCabinCrew(body: CabinCrewBody): Promise<CabinCrewSaved> {
  return apiRequest<CabinCrewSaved>('/api/upload-cabin-crew-information', { method: 'POST', body });
}

export function useCreateCabinCrew() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCabinCrew,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cabinCrewKeys.list() }),
  });
}
