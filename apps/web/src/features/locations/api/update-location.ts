import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Created, Location, LocationBody, LocationKind } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';
import { locationUrl } from './location-api';
import { locationKeys } from './location-keys';

/** `locationImage` may be the current image's URL, which keeps it. */
export function updateLocation(kind: LocationKind, id: string, body: LocationBody): Promise<Created<Location>> {
  return apiRequest<Created<Location>>(locationUrl(kind, id), { method: 'PUT', body });
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
