import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Booking, CancellationQuote, ChangeOffer, ChangeOptions, Created, NameCorrectionBody, PaymentStart } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';
import { bookingKeys } from './booking-keys';

/** API.md "Changing a booking": the fare calendar of a leg, an offer, accepting it, a name corrected, a partial cancellation quote. */
const base = (pnr: string) => `/api/bookings/${encodeURIComponent(pnr)}`;

export function useChangeOptions(pnr: string, legIndex: number | null) {
  return useQuery({
    queryKey: [...bookingKeys.details(pnr), 'change-options', legIndex],
    queryFn: ({ signal }) => apiRequest<ChangeOptions>(`${base(pnr)}/change-options`, { query: { legIndex: String(legIndex) }, signal }),
    enabled: legIndex !== null,
  });
}

export function useChangeOffer() {
  return useMutation({
    mutationFn: (r: { pnr: string; legIndex: number; flightId: string }) =>
      apiRequest<Created<ChangeOffer>>(`${base(r.pnr)}/change-offers`, { method: 'POST', body: { legIndex: r.legIndex, flightId: r.flightId } }),
  });
}

/** The booking now on its new flight (nothing to pay), or where to pay the change. */
export type ChangeAnswer = { moved: true; booking: Booking; message: string } | { moved: false; payment: PaymentStart };

/** Stores a changed booking where its pages read it, and has lists read again. */
function useBookingChanged() {
  const queryClient = useQueryClient();
  return (booking: Booking) => {
    queryClient.setQueryData(bookingKeys.details(booking.pnr), booking);
    return queryClient.invalidateQueries({ queryKey: bookingKeys.all, predicate: (q) => q.queryKey[1] !== 'details' });
  };
}

export function useAcceptChange() {
  const changed = useBookingChanged();
  return useMutation({
    mutationFn: async (r: { pnr: string; offerId: string }): Promise<ChangeAnswer> => {
      const answer = await apiRequest<Created<Booking | PaymentStart>>(`${base(r.pnr)}/changes`, { method: 'POST', body: { offerId: r.offerId } });
      return 'redirectUrl' in answer.data ? { moved: false, payment: answer.data } : { moved: true, booking: answer.data, message: answer.message };
    },
    onSuccess: (answer) => (answer.moved ? changed(answer.booking) : undefined),
  });
}

export function useCorrectName() {
  const changed = useBookingChanged();
  return useMutation({
    mutationFn: (r: { pnr: string } & NameCorrectionBody) =>
      apiRequest<Created<Booking>>(`${base(r.pnr)}/name-correction`, { method: 'POST', body: { passengerIndex: r.passengerIndex, firstName: r.firstName, lastName: r.lastName } }),
    onSuccess: (answer) => changed(answer.data),
  });
}

export function usePartialQuote() {
  return useMutation({
    mutationFn: (r: { pnr: string; passengers: number[]; legs: number[] }) =>
      apiRequest<Created<CancellationQuote>>(`${base(r.pnr)}/cancellation-quote`, { method: 'POST', body: { passengers: r.passengers, legs: r.legs } }),
  });
}
