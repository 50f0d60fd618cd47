import { useQuery } from '@tanstack/react-query';
import { FARE_CALENDAR_DAYS_DEFAULT, FARE_CALENDAR_PATH, type FareCalendarDay } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';
import type { TripCriteria } from '../search-state';

/** The lowest fare of each day around a leg's date (public; one request per strip), read once `enabled`. */
export function useFareCalendar(leg: TripCriteria, travellers: number, enabled = true) {
  const query = {
    from: leg.flightFromCurrentLocation,
    to: leg.flightToDestinationLocation,
    date: leg.flightDepartingDate,
    days: FARE_CALENDAR_DAYS_DEFAULT,
    travellers,
  };
  return useQuery({
    queryKey: ['fare-calendar', query],
    queryFn: ({ signal }) => apiRequest<FareCalendarDay[]>(FARE_CALENDAR_PATH, { query, public: true, signal }),
    staleTime: 30_000,
    enabled,
  });
}
