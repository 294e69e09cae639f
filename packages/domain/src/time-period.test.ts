import { describe, expect, it } from 'vitest';
import { isWithinPeriod } from './time-period.js';

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
