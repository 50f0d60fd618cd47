import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FareClass, FareLaddersAnswer, FareLaddersBody, FlightFareView, PromoCodeBody, PromoCodeView } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';

const faresKeys = {
  all: ['fares'] as const,
  ladders: () => [...faresKeys.all, 'ladders'] as const,
  flight: (id: string) => [...faresKeys.all, 'flight', id] as const,
  promos: () => [...faresKeys.all, 'promos'] as const,
};

export const useFareLadders = () =>
  useQuery({ queryKey: faresKeys.ladders(), queryFn: ({ signal }) => apiRequest<FareLaddersAnswer>('/api/admin/fare-ladders', { signal }) });

/** A flight's ladders as they sell now (the preview of what search shows). */
export const useFlightFares = (flightId: string) =>
  useQuery({
    queryKey: faresKeys.flight(flightId),
    queryFn: ({ signal }) => apiRequest<FlightFareView>(`/api/flight-information/${encodeURIComponent(flightId)}/fare-classes`, { signal }),
    enabled: flightId.length > 0,
    retry: false,
  });

export function useSaveRouteFares() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: FareLaddersBody) => apiRequest<{ message: string; data: FareLaddersAnswer }>('/api/admin/fare-ladders', { method: 'PUT', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: faresKeys.all }),
  });
}

export function useSaveFlightFares() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ flightId, packageId, classes }: { flightId: string; packageId: string; classes: FareClass[] }) =>
      apiRequest<{ message: string; data: FlightFareView }>(`/api/flight-information/${encodeURIComponent(flightId)}/fare-classes`, { method: 'PUT', body: { packageId, classes } }),
    onSuccess: () => client.invalidateQueries({ queryKey: faresKeys.all }),
  });
}

export const usePromoCodes = () => useQuery({ queryKey: faresKeys.promos(), queryFn: ({ signal }) => apiRequest<PromoCodeView[]>('/api/admin/promo-codes', { signal }) });

export function useCreatePromoCode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PromoCodeBody) => apiRequest<{ message: string; data: PromoCodeView }>('/api/admin/promo-codes', { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: faresKeys.promos() }),
  });
}

export function useDisablePromoCode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<{ message: string }>(`/api/admin/promo-codes/${encodeURIComponent(id)}/disable`, { method: 'POST', body: {} }),
    onSuccess: () => client.invalidateQueries({ queryKey: faresKeys.promos() }),
  });
}

export function useDeletePromoCode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<{ message: string }>(`/api/admin/promo-codes/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: faresKeys.promos() }),
  });
}
