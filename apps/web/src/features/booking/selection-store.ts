import { useSyncExternalStore } from 'react';
import { BOOKING_SLOTS, TRAVELLERS_MAX, TRAVELLERS_MIN, type BookingSlot, type FareRules, type SearchResult, type PackageOffer } from '@tarmac/shared';
import { storedValue, type StoredValue } from '../../lib/stored-value';

/**
 * SPEC §3 selected booking info: the flight's fields, the chosen package and its price, kept in
 * localStorage under the slot's name, so a visitor sent to log in comes back to the same choice.
 * The price here is only for the summary; the server prices the booking itself.
 */
export interface BookingSelection {
  flightId: string;
  packageId: string;
  packageName: string;
  packagePrice: number;
  planeNumber: string;
  flightNumber: string;
  flightFromCurrentLocation: string;
  flightToDestinationLocation: string;
  flightDepartingDate: string;
  flightDepartingTime: string;
  flightArrivalDate: string;
  flightArrivalTime: string;
  /** The package's fare rules as the results showed them (absent in picks stored before issue 10). */
  fareRules?: FareRules;
  /** Whether the flight starts or ends abroad, as the search result says: the booking then asks for passports. */
  international: boolean;
  /** What the searched party pays for this flight in this package, as the server prices it (issue 35); absent before. */
  partyTotal?: number;
}

export type Selections = Record<BookingSlot, BookingSelection | null>;

const text = (value: unknown): value is string => typeof value === 'string';

function isSelection(value: unknown): value is BookingSelection {
  if (typeof value !== 'object' || value === null) return false;
  const s = value as Record<string, unknown>;
  return (
    text(s.flightId) &&
    text(s.packageId) &&
    text(s.packageName) &&
    typeof s.packagePrice === 'number' &&
    text(s.flightFromCurrentLocation) &&
    text(s.flightToDestinationLocation) &&
    text(s.flightDepartingDate) &&
    // A pick stored before the results said so cannot tell whether passports are needed: the visitor picks again.
    typeof s.international === 'boolean'
  );
}

/** One stored pick per slot; a pick made in another tab shows here too. */
const picks = Object.fromEntries(
  BOOKING_SLOTS.map((slot) => [
    slot,
    storedValue<BookingSelection>({ area: 'local', key: slot, parse: (value) => (isSelection(value) ? value : null), followOtherTabs: true }),
  ]),
) as Record<BookingSlot, StoredValue<BookingSelection>>;

let snapshot: Selections | null = null;

/** All five picks; the same object until one of them changes. */
export function getSelections(): Selections {
  if (!snapshot || BOOKING_SLOTS.some((slot) => snapshot![slot] !== picks[slot].get())) {
    snapshot = Object.fromEntries(BOOKING_SLOTS.map((slot) => [slot, picks[slot].get()])) as Selections;
  }
  return snapshot;
}

export function subscribeSelections(listener: () => void): () => void {
  const unsubscribes = BOOKING_SLOTS.map((slot) => picks[slot].subscribe(listener));
  return () => unsubscribes.forEach((unsubscribe) => unsubscribe());
}

export function useSelections(): Selections {
  return useSyncExternalStore(subscribeSelections, getSelections, getSelections);
}

/** The selection a package card stands for. */
export function selectionOf(flight: SearchResult, pkg: Pick<PackageOffer, '_id' | 'packageName'> & Partial<Pick<PackageOffer, 'fareRules'>>): BookingSelection {
  return {
    flightId: flight._id,
    packageId: pkg._id,
    packageName: pkg.packageName,
    packagePrice: Number(flight[pkg.packageName]),
    planeNumber: flight.planeNumber,
    flightNumber: flight.flightNumber,
    flightFromCurrentLocation: flight.flightFromCurrentLocation,
    flightToDestinationLocation: flight.flightToDestinationLocation,
    flightDepartingDate: flight.flightDepartingDate,
    flightDepartingTime: flight.flightDepartingTime,
    flightArrivalDate: flight.flightArrivalDate,
    flightArrivalTime: flight.flightArrivalTime,
    ...(pkg.fareRules ? { fareRules: pkg.fareRules } : {}),
    international: flight.international,
    ...(typeof flight.partyTotals?.[pkg.packageName] === 'number' ? { partyTotal: flight.partyTotals[pkg.packageName] } : {}),
  };
}

/** SPEC §4: a later pick replaces any earlier pick for the same slot. */
export function selectFlight(slot: BookingSlot, selection: BookingSelection): void {
  picks[slot].set(selection);
}

/** Empties one slot (its pick belonged to flights the search no longer shows). */
export function dropSelection(slot: BookingSlot): void {
  picks[slot].remove();
}

/** Empties all five slots (after printing, and before a new search's picks). */
export function clearSelections(): void {
  BOOKING_SLOTS.forEach((slot) => picks[slot].remove());
}

/** The party of the search the picks belong to (seated travellers, children among them, infants on laps). */
export interface StoredParty {
  travellers: number;
  children: number;
  infants: number;
}

const whole = (value: unknown, min: number, max: number): value is number => typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/** Kept beside the picks for the booking page; a count stored before issue 35 is that many adults. */
const party = storedValue<StoredParty>({
  area: 'local',
  key: 'travellers',
  parse: (value) => {
    if (whole(value, TRAVELLERS_MIN, TRAVELLERS_MAX)) return { travellers: value, children: 0, infants: 0 };
    const p = value as Partial<StoredParty> | null;
    if (!p || !whole(p.travellers, TRAVELLERS_MIN, TRAVELLERS_MAX) || !whole(p.children, 0, p.travellers - 1)) return null;
    return whole(p.infants, 0, p.travellers - p.children) ? { travellers: p.travellers, children: p.children, infants: p.infants } : null;
  },
});

export function saveTravellers(value: { travellers: number; children?: number; infants?: number }): void {
  party.set({ travellers: value.travellers, children: value.children ?? 0, infants: value.infants ?? 0 });
}

export function readTravellers(): StoredParty | null {
  return party.get();
}
