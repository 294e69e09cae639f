import { describe, expect, it } from 'vitest';
import { isWithinPeriod, periodsSteadyUntil } from './time-period.js';

describe('isWithinPeriod', () => {
  const period = { startsAt: 1_000, endsAt: 2_000 };

  it('starts at its start and ends just before its end', () => {
    expect(isWithinPeriod(period, 999)).toBe(false);
    expect(isWithinPeriod(period, 1_000)).toBe(true);
    expect(isWithinPeriod(period, 1_999)).toBe(true);
    expect(isWithinPeriod(period, 2_000)).toBe(false);
  });

  it('leaves a side without a date open', () => {
    expect(isWithinPeriod({ startsAt: null, endsAt: 2_000 }, -1e12)).toBe(true);
    expect(isWithinPeriod({ startsAt: 1_000, endsAt: null }, 1e15)).toBe(true);
    expect(isWithinPeriod({ startsAt: null, endsAt: null }, 0)).toBe(true);
  });
});

describe('periodsSteadyUntil', () => {
  it('stops at the first start or end after now, never later than the bound', () => {
    const periods = [
      { startsAt: 5_000, endsAt: 9_000 },
      { startsAt: null, endsAt: 7_000 },
    ];
    expect(periodsSteadyUntil(periods, 1_000, 60_000)).toBe(5_000);
    expect(periodsSteadyUntil(periods, 5_000, 60_000)).toBe(7_000);
    expect(periodsSteadyUntil(periods, 9_000, 60_000)).toBe(60_000);
    expect(periodsSteadyUntil(periods, 1_000, 2_000)).toBe(2_000);
    expect(periodsSteadyUntil([], 1_000, 2_000)).toBe(2_000);
  });
});
