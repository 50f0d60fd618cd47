import { useSyncExternalStore } from 'react';
import type { BookingSlot, FlightResult } from '@tarmac/shared';
import { readStorage, removeStorage, writeStorage } from '../../lib/browser-storage';
import { SLOT_ORDER } from './slots';

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
    text(s.flightDepartingDate)
  );
}

function readSlot(slot: BookingSlot): BookingSelection | null {
  const raw = readStorage('local', slot);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isSelection(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

function readAll(): Selections {
  return Object.fromEntries(SLOT_ORDER.map((slot) => [slot, readSlot(slot)])) as Selections;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let current: Selections = readAll();

function publish(): void {
  current = readAll();
  listeners.forEach((listener) => listener());
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener('storage', publish);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', publish);
  };
}

const getSelections = () => current;

export function useSelections(): Selections {
  return useSyncExternalStore(subscribe, getSelections, getSelections);
}

/** The selection a package card stands for. */
export function selectionOf(flight: FlightResult, pkg: { _id: string; packageName: string }): BookingSelection {
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
  };
}

/** SPEC §4: a later pick replaces any earlier pick for the same slot. */
export function selectFlight(slot: BookingSlot, selection: BookingSelection): void {
  writeStorage('local', slot, JSON.stringify(selection));
  publish();
}

/** Empties all five slots (after printing, and before a new search's picks). */
export function clearSelections(): void {
  SLOT_ORDER.forEach((slot) => removeStorage('local', slot));
  publish();
}

/** The travellers count of the search the picks belong to; kept beside them for the booking page. */
const TRAVELLERS_KEY = 'travellers';

export function saveTravellers(count: number): void {
  writeStorage('local', TRAVELLERS_KEY, String(count));
}

export function readTravellers(): number | null {
  const count = Number(readStorage('local', TRAVELLERS_KEY));
  return Number.isInteger(count) && count >= 1 && count <= 9 ? count : null;
}
