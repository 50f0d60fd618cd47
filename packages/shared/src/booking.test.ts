import { describe, expect, it } from 'vitest';
import { multiCityBody, searchQuery, totalFare } from './booking.js';
import { describeIssues } from './http.js';
import { english } from './sentences/english.test-helper.js';

const oneWay = {
  travelType: 'oneWay',
  flightFromCurrentLocation: ' Dhaka ',
  flightToDestinationLocation: "COX'S BAZAR",
  flightDepartingDate: '2026-12-31',
};

/** The fieldErrors a refused value gets, as the API answers them. */
function fieldErrors(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  expect(result.success).toBe(false);
  return describeIssues(result.error!.issues, english).fieldErrors;
}

describe('the search query', () => {
  it('trims and lower-cases the places, and counts one traveller when none is given', () => {
    expect(searchQuery.parse(oneWay)).toEqual({
      travelType: 'oneWay',
      flightFromCurrentLocation: 'dhaka',
      flightToDestinationLocation: "cox's bazar",
      flightDepartingDate: '2026-12-31',
      travellers: 1,
      children: 0,
      infants: 0,
    });
  });

  it('reads the travellers from the query string and keeps them between one and nine', () => {
    expect(searchQuery.parse({ ...oneWay, travellers: '3' }).travellers).toBe(3);
    expect(fieldErrors(searchQuery.safeParse({ ...oneWay, travellers: '10' }))).toEqual({ travellers: ['Travellers must be at most 9.'] });
    expect(fieldErrors(searchQuery.safeParse({ ...oneWay, travellers: '0' }))).toEqual({ travellers: ['Travellers must be at least 1.'] });
  });

  it('reads only numbers and digits as travellers: true is not one, nor an empty value none', () => {
    const notANumber = { travellers: ['Travellers must be a number from 1 to 9.'] };
    for (const travellers of [true, false, '', 'true', [], [2], {}, null]) {
      expect(fieldErrors(searchQuery.safeParse({ ...oneWay, travellers })), JSON.stringify(travellers)).toEqual(notANumber);
      expect(fieldErrors(multiCityBody.safeParse({ trip1: [{ flightFromCurrentLocation: 'a', flightToDestinationLocation: 'b', flightDepartingDate: '2026-12-31' }], travellers }))).toEqual(notANumber);
    }
    expect(multiCityBody.parse({ trip1: [{ flightFromCurrentLocation: 'a', flightToDestinationLocation: 'b', flightDepartingDate: '2026-12-31' }], travellers: 2 }).travellers).toBe(2);
  });

  it('refuses a trip to the place it starts from, whatever the case', () => {
    expect(fieldErrors(searchQuery.safeParse({ ...oneWay, flightToDestinationLocation: 'DHAKA' }))).toEqual({
      flightToDestinationLocation: ['To must differ from From.'],
    });
  });

  it('ignores the return date of a one-way search, even the legacy string "undefined"', () => {
    expect(searchQuery.safeParse({ ...oneWay, flightReturningDate: 'undefined' }).success).toBe(true);
  });

  it('needs a real return date, not before the depart date, for a round trip', () => {
    const roundTrip = { ...oneWay, travelType: 'roundTrip' };
    expect(fieldErrors(searchQuery.safeParse(roundTrip))).toEqual({
      flightReturningDate: ['The return date must be a date such as 2026-12-31.'],
    });
    expect(fieldErrors(searchQuery.safeParse({ ...roundTrip, flightReturningDate: '2026-12-30' }))).toEqual({
      flightReturningDate: ['The return date cannot be before the depart date.'],
    });
    expect(searchQuery.parse({ ...roundTrip, flightReturningDate: '2027-01-05' }).flightReturningDate).toBe('2027-01-05');
  });

  it('names each missing or malformed field', () => {
    expect(fieldErrors(searchQuery.safeParse({ travelType: 'multiWay', flightDepartingDate: '31/12/2026' }))).toEqual({
      travelType: ['travelType must be oneWay or roundTrip.'],
      flightFromCurrentLocation: ['From is required.'],
      flightToDestinationLocation: ['To is required.'],
      flightDepartingDate: ['The depart date must be a date such as 2026-12-31.', 'The depart date is not a real calendar date.'],
    });
  });
});

describe('the multi-city body', () => {
  const leg = (from: string, to: string) => [{ flightFromCurrentLocation: from, flightToDestinationLocation: to, flightDepartingDate: '2026-12-31' }];

  it('takes up to three trips of one leg each', () => {
    const body = multiCityBody.parse({ trip1: leg('Dhaka', 'Dubai'), trip2: leg('Dubai', 'Doha'), trip3: leg('Doha', 'Dhaka') });
    expect(body.trip3?.[0]?.flightToDestinationLocation).toBe('dhaka');
    expect(body.travellers).toBe(1);
  });

  it('refuses a third trip without a second, and a trip back to its own start', () => {
    expect(fieldErrors(multiCityBody.safeParse({ trip1: leg('Dhaka', 'Dubai'), trip3: leg('Doha', 'doha') }))).toEqual({
      trip2: ['trip2 is required before trip3.'],
      'trip3.0.flightToDestinationLocation': ['To must differ from From.'],
    });
  });
});

describe('totalFare', () => {
  it('adds the legs’ prices and multiplies by the travellers', () => {
    expect(totalFare([6500], 2)).toBe(13000);
    expect(totalFare([15500, 22500], 1)).toBe(38000);
    expect(totalFare([], 3)).toBe(0);
  });

  it('is not a number while a leg has no price yet', () => {
    expect(totalFare([6500, Number.NaN], 2)).toBeNaN();
  });
});
