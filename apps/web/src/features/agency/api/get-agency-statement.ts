import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { AgencyStatement } from '@tarmac/shared';
import { apiDownload, apiRequest } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { agencyKeys } from './agency-keys';

/** Whose statement: the agent's own agency (`/api/agency/statement`) or, for an admin, one agency's. */
export const statementPath = (agencyId?: string) => (agencyId ? `/api/admin/agencies/${encodeURIComponent(agencyId)}/statement` : '/api/agency/statement');

export interface StatementPeriod {
  from: string;
  to: string;
}

const query = (p: StatementPeriod, format?: 'csv' | 'pdf') => `?${new URLSearchParams({ from: p.from, to: p.to, ...(format ? { format } : {}) })}`;

/** A wallet's statement of a period: the balance before it, its entries oldest first with the balance after each, the totals. */
export function useAgencyStatement(path: string, period: StatementPeriod) {
  return useQuery({
    queryKey: agencyKeys.statement(path, period.from, period.to),
    queryFn: ({ signal }) => apiRequest<AgencyStatement>(`${path}${query(period)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Saves the statement as CSV or PDF, named by the agency's registration number and the period. */
export function useDownloadStatement(path: string) {
  return useMutation({
    mutationFn: async ({ period, format, registration }: { period: StatementPeriod; format: 'csv' | 'pdf'; registration: string }) => {
      saveFile(await apiDownload(`${path}${query(period, format)}`), `statement-${registration}-${period.from}-${period.to}.${format}`);
    },
  });
}
