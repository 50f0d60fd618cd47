import { onlineManager, type Query, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { clear, createStore, del, get, set, type UseStore } from 'idb-keyval';
import { ApiError } from './api-client';
import { getSession } from './session-store';

/**
 * The traveller's trips kept on this device for a day without a network (issue 34, docs/decisions/
 * NEW-installable-app-offline-trips.md): My bookings, a booking opened in manage booking, and each booking's check-in
 * state with all its boarding passes (the answers of these three queries), written to IndexedDB each time the server
 * gives them and put back into the query cache when the server cannot be reached. Nothing else is kept, and the
 * service worker keeps no API answer at all. Signing out forgets everything; leaving a booking in manage booking
 * forgets that booking.
 */
interface Kept {
  savedAt: number;
  /** For My bookings, the user whose list it is. */
  owner?: string;
  data: unknown;
}

/** The kept queries, by key: ['bookings', 'mine'], ['bookings', 'details', PNR], ['check-in', 'status', PNR]. */
function keptName(key: QueryKey): string | null {
  const [feature, kind, pnr] = key;
  if (feature === 'bookings' && kind === 'mine' && key.length === 2) return 'mine';
  if (typeof pnr !== 'string' || key.length !== 3) return null;
  if (feature === 'bookings' && kind === 'details') return `booking:${pnr}`;
  if (feature === 'check-in' && kind === 'status') return `check-in:${pnr}`;
  return null;
}

let store: UseStore | null = null;
const trips = () => (store ??= createStore('tarmac-trips', 'trips'));

/** Queries whose data came from this device rather than the server (their hash), until the server answers again. */
const fromDevice = new Set<string>();
let cleared = 0;

/** Whether the query's data is the copy kept on this device (the page says so, with when it was last updated). */
export function isFromDevice(queryClient: QueryClient, key: QueryKey): boolean {
  const query = queryClient.getQueryCache().find({ queryKey: key, exact: true });
  return !!query && fromDevice.has(query.queryHash);
}

async function restore(queryClient: QueryClient, query: Query): Promise<void> {
  const name = keptName(query.queryKey);
  if (!name || query.state.data !== undefined) return;
  const generation = cleared;
  const kept = await get<Kept>(name, trips()).catch(() => undefined);
  if (!kept || generation !== cleared || query.state.data !== undefined) return;
  if (name === 'mine' && kept.owner !== getSession()?.user._id) return;
  fromDevice.add(query.queryHash);
  queryClient.setQueryData(query.queryKey, kept.data, { updatedAt: kept.savedAt });
}

/** A fresh answer of the server, kept (My bookings with its owner). */
function keep(query: Query): void {
  const name = keptName(query.queryKey);
  const owner = name === 'mine' ? getSession()?.user._id : undefined;
  if (!name || (name === 'mine' && !owner) || fromDevice.has(query.queryHash)) return;
  void set(name, { savedAt: query.state.dataUpdatedAt, owner, data: query.state.data } satisfies Kept, trips()).catch(() => undefined);
}

/** Without a network: true while the browser says it is offline, or when a kept query's call did not reach the server. */
const unreachable = (query: Query) => query.state.error instanceof ApiError && query.state.error.status === 0;

/**
 * Keeps and restores the trips of `queryClient` (called once, when the query client is made). TanStack Query learns
 * the browser's state at once (it otherwise assumes online until an 'offline' event), so a page opened offline
 * waits for the network instead of failing, and shows what is kept meanwhile.
 */
export function keepTrips(queryClient: QueryClient): void {
  if (typeof indexedDB === 'undefined') return;
  onlineManager.setOnline(navigator.onLine);
  const cache = queryClient.getQueryCache();
  const offline = () => !onlineManager.isOnline();
  cache.subscribe((event) => {
    const { query } = event;
    const name = keptName(query.queryKey);
    if (!name) return;
    if ((event.type === 'added' || (event.type === 'updated' && event.action.type === 'fetch')) && offline()) void restore(queryClient, query);
    if (event.type !== 'updated') return;
    if (event.action.type === 'success') {
      // A server's answer (fetched, or put in the cache by the app, as manage booking's search does) is kept; the
      // device's own copy, put back by restore(), is not written again.
      if (!event.action.manual) fromDevice.delete(query.queryHash);
      keep(query);
    } else if ((event.action.type === 'error' && unreachable(query)) || (event.action.type === 'pause' && offline())) {
      void restore(queryClient, query);
    }
  });
  // What the server answered before this module arrived is kept too; a page already asking gets its kept copy,
  // if the network is gone.
  for (const query of cache.getAll()) {
    if (query.state.status === 'success') keep(query);
    else if (offline()) void restore(queryClient, query);
  }
}

/** Signing out: every kept trip of this device is forgotten. */
export async function forgetTrips(): Promise<void> {
  cleared++;
  fromDevice.clear();
  if (typeof indexedDB !== 'undefined') await clear(trips()).catch(() => undefined);
}

/** Leaving a booking in manage booking: its kept copy and its boarding passes are forgotten. */
export async function forgetBooking(queryClient: QueryClient, pnr: string): Promise<void> {
  const upper = pnr.toUpperCase();
  cleared++;
  queryClient.removeQueries({ queryKey: ['bookings', 'details', upper], exact: true });
  queryClient.removeQueries({ queryKey: ['check-in', 'status', upper], exact: true });
  if (typeof indexedDB !== 'undefined') await Promise.all([del(`booking:${upper}`, trips()), del(`check-in:${upper}`, trips())]).catch(() => undefined);
}
