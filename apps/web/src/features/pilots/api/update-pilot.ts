import { useMutation, useQueryClient } from '@tanstack/react-query';
import { legacyApiPaths, type Created, type Pilot } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';
import { flightKeys } from '../../flights/api/flight-keys';
import type { PilotBody } from './create-pilot';
import { pilotKeys } from './pilot-keys';

export function updatePilot(id: string, body: PilotBody): Promise<Created<Pilot>> {
  return apiRequest<Created<Pilot>>(`${legacyApiPaths.pilots.one}/${encodeURIComponent(id)}`, { method: 'PUT', body });
}

export function useUpdatePilot(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PilotBody) => updatePilot(id, body),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(pilotKeys.details(id), data);
      // Flight lists show the name too.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: pilotKeys.list() }),
        queryClient.invalidateQueries({ queryKey: flightKeys.all }),
      ]);
    },
  });
}
