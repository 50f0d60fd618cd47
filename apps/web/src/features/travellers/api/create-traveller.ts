import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Created, Traveller, travellerBody } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';
import { travellerKeys } from './traveller-keys';

export type TravellerBody = z.input<typeof travellerBody>;

export function createTraveller(body: TravellerBody): Promise<Created<Traveller>> {
  return apiRequest<Created<Traveller>>('/api/travellers', { method: 'POST', body });
}

export function useCreateTraveller() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTraveller,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: travellerKeys.list() }),
  });
}
