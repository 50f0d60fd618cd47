import { useQuery } from '@tanstack/react-query';
import type { LedgerEntry } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';
import { agencyKeys } from './agency-keys';

/** The wallet's statement, newest first: every deposit, sale, commission and refund. */
export const getAgencyLedger = (signal?: AbortSignal) => apiRequest<LedgerEntry[]>('/api/agency/ledger', { signal });

export function useAgencyLedger() {
  return useQuery({ queryKey: agencyKeys.ledger(), queryFn: ({ signal }) => getAgencyLedger(signal) });
}
