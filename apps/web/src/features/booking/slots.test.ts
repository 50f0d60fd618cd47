import { describe, expect, it } from 'vitest';
import { t } from '../../i18n/i18n';
import { slotLabels, slotsOf } from './slots';

describe('booking slots', () => {
  it('are the ones a booking of the search fills, in travel order', () => {
    expect(slotsOf({ travelType: 'oneWay', results: [] })).toEqual(['departure']);
    expect(slotsOf({ travelType: 'roundTrip', departureResults: [], returnResults: [] })).toEqual(['departure', 'return']);
    expect(slotsOf({ travelType: 'multiWay', trips: [[], []] })).toEqual(['tripOne', 'tripTwo']);
    expect(slotsOf({ travelType: 'multiWay', trips: [[], [], [], []] })).toEqual(['tripOne', 'tripTwo', 'tripThree']);
  });

  it('are named as the pages show them', () => {
    expect(Object.fromEntries(Object.entries(slotLabels).map(([slot, id]) => [slot, t(id)]))).toEqual({ departure: 'Departure', return: 'Return', tripOne: 'Trip One', tripTwo: 'Trip Two', tripThree: 'Trip Three' });
  });
});
