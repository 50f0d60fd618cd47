import { describe, expect, it } from 'vitest';
import type { SearchResult } from '@tarmac/shared';
import { resultSections } from './result-sections';

const flight = (id: string) => ({ _id: id }) as SearchResult;

describe('result sections', () => {
  it('show a one-way search as one table without a heading, booked in the departure slot', () => {
    const sections = resultSections({ travelType: 'oneWay', results: [flight('a')] });
    expect(sections).toEqual([{ slot: 'departure', heading: null, flights: [flight('a')] }]);
  });

  it('show a round trip as the spec’s departing and returning tables', () => {
    const sections = resultSections({ travelType: 'roundTrip', departureResults: [flight('out')], returnResults: [] });
    expect(sections).toEqual([
      { slot: 'departure', heading: 'Departuring Flights', flights: [flight('out')] },
      { slot: 'return', heading: 'Returning Flights', flights: [] },
    ]);
  });

  it('show one table per multi-city trip searched, in order, and never more than three', () => {
    const two = resultSections({ travelType: 'multiWay', trips: [[flight('1')], [flight('2')]] });
    expect(two).toEqual([
      { slot: 'tripOne', heading: 'Trip One Search Results', flights: [flight('1')] },
      { slot: 'tripTwo', heading: 'Trip Two Search Results', flights: [flight('2')] },
    ]);
    const four = resultSections({ travelType: 'multiWay', trips: [[], [], [], [flight('4')]] });
    expect(four.map((section) => section.slot)).toEqual(['tripOne', 'tripTwo', 'tripThree']);
    expect(four.flatMap((section) => section.flights)).toEqual([]);
  });
});
