import { describe, expect, it, vi } from 'vitest';
import type { KeyValueStorage } from '../../../shared/lib/browser-storage';
import { currentPosition, GeolocationError, geolocationFailure, geolocationMessageKey } from './geolocation';
import { coordinatesText } from './locate';
import { createLocationStore, LOCATION_STORAGE_KEY, parseLocation } from './location-store';

function memoryStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  const storage: KeyValueStorage = {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
  return { map, storage };
}

const place = {
  latitude: 37.788,
  longitude: -122.4075,
  address: '333 Post St, San Francisco',
  manuallySet: true,
};

describe('location session storage', () => {
  it('keeps the chosen location under "location" with the specified fields', () => {
    const { map, storage } = memoryStorage();
    const store = createLocationStore(storage);
    const listener = vi.fn();
    store.subscribe(listener);
    store.set(place);
    expect(JSON.parse(map.get(LOCATION_STORAGE_KEY) ?? 'null')).toEqual(place);
    expect(store.get()).toEqual(place);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('restores it after a reload', () => {
    const { storage } = memoryStorage({ location: JSON.stringify(place) });
    expect(createLocationStore(storage).get()).toEqual(place);
  });

  it('forgets it on clear', () => {
    const { map, storage } = memoryStorage({ location: JSON.stringify(place) });
    const store = createLocationStore(storage);
    const listener = vi.fn();
    store.subscribe(listener);
    store.clear();
    expect(store.get()).toBeNull();
    expect(map.has(LOCATION_STORAGE_KEY)).toBe(false);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('ignores stored values that are not a location', () => {
    for (const raw of [
      null,
      '',
      'not json',
      'null',
      '{}',
      '{"latitude":"1","longitude":2}',
      '{"latitude":91,"longitude":0}',
    ]) {
      expect(parseLocation(raw), String(raw)).toBeNull();
    }
  });

  it('fills in what an older value lacks', () => {
    expect(parseLocation('{"latitude":1,"longitude":2}')).toEqual({
      latitude: 1,
      longitude: 2,
      address: '',
      manuallySet: false,
    });
  });
});

describe('geolocation', () => {
  it('tells refused, failed and timed out apart', () => {
    expect(geolocationFailure(1)).toBe('refused');
    expect(geolocationFailure(2)).toBe('failed');
    expect(geolocationFailure(3)).toBe('timedOut');
    expect(geolocationFailure(undefined)).toBe('failed');
    expect(geolocationMessageKey('refused')).toBe('location.geo.refused');
  });

  it('reports a browser without geolocation as unsupported', async () => {
    await expect(currentPosition(undefined)).rejects.toEqual(new GeolocationError('unsupported'));
  });

  it('answers the coordinates, or the reason it could not', async () => {
    const ok = {
      getCurrentPosition: (success: PositionCallback) =>
        success({ coords: { latitude: 1.5, longitude: -2.5 } } as GeolocationPosition),
    };
    await expect(currentPosition(ok)).resolves.toEqual({ latitude: 1.5, longitude: -2.5 });
    const denied = {
      getCurrentPosition: (_: PositionCallback, failure?: PositionErrorCallback | null) =>
        failure?.({ code: 1 } as GeolocationPositionError),
    };
    await expect(currentPosition(denied)).rejects.toMatchObject({ reason: 'refused' });
    const slow = {
      getCurrentPosition: (_: PositionCallback, failure?: PositionErrorCallback | null) =>
        failure?.({ code: 3 } as GeolocationPositionError),
    };
    await expect(currentPosition(slow)).rejects.toMatchObject({ reason: 'timedOut' });
  });

  it('names a point the geocoder cannot name by its coordinates', () => {
    expect(coordinatesText({ latitude: 37.788, longitude: -122.4075 })).toBe('37.78800, -122.40750');
  });
});
