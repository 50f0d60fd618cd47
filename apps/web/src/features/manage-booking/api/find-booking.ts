import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ManageBookingAnswer, ManageBookingBody } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';
import { saveManageToken } from '../../../lib/manage-token';
import { bookingQuery } from '../../booking/api/get-booking';
import { rememberManagedPnr } from '../managed-booking';

/** Finds a booking by its reference and a passenger's last name: a 60-minute token for that booking only (public). */
export function findBooking(body: ManageBookingBody): Promise<ManageBookingAnswer> {
  return apiRequest<ManageBookingAnswer>('/api/manage-booking', { method: 'POST', body, public: true });
}

export function useFindBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: findBooking,
    onSuccess: ({ token, expiresAt, booking }) => {
      saveManageToken(booking.pnr, token, expiresAt);
      rememberManagedPnr(booking.pnr);
      queryClient.setQueryData(bookingQuery(booking.pnr).queryKey, booking);
    },
  });
}
