import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { areaOfView, DEFAULT_MAP_CENTER, initialArea, samePoint } from './map-view';
import { storeMarkerHtml } from './marker-html';
import { centeredIndex, scrollLeftToCenter } from './strip-position';
import { browserClock, throttle } from './throttle';

describe('map refetch throttle', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(0);
  });
  afterEach(() => vi.useRealTimers());

  it('refetches at most once per 3 seconds, counting the first fetch, with the latest view', () => {
    const fetch = vi.fn();
    const moved = throttle(fetch, 3000, browserClock, { lastCallAt: Date.now() });
    vi.advanceTimersByTime(1000);
    moved('a');
    moved('b');
    expect(fetch).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1999);
    expect(fetch).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenLastCalledWith('b');
  });

  it('calls at once when the last call is long enough ago', () => {
    const fetch = vi.fn();
    const moved = throttle(fetch, 3000, browserClock);
    moved(1);
    expect(fetch).toHaveBeenCalledWith(1);
    vi.advanceTimersByTime(3000);
    moved(2);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('never calls twice within 3 seconds while the map keeps moving', () => {
    const calls: number[] = [];
    const moved = throttle(() => calls.push(Date.now()), 3000, browserClock, { lastCallAt: 0 });
    for (let t = 0; t < 20_000; t += 100) {
      moved();
      vi.advanceTimersByTime(100);
    }
    vi.advanceTimersByTime(3000);
    expect(calls.length).toBeGreaterThanOrEqual(6);
    for (let i = 1; i < calls.length; i++)
      expect((calls[i] ?? 0) - (calls[i - 1] ?? 0)).toBeGreaterThanOrEqual(3000);
  });

  it('drops a pending call when cancelled', () => {
    const fetch = vi.fn();
    const moved = throttle(fetch, 3000, browserClock, { lastCallAt: 0 });
    moved();
    moved.cancel();
    vi.advanceTimersByTime(5000);
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('map area', () => {
  it('starts at 1.2 miles', () => {
    expect(initialArea(DEFAULT_MAP_CENTER)).toEqual({ center: DEFAULT_MAP_CENTER, range: 1.2 });
  });

  it('takes the range from the zoom and rounds the centre', () => {
    const area = areaOfView({ center: { latitude: 37.7880012, longitude: -122.4074991 }, zoom: 14 });
    expect(area).toEqual({ center: { latitude: 37.788, longitude: -122.4075 }, range: 2.4 });
    expect(areaOfView({ center: DEFAULT_MAP_CENTER, zoom: 15 }).range).toBe(1.2);
  });

  it('treats points a hair apart as the same place', () => {
    expect(samePoint({ latitude: 1, longitude: 2 }, { latitude: 1 + 1e-9, longitude: 2 })).toBe(true);
    expect(samePoint({ latitude: 1, longitude: 2 }, { latitude: 1.0001, longitude: 2 })).toBe(false);
  });
});

describe('store markers', () => {
  it('show the logo with the store name as its text alternative', () => {
    expect(storeMarkerHtml('Tony\'s "Pizza" & <Pasta>', '/logo.svg?w=300')).toBe(
      '<span class="nb-map-store-bubble"><img src="/logo.svg?w=300" alt="Tony&#39;s &quot;Pizza&quot; &amp; &lt;Pasta&gt;" draggable="false"></span>',
    );
  });

  it('show the first letter and keep the name for screen readers without a logo', () => {
    expect(storeMarkerHtml('面馆', null)).toBe(
      '<span class="nb-map-store-bubble"><span aria-hidden="true">面</span><span class="nb-visually-hidden">面馆</span></span>',
    );
    expect(storeMarkerHtml('<b>', null)).toContain('&lt;b&gt;');
  });
});

describe('store strip', () => {
  const items = [0, 1, 2, 3].map((i) => ({ left: 24 + i * 354, width: 342 }));

  it('finds the item in the middle of the strip', () => {
    expect(centeredIndex(items, 0, 390)).toBe(0);
    expect(centeredIndex(items, 354, 390)).toBe(1);
    expect(centeredIndex(items, 600, 390)).toBe(2);
    expect(centeredIndex([], 0, 390)).toBe(-1);
  });

  it('scrolls an item to the middle', () => {
    expect(scrollLeftToCenter(items[1] ?? { left: 0, width: 0 }, 390)).toBe(354);
    expect(scrollLeftToCenter({ left: 10, width: 100 }, 390)).toBe(0);
  });
});
