import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Created, TaxRateBody, TaxTable } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';

const key = ['admin-taxes'] as const;

/** The tax table (admin): every row with its day of effect, and the one in force today. */
export function useTaxTable() {
  return useQuery({ queryKey: key, queryFn: ({ signal }) => apiRequest<TaxTable>('/api/admin/taxes', { signal }) });
}

/** Sets the rates from a day on (today or later). */
export function useSaveTaxRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TaxRateBody) => apiRequest<Created<TaxTable>>('/api/admin/taxes', { method: 'PUT', body }),
    onSuccess: ({ data }) => queryClient.setQueryData(key, data),
  });
}
