import { afterEach, describe, expect, it, vi } from 'vitest';
import { criteriaFromParams, flightSearchReadOf, type SearchCriteria, type SearchResult } from '@tarmac/shared';
import { runSearch } from './api/run-search';
import { legsOf, sameSearch, searchHref, viewFromParams, withLegDate } from './search-url';
import { applyView, dayShift, formatDuration, timeOfDay } from './results-view';

const oneWay: SearchCriteria = {
  travelType: 'oneWay',
  flightFromCurrentLocation: 'dhaka',
  flightToDestinationLocation: 'cox’s bazar',
  flightDepartingDate: '2026-12-01',
  flightReturningDate: '',
  trips: [],
  travellers: 2,
};
const roundTrip: SearchCriteria = { ...oneWay, travelType: 'roundTrip', flightReturningDate: '2026-12-08' };
const multi: SearchCriteria = {
  ...oneWay,
  travelType: 'multiWay',
  trips: [
    { flightFromCurrentLocation: 'dhaka', flightToDestinationLocation: 'cox’s bazar', flightDepartingDate: '2026-12-01' },
    { flightFromCurrentLocation: 'cox’s bazar', flightToDestinationLocation: 'sylhet', flightDepartingDate: '2026-12-03' },
  ],
};

const read = (href: string) => new URL(href, 'http://x').searchParams;

describe('the search in the address', () => {
  it.each([oneWay, roundTrip, multi])('reads back what it wrote (%#)', (criteria) => {
    const href = searchHref(criteria);
    expect(href.startsWith('/flightSearchResult?travelType=')).toBe(true);
    expect(criteriaFromParams(read(href))).toEqual(criteria);
  });

  it('names no search when a part is missing or malformed', () => {
    expect(criteriaFromParams(new URLSearchParams(''))).toBeNull();
    expect(criteriaFromParams(new URLSearchParams('travelType=oneWay&from=dhaka&to=sylhet&date=tomorrow'))).toBeNull();
    expect(criteriaFromParams(new URLSearchParams('travelType=roundTrip&from=dhaka&to=sylhet&date=2026-12-01'))).toBeNull();
    expect(criteriaFromParams(new URLSearchParams('travelType=oneWay&from=Dhaka&to=sylhet&date=2026-12-01&travellers=12'))).toMatchObject({
      flightFromCurrentLocation: 'dhaka',
      travellers: 1,
    });
  });

  it('keeps the view beside the search, and the same search with another view is the same search', () => {
    const href = searchHref(oneWay, { sort: 'price', time: 'evening', pkg: 'Gold Package' });
    expect(viewFromParams(read(href))).toEqual({ sort: 'price', time: 'evening', pkg: 'Gold Package' });
    expect(sameSearch(criteriaFromParams(read(href))!, oneWay)).toBe(true);
    expect(viewFromParams(new URLSearchParams('sort=nonsense&time=noon'))).toEqual({ sort: 'departure', time: null, pkg: null });
  });

  describe("the read a shared link's page is sent with", () => {
    afterEach(() => vi.unstubAllGlobals());

    it.each([oneWay, roundTrip, { ...oneWay, travellers: 3, children: 1, infants: 1 }])('is the read the page asks for (%#)', async (criteria) => {
      const fetch = vi.fn(async () => new Response(JSON.stringify(criteria.travelType === 'roundTrip' ? { departureResults: [], returnResults: [] } : { results: [] })));
      vi.stubGlobal('fetch', fetch);
      await runSearch(criteria);
      const asked = fetch.mock.calls[0] as unknown as [string];
      expect(flightSearchReadOf(read(searchHref(criteria)))).toBe(asked[0]);
    });

    it('is the search spelled as the API reads it, and none for a multi-city or malformed link', () => {
      expect(flightSearchReadOf(new URLSearchParams("travelType=oneWay&from=Dhaka&to=cox's bazar&date=2026-12-01&travellers=2&children=1"))).toBe(
        '/api/show-search-flight-result?travelType=oneWay&flightFromCurrentLocation=dhaka&flightToDestinationLocation=cox%27s+bazar&flightDepartingDate=2026-12-01&travellers=2&children=1&infants=0',
      );
      expect(flightSearchReadOf(read(searchHref(multi)))).toBeNull();
      expect(flightSearchReadOf(new URLSearchParams('travelType=oneWay&from=dhaka&to=sylhet&date=tomorrow'))).toBeNull();
    });
  });

  it('moves one leg to another day', () => {
    expect(legsOf(withLegDate(roundTrip, 1, '2026-12-09')).map((l) => l.flightDepartingDate)).toEqual(['2026-12-01', '2026-12-09']);
    expect(legsOf(withLegDate(roundTrip, 0, '2026-11-30'))[1]).toEqual({ flightFromCurrentLocation: 'cox’s bazar', flightToDestinationLocation: 'dhaka', flightDepartingDate: '2026-12-08' });
    const moved = withLegDate(multi, 0, '2026-12-02');
    expect(moved.flightDepartingDate).toBe('2026-12-02');
    expect(legsOf(moved).map((l) => l.flightDepartingDate)).toEqual(['2026-12-02', '2026-12-03']);
  });
});

describe('the results view', () => {
  const pkg = (name: string) => ({ _id: name, packageName: name, bagWeight: 20, packageFacility1: '', packageFacility2: '' });
  const flight = (n: string, time: string, minutes: number, silver: number, gold: number) =>
    ({ _id: n, flightNumber: n, flightDepartingDate: '2026-12-01', flightDepartingTime: time, durationMinutes: minutes, packageList: [pkg('Silver'), pkg('Gold')], Silver: silver, Gold: gold }) as unknown as SearchResult;
  const flights = [flight('A', '08:00', 300, 30000, 35000), flight('B', '14:00', 330, 22000, 40000), flight('C', '19:30', 240, 26000, 27000), flight('D', '23:00', 270, 24000, 21000)];
  const numbers = (list: SearchResult[]) => list.map((f) => f.flightNumber);

  it('sorts by departure, lowest price shown and duration', () => {
    expect(numbers(applyView([...flights].reverse(), { sort: 'departure', time: null, pkg: null }))).toEqual(['A', 'B', 'C', 'D']);
    expect(numbers(applyView(flights, { sort: 'price', time: null, pkg: null }))).toEqual(['D', 'B', 'C', 'A']);
    expect(numbers(applyView(flights, { sort: 'price', time: null, pkg: 'Silver' }))).toEqual(['B', 'D', 'C', 'A']);
    expect(numbers(applyView(flights, { sort: 'duration', time: null, pkg: null }))).toEqual(['C', 'D', 'A', 'B']);
  });

  it('filters by the time of day of departure', () => {
    expect(['05:00', '11:59', '12:00', '17:59', '18:00', '23:59'].map(timeOfDay)).toEqual(['morning', 'morning', 'afternoon', 'afternoon', 'evening', 'evening']);
    expect(numbers(applyView(flights, { sort: 'departure', time: 'evening', pkg: null }))).toEqual(['C', 'D']);
    expect(numbers(applyView(flights, { sort: 'departure', time: 'afternoon', pkg: 'Platinum' }))).toEqual([]);
  });

  it('says how long and whether it lands another day', () => {
    expect([330, 240, 45, 600].map(formatDuration)).toEqual(['5h 30m', '4h', '45m', '10h']);
    expect(dayShift({ flightDepartingDate: '2026-12-31', flightArrivalDate: '2027-01-01' })).toBe(1);
    expect(dayShift({ flightDepartingDate: '2026-12-01', flightArrivalDate: '2026-12-01' })).toBe(0);
  });
});
