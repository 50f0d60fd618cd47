import { useQuery } from '@tanstack/react-query';
import type { AgencyOverview } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';
import { agencyKeys } from './agency-keys';

/** The agent's agency with its balance, credit limit and what it may still spend. */
export const getAgencyOverview = (signal?: AbortSignal) => apiRequest<AgencyOverview>('/api/agency', { signal });

export function useAgencyOverview() {
  return useQuery({ queryKey: agencyKeys.overview(), queryFn: ({ signal }) => getAgencyOverview(signal) });
}
