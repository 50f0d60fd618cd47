import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Booking } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';
import { bookingQuery } from '../../booking/api/get-booking';
import { agencyKeys } from './agency-keys';

/** An agent pays a held booking from the agency's wallet: it is ticketed at once (402 when the wallet is short). */
export const payFromWallet = (pnr: string) => apiRequest<{ message: string; data: Booking }>(`/api/bookings/${encodeURIComponent(pnr)}/pay-from-wallet`, { method: 'POST' });

export function usePayFromWallet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: payFromWallet,
    onSuccess: ({ data }) => {
      queryClient.setQueryData(bookingQuery(data.pnr).queryKey, data);
      return queryClient.invalidateQueries({ queryKey: agencyKeys.all });
    },
  });
}
