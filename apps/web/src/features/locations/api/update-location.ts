import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LocationBody, LocationKind } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';
import { locationKinds } from '../location-kinds';
import type { LocationSaved } from './create-location';
import { locationKeys } from './location-keys';

/** `locationImage` may be the current image's URL, which keeps it. */
export function updateLocation(kind: LocationKind, id: string, body: LocationBody): Promise<LocationSaved> {
  return apiRequest<LocationSaved>(locationKinds[kind].api.one(id), { method: 'PUT', body });
}

export function useUpdateLocation(kind: LocationKind, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LocationBody) => updateLocation(kind, id, body),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(locationKeys.details(kind, id), data);
      return queryClient.invalidateQueries({ queryKey: locationKeys.list(kind) });
    },
  });
}
