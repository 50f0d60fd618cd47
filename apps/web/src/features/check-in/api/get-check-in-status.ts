import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CheckInStatus } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';
import { checkInKeys } from './check-in-keys';

/** Each flight's check-in window and the passes issued (owner, admin or manage-booking token). */
export function getCheckInStatus(pnr: string, signal?: AbortSignal): Promise<CheckInStatus> {
  return apiRequest<CheckInStatus>(`/api/bookings/${encodeURIComponent(pnr)}/check-in`, { signal });
}

export const checkInStatusQuery = (pnr: string) =>
  queryOptions({ queryKey: checkInKeys.status(pnr), queryFn: ({ signal }) => getCheckInStatus(pnr, signal), enabled: !!pnr });

export function useCheckInStatus(pnr: string | undefined, enabled = true) {
  return useQuery({ ...checkInStatusQuery(pnr ?? ''), enabled: !!pnr && enabled });
}
