import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BoardingPass, CheckInBody } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';
import type { MutationAnswer } from '../../../lib/mutation-answer';
import { checkInKeys } from './check-in-keys';

/** Checks passengers in on one flight; a seat left out is assigned by the server. */
export function postCheckIn(pnr: string, body: CheckInBody): Promise<{ message: string; data: BoardingPass[] }> {
  return apiRequest(`/api/bookings/${encodeURIComponent(pnr)}/check-in`, { method: 'POST', body });
}

export function useCheckIn(pnr: string, answered: MutationAnswer<{ message: string }> = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CheckInBody) => postCheckIn(pnr, body),
    ...answered,
    // A lost seat race changes the map too: read both again either way.
    onSettled: () => client.invalidateQueries({ queryKey: checkInKeys.all }),
  });
}
