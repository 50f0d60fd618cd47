import { useCallback, useSyncExternalStore } from 'react';
import type { Location, LocationKind } from '@tarmac/shared';
import { getLocations, LOCATION_LIST_STALE_MS } from './get-locations-request';

/**
 * The destination lists as the first page reads them (search panel, popular-location carousels). TanStack Query
 * loads with the first other page instead (its 10 KB would not fit the home page's first-visit budget next to the
 * language catalogs), so until it has loaded a small reader serves them; when the query client loads it takes the
 * lists read so far (`shareLocationLists`, with the time they were read) and every reader follows its cache entry
 * from then on: one entry per list, one freshness rule (LOCATION_LIST_STALE_MS), whichever screen reads it.
 */
export interface ListState {
  data?: Location[];
  error?: unknown;
}

/** Where the lists are read from: this module's reader, then the query client's cache. */
export interface LocationListSource {
  state(kind: LocationKind): ListState;
  /** Follows a list's state; reads it from the server when the list is missing or no longer fresh. */
  subscribe(kind: LocationKind, onChange: () => void): () => void;
}

interface Kept extends ListState {
  at?: number;
}

const kept = new Map<LocationKind, Kept>();
const inFlight = new Map<LocationKind, Promise<Location[]>>();
const listeners = new Map<LocationKind, Set<() => void>>();
const EMPTY: Kept = {};

function read(kind: LocationKind): void {
  if (inFlight.has(kind)) return;
  const set = (next: Kept) => {
    kept.set(kind, next);
    listeners.get(kind)?.forEach((listener) => listener());
  };
  const pending = getLocations(kind);
  inFlight.set(kind, pending);
  pending.then(
    (data) => set({ data, at: Date.now() }),
    (error: unknown) => set({ ...kept.get(kind), error }),
  );
  const forget = () => inFlight.delete(kind);
  pending.then(forget, forget);
}

const firstPageSource: LocationListSource = {
  state: (kind) => kept.get(kind) ?? EMPTY,
  subscribe(kind, onChange) {
    let mine = listeners.get(kind);
    if (!mine) listeners.set(kind, (mine = new Set()));
    mine.add(onChange);
    const known = kept.get(kind);
    if (!known?.at || Date.now() - known.at >= LOCATION_LIST_STALE_MS) read(kind);
    return () => mine.delete(onChange);
  },
};

let source = firstPageSource;
const switchListeners = new Set<() => void>();

/**
 * Hands the lists over to another source (the query client's cache), which receives what was read so far (with
 * when) and the reads still under way.
 */
export function handOverLocationLists(
  make: (known: { kind: LocationKind; data: Location[]; at: number }[], pending: { kind: LocationKind; request: Promise<Location[]> }[]) => LocationListSource,
): void {
  const known = [...kept].flatMap(([kind, list]) => (list.data && list.at ? [{ kind, data: list.data, at: list.at }] : []));
  source = make(known, [...inFlight].map(([kind, request]) => ({ kind, request })));
  switchListeners.forEach((listener) => listener());
}

function subscribe(kind: LocationKind, onChange: () => void): () => void {
  let stop = source.subscribe(kind, onChange);
  const onSwitch = () => {
    stop();
    stop = source.subscribe(kind, onChange);
    onChange();
  };
  switchListeners.add(onSwitch);
  return () => {
    switchListeners.delete(onSwitch);
    stop();
  };
}

export function useVisitorLocations(kind: LocationKind): ListState & { isPending: boolean } {
  // The same subscription for as long as the kind is: a new one would read a list that failed again at once.
  const follow = useCallback((onChange: () => void) => subscribe(kind, onChange), [kind]);
  const state = useSyncExternalStore(follow, () => source.state(kind));
  return { data: state.data, error: state.error, isPending: state.data === undefined && !state.error };
}
