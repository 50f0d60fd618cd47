import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Created, ServicePrices, ServicePricesBody } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';

const key = ['service-prices'] as const;

/** The admin's service prices: seat kinds per tier, extra bags per route, meals. */
export function useServicePrices() {
  return useQuery({ queryKey: key, queryFn: ({ signal }) => apiRequest<ServicePrices>('/api/admin/service-prices', { signal }) });
}

export function useSaveServicePrices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ServicePricesBody) => apiRequest<Created<ServicePrices>>('/api/admin/service-prices', { method: 'PUT', body }),
    onSuccess: ({ data }) => queryClient.setQueryData(key, data),
  });
}
