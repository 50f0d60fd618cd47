import { useEffect, useState } from 'react';
import type { Location, LocationKind } from '@tarmac/shared';
import { getLocations } from './get-locations-request';

/**
 * The destination lists as the first page reads them (search panel, popular-location carousels), without
 * TanStack Query, which loads with the first other page instead (its 10 KB would not fit the home page's
 * first-visit budget next to the language catalogs). Every mount asks the server again, so a destination
 * added in the back office shows at once; readers that mount together share one request, and the last
 * answer is shown meanwhile.
 */
interface ListState {
  data?: Location[];
  error?: unknown;
}

const inFlight = new Map<LocationKind, Promise<Location[]>>();
const last = new Map<LocationKind, Location[]>();

function request(kind: LocationKind): Promise<Location[]> {
  let pending = inFlight.get(kind);
  if (!pending) {
    pending = getLocations(kind).then(
      (list) => {
        last.set(kind, list);
        return list;
      },
      (error: unknown) => {
        throw error;
      },
    );
    const forget = () => inFlight.delete(kind);
    pending.then(forget, forget);
    inFlight.set(kind, pending);
  }
  return pending;
}

export function useVisitorLocations(kind: LocationKind): ListState & { isPending: boolean } {
  const [state, setState] = useState<ListState>(() => ({ data: last.get(kind) }));
  useEffect(() => {
    let live = true;
    request(kind).then(
      (data) => live && setState({ data }),
      (error: unknown) => live && setState((previous) => ({ data: previous.data, error })),
    );
    return () => {
      live = false;
    };
  }, [kind]);
  return { ...state, isPending: state.data === undefined && state.error === undefined };
}
