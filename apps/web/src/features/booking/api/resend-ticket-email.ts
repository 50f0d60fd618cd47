import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Sends the e-ticket mail of a paid booking again, to its contact (owner or manage token; 409 before payment). */
export function resendTicketEmail(pnr: string): Promise<{ message: string }> {
  return apiRequest<{ message: string }>(`/api/bookings/${encodeURIComponent(pnr)}/resend-email`, { method: 'POST' });
}

export function useResendTicketEmail() {
  return useMutation({ mutationFn: resendTicketEmail });
}
