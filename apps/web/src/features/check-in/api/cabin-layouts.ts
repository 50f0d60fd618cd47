import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CabinLayout, CabinLayoutBody } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';
import { checkInKeys } from './check-in-keys';

export const useCabinLayouts = () =>
  useQuery({ queryKey: checkInKeys.layouts(), queryFn: ({ signal }) => apiRequest<CabinLayout[]>('/api/admin/cabin-layouts', { signal }) });

/** Creates a layout, or with an id replaces it. */
export function useSaveCabinLayout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: CabinLayoutBody }) =>
      apiRequest<{ message: string; data: CabinLayout }>(id ? `/api/admin/cabin-layouts/${encodeURIComponent(id)}` : '/api/admin/cabin-layouts', { method: id ? 'PUT' : 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: checkInKeys.all }),
  });
}

export function useDeleteCabinLayout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<{ message: string }>(`/api/admin/cabin-layouts/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: checkInKeys.all }),
  });
}
