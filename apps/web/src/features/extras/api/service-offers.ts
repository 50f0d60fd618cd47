import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddServicesBody, Booking, Created, ServiceOffer } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';
import { bookingKeys } from '../../booking/api/booking-keys';

/** What may be added to a booking now (seats, bags, meals, assistance), priced by the server. */
export function getServiceOffers(pnr: string, signal?: AbortSignal): Promise<ServiceOffer[]> {
  return apiRequest<ServiceOffer[]>(`/api/bookings/${encodeURIComponent(pnr)}/service-offers`, { signal });
}

export const serviceOffersQuery = (pnr: string) =>
  queryOptions({ queryKey: [...bookingKeys.details(pnr), 'service-offers'], queryFn: ({ signal }) => getServiceOffers(pnr, signal), enabled: !!pnr, staleTime: 0 });

export function useServiceOffers(pnr: string) {
  return useQuery(serviceOffersQuery(pnr));
}

/** Adds services to a booking: a hold's total grows; after ticketing priced ones become the balance due. */
export function useAddServices(pnr: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddServicesBody) => apiRequest<Created<Booking>>(`/api/bookings/${encodeURIComponent(pnr)}/services`, { method: 'POST', body }),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(bookingKeys.details(pnr), data);
      return queryClient.invalidateQueries({ queryKey: bookingKeys.details(pnr) });
    },
  });
}
