import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Created, Location, LocationBody, LocationKind } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';
import { locationApi } from './location-api';
import { locationKeys } from './location-keys';

export function createLocation(kind: LocationKind, body: LocationBody): Promise<Created<Location>> {
  return apiRequest<Created<Location>>(locationApi[kind].create, { method: 'POST', body });
}

export function useCreateLocation(kind: LocationKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LocationBody) => createLocation(kind, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: locationKeys.list(kind) }),
  });
}
