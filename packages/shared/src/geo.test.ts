import { describe, expect, it } from 'vitest';
import { EARTH_RADIUS_KM, greatCircleKm } from './geo.js';

const dhaka = { latitude: 23.8433, longitude: 90.3978 };
const dubai = { latitude: 25.2532, longitude: 55.3657 };

describe('greatCircleKm', () => {
  it('measures Dhaka to Dubai at about 3,540 km, the same both ways', () => {
    const km = greatCircleKm(dhaka, dubai);
    expect(km).toBeGreaterThan(3530);
    expect(km).toBeLessThan(3550);
    expect(greatCircleKm(dubai, dhaka)).toBeCloseTo(km, 9);
  });

  it('is zero from a place to itself and half the Earth’s circumference between antipodes', () => {
    expect(greatCircleKm(dhaka, dhaka)).toBe(0);
    expect(greatCircleKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 })).toBeCloseTo(Math.PI * EARTH_RADIUS_KM, 6);
  });

  it('uses the mean Earth radius of 6371 km', () => {
    expect(EARTH_RADIUS_KM).toBe(6371);
  });
});
