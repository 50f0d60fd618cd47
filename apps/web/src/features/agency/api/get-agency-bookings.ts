import type { Booking } from '@tarmac/shared';
import { useServerList } from '../../../lib/use-server-list';
import { agencyKeys } from './agency-keys';

/** The bookings the agency sold (every agent's), a page at a time, newest first, searched on the server. */
export function useAgencyBookings() {
  return useServerList<Booking>({ key: agencyKeys.bookings(), path: '/api/agency/bookings', defaultSort: '-createdAt', pageSize: 20 });
}
