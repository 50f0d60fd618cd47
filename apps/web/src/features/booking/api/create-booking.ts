import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingBody, BookingCreated } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';
import { saveManageToken } from '../../../lib/manage-token';
import { getSession } from '../../../lib/session-store';
import { bookingKeys } from './booking-keys';

export interface CreateBooking {
  body: BookingBody;
  /** Made once per confirmation attempt: a retry or a double click never books twice. */
  idempotencyKey: string;
}

/** Books (signed in or as a guest): the held booking and a manage-booking token for it. */
export function createBooking({ body, idempotencyKey }: CreateBooking): Promise<BookingCreated> {
  return apiRequest<BookingCreated>('/api/bookings', { method: 'POST', body, headers: { 'Idempotency-Key': idempotencyKey } });
}

export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBooking,
    onSuccess: ({ data, manageToken }) => {
      // A guest reaches the booking (payment step, result and ticket pages) with its manage token, for this tab.
      if (!getSession() && manageToken) saveManageToken(data.pnr, manageToken);
      queryClient.setQueryData(bookingKeys.details(data.pnr), data);
      return queryClient.invalidateQueries({ queryKey: bookingKeys.mine() });
    },
  });
}
