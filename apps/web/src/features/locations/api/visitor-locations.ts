import { useEffect, useState } from 'react';
import type { Location, LocationKind } from '@tarmac/shared';
import { getLocations } from './get-locations-request';

/**
 * The destination lists as the first page reads them (search panel, popular-location carousels), without
 * TanStack Query, which loads with the first other page instead (its 10 KB would not fit the home page's
 * first-visit budget next to the language catalogs). Readers that mount within a few seconds of an answer
 * (the search panel, then the carousels below it) share it; a later mount asks the server again (showing the
 * last answer meanwhile), so a destination added in the back office shows on the next visit to the page.
 */
const FRESH_MS = 10_000;
interface ListState {
  data?: Location[];
  error?: unknown;
}

const inFlight = new Map<LocationKind, Promise<Location[]>>();
const last = new Map<LocationKind, { list: Location[]; at: number }>();

function request(kind: LocationKind): Promise<Location[]> {
  const known = last.get(kind);
  if (known && Date.now() - known.at < FRESH_MS) return Promise.resolve(known.list);
  let pending = inFlight.get(kind);
  if (!pending) {
    pending = getLocations(kind).then(
      (list) => {
        last.set(kind, { list, at: Date.now() });
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
  const [state, setState] = useState<ListState>(() => ({ data: last.get(kind)?.list }));
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
