import { useMutation } from '@tanstack/react-query';
import type { CancellationQuote, Created } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';

/** What cancelling a booking now gives back by its fare rules, valid for a few minutes (owner or manage token); 200. */
export function getCancellationQuote(pnr: string): Promise<Created<CancellationQuote>> {
  return apiRequest<Created<CancellationQuote>>(`/api/bookings/${encodeURIComponent(pnr)}/cancellation-quote`, { method: 'POST' });
}

export function useCancellationQuote() {
  return useMutation({ mutationFn: getCancellationQuote });
}
