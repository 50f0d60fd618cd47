import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BoardingPass, CheckInBody } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';
import { checkInKeys } from './check-in-keys';

/** Checks passengers in on one flight; a seat left out is assigned by the server. */
export function postCheckIn(pnr: string, body: CheckInBody): Promise<{ message: string; data: BoardingPass[] }> {
  return apiRequest(`/api/bookings/${encodeURIComponent(pnr)}/check-in`, { method: 'POST', body });
}

/**
 * `onCheckedIn` runs with the mutation itself, not with the caller's `mutate`: the passes it brings back unmount
 * the seat chooser that asked, and TanStack Query drops a per-call callback whose component has gone.
 */
export function useCheckIn(pnr: string, onCheckedIn: (answer: { message: string }) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CheckInBody) => postCheckIn(pnr, body),
    onSuccess: onCheckedIn,
    // A lost seat race changes the map too: read both again either way.
    onSettled: () => client.invalidateQueries({ queryKey: checkInKeys.all }),
  });
}
