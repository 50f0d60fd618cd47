import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Location, LocationBody, LocationKind } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';
import { locationKinds } from '../location-kinds';
import { locationKeys } from './location-keys';

export interface LocationSaved {
  message: string;
  data: Location;
}

export function createLocation(kind: LocationKind, body: LocationBody): Promise<LocationSaved> {
  return apiRequest<LocationSaved>(locationKinds[kind].api.create, { method: 'POST', body });
}

export function useCreateLocation(kind: LocationKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LocationBody) => createLocation(kind, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: locationKeys.list(kind) }),
  });
}
