import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Traveller } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';
import { travellerKeys } from './traveller-keys';

/** The signed-in user's saved travellers. */
export function getTravellers(signal?: AbortSignal): Promise<Traveller[]> {
  return apiRequest<Traveller[]>('/api/travellers', { signal });
}

/** The one query of the saved travellers, for their own page and for picking passenger names. */
export const travellerListQuery = () => queryOptions({ queryKey: travellerKeys.list(), queryFn: ({ signal }) => getTravellers(signal) });

export function useTravellers() {
  return useQuery(travellerListQuery());
}
