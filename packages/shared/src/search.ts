import { z } from 'zod';
import { flightResult, travellersCount } from './booking.js';
import { isoDate } from './catalog.js';
import { labelValue, numberOrDigits, says, type Label } from './fields.js';
import { sentenceKey } from './sentences/index.js';

import { FARE_CALENDAR_DAYS_DEFAULT, FARE_CALENDAR_DAYS_MAX } from './fare-calendar.js';

export { FARE_CALENDAR_DAYS_DEFAULT, FARE_CALENDAR_DAYS_MAX, FARE_CALENDAR_PATH } from './fare-calendar.js';

const PLACE_MAX = 80;
const place = (label: Label) =>
  z
    .string(says('field.required', { label: labelValue(label) }))
    .trim()
    .min(1, says('field.required', { label: labelValue(label) }))
    .max(PLACE_MAX, says('field.tooLong', { label: labelValue(label), max: PLACE_MAX }));

/** `GET /api/fare-calendar?from=&to=&date=&days=3&travellers=` (API.md "Search that travellers can compare"). */
export const fareCalendarQuery = z
  .object({
    from: place('label.from'),
    to: place('label.to'),
    date: isoDate('label.theDate'),
    days: numberOrDigits(
      z
        .number(says('search.daysNumber', { max: FARE_CALENDAR_DAYS_MAX }))
        .int(says('search.daysWhole', { max: FARE_CALENDAR_DAYS_MAX }))
        .min(0, says('search.daysNegative'))
        .max(FARE_CALENDAR_DAYS_MAX, says('search.daysMax', { max: FARE_CALENDAR_DAYS_MAX })),
    )
      .optional()
      .default(FARE_CALENDAR_DAYS_DEFAULT),
    travellers: travellersCount.optional().default(1),
  })
  .superRefine((q, ctx) => {
    if (q.from.toLowerCase() === q.to.toLowerCase()) ctx.addIssue({ code: 'custom', path: ['to'], message: sentenceKey('search.sameFromTo') });
  });
export type FareCalendarQuery = z.input<typeof fareCalendarQuery>;

/** One day of the fare calendar: its cheapest package price (null: nothing flies with enough seats) and how many flights. */
export const fareCalendarDay = z.object({
  date: z.string(),
  lowestFare: z.number().nullable(),
  flights: z.number(),
});
export type FareCalendarDay = z.infer<typeof fareCalendarDay>;
export const fareCalendarResponse = z.array(fareCalendarDay);

/**
 * A flight as the search answers it: `flightResult` and whether the flight starts or ends abroad (from the kinds
 * of its two places), so the booking form knows to ask for passports without reading the location lists.
 */
export const searchResult = flightResult.extend({ international: z.boolean() });
export type SearchResult = z.infer<typeof searchResult> & Record<string, unknown>;

/** The answers of the one-way / round-trip search and of the multi-city search, of `searchResult`s. */
export const oneWaySearchResponse = z.object({ results: z.array(searchResult) });
export const roundTripSearchResponse = z.object({ departureResults: z.array(searchResult), returnResults: z.array(searchResult) });
export const flightSearchResponse = z.union([oneWaySearchResponse, roundTripSearchResponse]);
export type FlightSearchResponse = z.infer<typeof flightSearchResponse>;
export const multiCitySearchResponse = z.object({
  trip1: oneWaySearchResponse,
  trip2: oneWaySearchResponse.optional(),
  trip3: oneWaySearchResponse.optional(),
});
export type MultiCitySearchResponse = z.infer<typeof multiCitySearchResponse>;
