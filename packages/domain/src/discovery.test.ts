import { describe, expect, it } from 'vitest';
import {
  IMAGE_WIDTH_LIST,
  IMAGE_WIDTH_WIDE,
  LOCATION_MAP_ZOOM,
  MAP_DEFAULT_ZOOM,
  MAP_INITIAL_RANGE_MILES,
  MAP_MAX_BUSINESSES,
  MAP_MAX_RANGE_MILES,
  MAP_REFETCH_INTERVAL_MS,
  PROMOTED_MAX_BUSINESSES,
  prepMinutes,
  rangeForZoom,
  SEARCH_COMMODITIES_PER_BUSINESS,
  SEARCH_FALLBACK_RANGE_MILES,
  SEARCH_HISTORY_LIMIT,
  SEARCH_MAX_BUSINESSES,
  SEARCH_RANGE_MILES,
  STORE_LIST_LOAD_OFFSET,
  STORE_LIST_PAGE_SIZE,
  STORE_LIST_RANGE_MILES,
} from './discovery.js';

describe('numbers of discovery', () => {
  it('pins the store list and search numbers of the specification', () => {
    expect(STORE_LIST_RANGE_MILES).toBe(40);
    expect(STORE_LIST_PAGE_SIZE).toBe(50);
    expect(STORE_LIST_LOAD_OFFSET).toBe(50);
    expect(SEARCH_FALLBACK_RANGE_MILES).toBe(300);
  });

  it('pins the map numbers of the specification', () => {
    expect(MAP_DEFAULT_ZOOM).toBe(15);
    expect(MAP_REFETCH_INTERVAL_MS).toBe(3000);
    expect(MAP_INITIAL_RANGE_MILES).toBe(1.2);
    expect(LOCATION_MAP_ZOOM).toBe(10);
  });

  it('pins the image widths of the specification', () => {
    expect(IMAGE_WIDTH_WIDE).toBe(750);
    expect(IMAGE_WIDTH_LIST).toBe(300);
  });

  it('pins our own choices', () => {
    expect(SEARCH_RANGE_MILES).toBe(40);
    expect(SEARCH_MAX_BUSINESSES).toBe(50);
    expect(SEARCH_COMMODITIES_PER_BUSINESS).toBe(3);
    expect(SEARCH_HISTORY_LIMIT).toBe(10);
    expect(PROMOTED_MAX_BUSINESSES).toBe(10);
    expect(MAP_MAX_BUSINESSES).toBe(100);
    expect(MAP_MAX_RANGE_MILES).toBe(300);
  });
});

describe('prepMinutes', () => {
  it('is seconds divided by 60, rounded up to a whole minute', () => {
    expect(prepMinutes(1200)).toBe(20);
    expect(prepMinutes(0)).toBe(0);
    expect(prepMinutes(1)).toBe(1);
    expect(prepMinutes(60)).toBe(1);
    expect(prepMinutes(61)).toBe(2);
    expect(prepMinutes(1230)).toBe(21);
    expect(prepMinutes(3600)).toBe(60);
  });
});

describe('rangeForZoom', () => {
  it('is 1.2 miles at zoom 15 and doubles with each step out', () => {
    expect(rangeForZoom(15)).toBe(1.2);
    expect(rangeForZoom(14)).toBe(2.4);
    expect(rangeForZoom(13)).toBe(4.8);
    expect(rangeForZoom(10)).toBeCloseTo(38.4, 10);
    expect(rangeForZoom(16)).toBe(0.6);
    expect(rangeForZoom(14.5)).toBeCloseTo(1.2 * Math.SQRT2, 10);
  });

  it('stops at 300 miles', () => {
    expect(rangeForZoom(7)).toBeCloseTo(300, 10); // 1.2 × 2⁸ = 307.2, capped
    expect(rangeForZoom(3)).toBe(300);
    expect(rangeForZoom(8)).toBeCloseTo(153.6, 10);
  });
});
