import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Traveller, travellerBody } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';
import { travellerKeys } from './traveller-keys';

export type TravellerBody = z.input<typeof travellerBody>;

export interface TravellerSaved {
  message: string;
  data: Traveller;
}

export function createTraveller(body: TravellerBody): Promise<TravellerSaved> {
  return apiRequest<TravellerSaved>('/api/travellers', { method: 'POST', body });
}

export function useCreateTraveller() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTraveller,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: travellerKeys.list() }),
  });
}
