import { multiCityBody, searchQuery, type MultiCityBody } from '@tarmac/shared';
import type { FieldErrors } from 'react-hook-form';
import type { FlightSearch } from './api/search-flights';
import type { TripCriteria } from './search-state';

/**
 * The search forms' checks, with the shared schemas (SPEC §5). This module is loaded on the first search,
 * so zod is not part of the home page's first download.
 */

export interface SingleSearchValues {
  flightFromCurrentLocation: string;
  flightToDestinationLocation: string;
  flightDepartingDate: string;
  flightReturningDate: string;
}

export interface MultiCityValues {
  trips: TripCriteria[];
}

type Issue = { path: readonly PropertyKey[]; message: string };
type Result<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

/** Puts each issue's message at its field's path (the first message per field wins). */
function toFieldErrors(issues: readonly Issue[], mapPath: (path: readonly PropertyKey[]) => PropertyKey[]): FieldErrors {
  const errors: Record<PropertyKey, unknown> = {};
  for (const issue of issues) {
    const path = mapPath(issue.path);
    if (path.length === 0) continue;
    let node: Record<PropertyKey, unknown> = errors;
    path.slice(0, -1).forEach((key, index) => {
      const next = path[index + 1];
      node[key] ??= typeof next === 'number' ? [] : {};
      node = node[key] as Record<PropertyKey, unknown>;
    });
    const last = path[path.length - 1]!;
    node[last] ??= { type: 'validate', message: issue.message };
  }
  return errors as FieldErrors;
}

export function validateSingle(values: SingleSearchValues, travelType: 'oneWay' | 'roundTrip', travellers: number): Result<FlightSearch> {
  const parsed = searchQuery.safeParse({
    travelType,
    ...values,
    flightReturningDate: travelType === 'roundTrip' ? values.flightReturningDate : undefined,
    travellers,
  });
  if (!parsed.success) return { ok: false, errors: toFieldErrors(parsed.error.issues, (path) => [...path]) };
  const { flightReturningDate, ...rest } = parsed.data;
  return { ok: true, data: travelType === 'roundTrip' ? { ...rest, flightReturningDate } : rest };
}

const tripKeys = ['trip1', 'trip2', 'trip3'] as const;

export function validateMulti(values: MultiCityValues, travellers: number): Result<MultiCityBody & { travellers: number }> {
  const body: Record<string, unknown> = { travellers };
  values.trips.slice(0, tripKeys.length).forEach((trip, index) => {
    body[tripKeys[index]!] = [trip];
  });
  const parsed = multiCityBody.safeParse(body);
  if (!parsed.success) {
    // trip2.0.flightToDestinationLocation → trips.1.flightToDestinationLocation
    const errors = toFieldErrors(parsed.error.issues, (path) => {
      const index = tripKeys.indexOf(path[0] as (typeof tripKeys)[number]);
      if (index < 0) return [];
      return path.length >= 3 ? ['trips', index, path[2]!] : ['trips', index, 'flightFromCurrentLocation'];
    });
    return { ok: false, errors };
  }
  return { ok: true, data: parsed.data };
}
