import { describe, expect, it } from 'vitest';
import { EARTH_RADIUS_MILES, KM_PER_MILE, kmToMiles, milesBetween, milesToKm } from './geo-distance.js';

const SAN_FRANCISCO = { latitude: 37.7749, longitude: -122.4194 };
const LOS_ANGELES = { latitude: 34.0522, longitude: -118.2437 };
const NEW_YORK = { latitude: 40.7128, longitude: -74.006 };
const LONDON = { latitude: 51.5074, longitude: -0.1278 };
const UNION_SQUARE = { latitude: 37.788, longitude: -122.4075 };
const OAKLAND = { latitude: 37.8044, longitude: -122.2712 };

describe('milesBetween', () => {
  it('measures known city pairs in great-circle miles', () => {
    expect(milesBetween(SAN_FRANCISCO, LOS_ANGELES)).toBeCloseTo(347.43, 2);
    expect(milesBetween(NEW_YORK, LOS_ANGELES)).toBeCloseTo(2445.59, 2);
    expect(milesBetween(NEW_YORK, LONDON)).toBeCloseTo(3461.21, 2);
    expect(milesBetween(UNION_SQUARE, OAKLAND)).toBeCloseTo(7.53, 2);
  });

  it('is symmetric, zero for one point, 69.09 miles per degree on the equator, πR to the antipode', () => {
    expect(milesBetween(LOS_ANGELES, SAN_FRANCISCO)).toBe(milesBetween(SAN_FRANCISCO, LOS_ANGELES));
    expect(milesBetween(UNION_SQUARE, UNION_SQUARE)).toBe(0);
    expect(milesBetween({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 1 })).toBeCloseTo(69.094, 3);
    expect(EARTH_RADIUS_MILES).toBe(3958.8);
    expect(milesBetween({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 })).toBeCloseTo(
      Math.PI * 3958.8,
      6,
    );
  });
});

describe('kilometres and miles', () => {
  it('converts with the divisor 1.609', () => {
    expect(KM_PER_MILE).toBe(1.609);
    expect(kmToMiles(1.609)).toBe(1);
    expect(kmToMiles(100)).toBeCloseTo(62.15, 3);
    expect(milesToKm(40)).toBeCloseTo(64.36, 10);
    expect(kmToMiles(milesToKm(300))).toBeCloseTo(300, 10);
  });
});
