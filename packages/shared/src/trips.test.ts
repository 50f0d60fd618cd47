import { describe, expect, it } from 'vitest';
import { MAX_TRIPS } from './limits.js';
import { BOOKING_SLOTS, TRIP_KEYS, TRIP_SLOTS } from './trips.js';

describe('trip keys and booking slots', () => {
  it('name one trip key and one booking slot per possible multi-city trip', () => {
    expect(TRIP_KEYS).toEqual(['trip1', 'trip2', 'trip3']);
    expect(TRIP_SLOTS).toEqual(['tripOne', 'tripTwo', 'tripThree']);
    expect(TRIP_KEYS).toHaveLength(MAX_TRIPS);
    expect(TRIP_SLOTS).toHaveLength(MAX_TRIPS);
  });

  it('list the five booking slots in travel order', () => {
    expect(BOOKING_SLOTS).toEqual(['departure', 'return', 'tripOne', 'tripTwo', 'tripThree']);
  });
});
