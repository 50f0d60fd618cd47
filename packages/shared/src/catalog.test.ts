import { describe, expect, it } from 'vitest';
import { flightBody, latestFlightDate, wholeAmount } from './catalog.js';
import { describeIssues } from './http.js';
import { english } from './sentences/english.test-helper.js';

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }): string | undefined {
  expect(result.success).toBe(false);
  return english(result.error!.issues[0]?.message);
}

describe('wholeAmount', () => {
  const price = wholeAmount('The price');

  it('accepts numbers and strings of digits, spaces around them included', () => {
    expect(price.parse(4500)).toBe(4500);
    expect(price.parse('4500')).toBe(4500);
    expect(price.parse(' 0 ')).toBe(0);
  });

  it('refuses fractions, signs, empty text and other values with a sentence naming the field', () => {
    for (const value of [4.5, '4.5', '-1', '', '1e3', null, undefined, true]) {
      expect(firstMessage(price.safeParse(value))).toBe('The price must be a whole number.');
    }
    expect(firstMessage(price.safeParse(-1))).toBe('The price cannot be negative.');
  });

  it('refuses an amount over its maximum, written with separators', () => {
    expect(firstMessage(price.safeParse(10_000_001))).toBe('The price must be at most 10,000,000.');
    expect(firstMessage(wholeAmount('The bag weight', 100).safeParse('101'))).toBe('The bag weight must be at most 100.');
    expect(wholeAmount('The bag weight', 100).parse('100')).toBe(100);
  });
});

describe('the flight body', () => {
  const flight = {
    planeNumber: ' S2-AJA ',
    flightNumber: 'TK-101',
    flightFromCurrentLocation: 'Dhaka',
    flightToDestinationLocation: 'Dubai',
    platinumpackagesPrice: '35000',
    goldPackagesPrice: 22500,
    silverPackagesPrice: '15500',
    flightDepartingDate: '2026-12-31',
    flightDepartingTime: '09:30',
    flightArrivalDate: '2026-12-31',
    flightArrivalTime: '13:05',
    pilotsOfPlaneId: 'pilot-1',
    cabinCrewId: 'crew-1',
  };

  it('reads the prices as whole numbers and leaves the seat capacity to the server’s default', () => {
    const parsed = flightBody.parse(flight);
    expect(parsed).toMatchObject({ planeNumber: 'S2-AJA', platinumpackagesPrice: 35000, goldPackagesPrice: 22500, silverPackagesPrice: 15500 });
    expect(parsed.seatCapacity).toBeUndefined();
    expect(flightBody.parse({ ...flight, seatCapacity: '120' }).seatCapacity).toBe(120);
  });

  it('keeps the seat capacity between 1 and 850', () => {
    expect(firstMessage(flightBody.safeParse({ ...flight, seatCapacity: 0 }))).toBe('The seat capacity must be at least 1.');
    expect(firstMessage(flightBody.safeParse({ ...flight, seatCapacity: 851 }))).toBe('The seat capacity must be at most 850.');
  });

  it('takes pilot and cabin crew as optional: empty, null or missing mean not assigned', () => {
    expect(flightBody.parse({ ...flight, pilotsOfPlaneId: '', cabinCrewId: null })).toMatchObject({ pilotsOfPlaneId: null, cabinCrewId: null });
    const { pilotsOfPlaneId: _p, cabinCrewId: _c, ...bare } = flight;
    expect(flightBody.parse(bare)).toMatchObject({ pilotsOfPlaneId: null, cabinCrewId: null });
    expect(flightBody.safeParse({ ...flight, pilotsOfPlaneId: 42 }).success).toBe(false);
  });

  it('refuses a destination equal to the departure place, whatever the case', () => {
    const result = flightBody.safeParse({ ...flight, flightToDestinationLocation: 'DHAKA' });
    expect(result.success).toBe(false);
    expect(describeIssues(result.error!.issues, english).fieldErrors).toEqual({
      flightToDestinationLocation: ['The destination must differ from the departure location.'],
    });
  });

  it('refuses impossible dates and times with sentences naming them', () => {
    const result = flightBody.safeParse({ ...flight, flightDepartingDate: '2026-02-30', flightArrivalTime: '24:00', pilotsOfPlaneId: '' });
    expect(result.success).toBe(false);
    expect(describeIssues(result.error!.issues, english).fieldErrors).toEqual({
      flightDepartingDate: ['The departing date is not a real calendar date.'],
      flightArrivalTime: ['The arrival time must be a time such as 09:30.'],
    });
  });

  it('refuses a flight more than two years ahead, and an arrival days after the departure', () => {
    const latest = latestFlightDate();
    expect(flightBody.safeParse({ ...flight, flightDepartingDate: latest, flightArrivalDate: latest }).success).toBe(true);
    const far = flightBody.safeParse({ ...flight, flightDepartingDate: '9999-12-31', flightArrivalDate: '9999-12-31' });
    expect(describeIssues(far.error!.issues, english).fieldErrors).toEqual({ flightDepartingDate: ['The departing date may be at most 730 days (two years) ahead.'] });
    const long = flightBody.safeParse({ ...flight, flightArrivalDate: '2027-01-03' });
    expect(describeIssues(long.error!.issues, english).fieldErrors).toEqual({ flightArrivalDate: ['A flight arrives at most 2 days after its departure date.'] });
    expect(flightBody.safeParse({ ...flight, flightArrivalDate: '2027-01-02' }).success).toBe(true);
  });
});
