import { describe, expect, it } from 'vitest';
import {
  DEFAULT_POINTS_PER_DOLLAR,
  EXCHANGE_TIERS_MAX,
  EXCHANGES_PER_ORDER_MAX,
  exchangeTierProblem,
  POINTS_PER_DOLLAR_MAX,
  POINTS_TEXT_MAX,
  POINTS_VALIDITY_MAX_DAYS,
} from './points-settings.js';

describe('points programme settings', () => {
  it('pins the limits an owner may set', () => {
    expect([POINTS_PER_DOLLAR_MAX, EXCHANGE_TIERS_MAX, EXCHANGES_PER_ORDER_MAX]).toEqual([100, 10, 99]);
    expect(POINTS_VALIDITY_MAX_DAYS).toBe(3650);
    expect(DEFAULT_POINTS_PER_DOLLAR).toBe(1);
    expect(POINTS_TEXT_MAX).toBe(1000);
  });

  it('accepts tiers that follow one another, in any order', () => {
    expect(
      exchangeTierProblem([
        { minPrice: 1000, maxPrice: 2000, requiredPoints: 200 },
        { minPrice: 0, maxPrice: 1000, requiredPoints: 100 },
      ]),
    ).toBeNull();
    expect(exchangeTierProblem([])).toBeNull();
  });

  it('names the first tier with an empty range or one that overlaps another', () => {
    expect(exchangeTierProblem([{ minPrice: 500, maxPrice: 500, requiredPoints: 10 }])).toEqual({
      index: 0,
      problem: 'emptyRange',
    });
    expect(
      exchangeTierProblem([
        { minPrice: 0, maxPrice: 1000, requiredPoints: 100 },
        { minPrice: 999, maxPrice: 2000, requiredPoints: 200 },
      ]),
    ).toEqual({ index: 1, problem: 'overlaps' });
  });
});
