import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { legacyApiPaths, type CabinCrew, type cabinCrewBody, type Created } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';
import { cabinCrewKeys } from './cabin-crew-keys';

export type CabinCrewBody = z.input<typeof cabinCrewBody>;

export function createCabinCrew(body: CabinCrewBody): Promise<Created<CabinCrew>> {
  return apiRequest<Created<CabinCrew>>(legacyApiPaths.cabinCrew.create, { method: 'POST', body });
}

export function useCreateCabinCrew() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCabinCrew,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cabinCrewKeys.list() }),
  });
}
