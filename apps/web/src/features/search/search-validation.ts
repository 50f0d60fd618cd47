import { multiCityBody, searchQuery, TRIP_KEYS, type MultiCityBody, type SearchQuery, type Party } from '@tarmac/shared';
import type { TripCriteria } from './search-state';

/**
 * The search forms' checks, with the shared schemas (SPEC §5). This module is loaded when the visitor
 * starts on a search form, so zod is not part of the home page's first download.
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

/** A message per field that failed (the first message per field wins). */
export type FieldMessages<T> = Partial<Record<keyof T, string>>;

type Result<T, E> = { ok: true; data: T } | { ok: false; errors: E };

export function validateSingle(
  values: SingleSearchValues,
  travelType: 'oneWay' | 'roundTrip',
  party: Party,
): Result<SearchQuery, FieldMessages<SingleSearchValues>> {
  const parsed = searchQuery.safeParse({
    travelType,
    ...values,
    flightReturningDate: travelType === 'roundTrip' ? values.flightReturningDate : undefined,
    ...party,
  });
  if (!parsed.success) {
    const errors: FieldMessages<SingleSearchValues> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof SingleSearchValues;
      if (field in values) errors[field] ??= issue.message;
    }
    return { ok: false, errors };
  }
  const { flightReturningDate, ...rest } = parsed.data;
  return { ok: true, data: travelType === 'roundTrip' ? { ...rest, flightReturningDate } : rest };
}

/** Messages per trip row, in the rows' order. */
export function validateMulti(
  values: MultiCityValues,
  party: Party,
): Result<MultiCityBody & { travellers: number }, FieldMessages<TripCriteria>[]> {
  const body: Record<string, unknown> = { ...party };
  values.trips.slice(0, TRIP_KEYS.length).forEach((trip, index) => {
    body[TRIP_KEYS[index]!] = [trip];
  });
  const parsed = multiCityBody.safeParse(body);
  if (!parsed.success) {
    // trip2.0.flightToDestinationLocation → row 1, flightToDestinationLocation; a message about a whole
    // trip (trip2 is required before trip3) goes beside its first field.
    const errors: FieldMessages<TripCriteria>[] = values.trips.map(() => ({}));
    for (const issue of parsed.error.issues) {
      const index = TRIP_KEYS.indexOf(issue.path[0] as (typeof TRIP_KEYS)[number]);
      const row = errors[index];
      if (!row) continue;
      const field = (issue.path.length >= 3 ? issue.path[2] : 'flightFromCurrentLocation') as keyof TripCriteria;
      row[field] ??= issue.message;
    }
    return { ok: false, errors };
  }
  return { ok: true, data: parsed.data };
}

/** The rows' messages keyed by field path, as the multi-city form shows them: 'trips.1.flightDepartingDate'. */
export function tripFieldMessages(rows: FieldMessages<TripCriteria>[]): Partial<Record<string, string>> {
  const messages: Partial<Record<string, string>> = {};
  rows.forEach((row, index) => {
    for (const [name, message] of Object.entries(row)) messages[`trips.${index}.${name}`] = message;
  });
  return messages;
}
