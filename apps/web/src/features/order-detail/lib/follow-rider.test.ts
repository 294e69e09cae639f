import { describe, expect, it } from 'vitest';
import { riderNeedsFollowing } from './follow-rider';

const VIEW = { south: 37.78, west: -122.42, north: 37.8, east: -122.4 };

describe('riderNeedsFollowing', () => {
  it('leaves the map alone while the rider is well inside it', () => {
    expect(riderNeedsFollowing(VIEW, { latitude: 37.79, longitude: -122.41 })).toBe(false);
    expect(riderNeedsFollowing(VIEW, { latitude: 37.784, longitude: -122.416 })).toBe(false);
  });

  it('follows a rider who reaches an edge of the map, where the header or the sheet would hide them', () => {
    expect(riderNeedsFollowing(VIEW, { latitude: 37.782, longitude: -122.41 })).toBe(true);
    expect(riderNeedsFollowing(VIEW, { latitude: 37.799, longitude: -122.41 })).toBe(true);
    expect(riderNeedsFollowing(VIEW, { latitude: 37.79, longitude: -122.419 })).toBe(true);
    expect(riderNeedsFollowing(VIEW, { latitude: 37.79, longitude: -122.401 })).toBe(true);
  });

  it('follows a rider who has left the map', () => {
    expect(riderNeedsFollowing(VIEW, { latitude: 37.81, longitude: -122.41 })).toBe(true);
    expect(riderNeedsFollowing(VIEW, { latitude: 37.79, longitude: -122.3 })).toBe(true);
  });
});
