import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { LoadFactorReport, SalesDay } from '@tarmac/shared';
import { apiDownload, apiRequest } from '../../lib/api-client';
import { saveFile } from '../../lib/save-file';

export interface Period {
  from: string;
  to: string;
}

export function useSales(period: Period) {
  return useQuery({
    queryKey: ['reports', 'sales', period],
    queryFn: ({ signal }) => apiRequest<SalesDay[]>('/api/admin/reports/sales', { query: { ...period }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useLoadFactor(period: Period) {
  return useQuery({
    queryKey: ['reports', 'load-factor', period],
    queryFn: ({ signal }) => apiRequest<LoadFactorReport>('/api/admin/reports/load-factor', { query: { ...period }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Downloads a report as CSV (the bearer token goes in the header, so a plain link cannot fetch it). */
export async function downloadCsv(report: 'sales' | 'load-factor', period: Period, by?: 'flight' | 'route'): Promise<void> {
  const query = new URLSearchParams({ ...period, format: 'csv', ...(by ? { by } : {}) });
  const file = await apiDownload(`/api/admin/reports/${report}?${query}`);
  saveFile(file, `${report}${by ? `-${by}s` : ''}-${period.from}-${period.to}.csv`);
}
