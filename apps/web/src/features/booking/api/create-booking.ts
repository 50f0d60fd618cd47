import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Booking, BookingBody, Created } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';
import { bookingKeys } from './booking-keys';

export interface CreateBooking {
  body: BookingBody;
  /** Made once per confirmation attempt: a retry or a double click never books twice. */
  idempotencyKey: string;
}

export function createBooking({ body, idempotencyKey }: CreateBooking): Promise<Created<Booking>> {
  return apiRequest<Created<Booking>>('/api/bookings', { method: 'POST', body, headers: { 'Idempotency-Key': idempotencyKey } });
}

export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBooking,
    onSuccess: ({ data }) => {
      queryClient.setQueryData(bookingKeys.details(data.pnr), data);
      return queryClient.invalidateQueries({ queryKey: bookingKeys.mine() });
    },
  });
}
