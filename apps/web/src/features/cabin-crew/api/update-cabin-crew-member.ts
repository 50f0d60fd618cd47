import { useMutation, useQueryClient } from '@tanstack/react-query';
import { legacyApiPaths, type CabinCrew, type Created } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';
import { flightKeys } from '../../flights/api/flight-keys';
import type { CabinCrewBody } from './create-cabin-crew-member';
import { cabinCrewKeys } from './cabin-crew-keys';

export function updateCabinCrew(id: string, body: CabinCrewBody): Promise<Created<CabinCrew>> {
  return apiRequest<Created<CabinCrew>>(`${legacyApiPaths.cabinCrew.one}/${encodeURIComponent(id)}`, { method: 'PUT', body });
}

export function useUpdateCabinCrew(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CabinCrewBody) => updateCabinCrew(id, body),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(cabinCrewKeys.details(id), data);
      // Flight lists show the name too.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: cabinCrewKeys.list() }),
        queryClient.invalidateQueries({ queryKey: flightKeys.all }),
      ]);
    },
  });
}
