import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isPointsBalanceExpired,
  isValidPointsValidity,
  POINTS_VALIDITY_DAY_MS,
  POINTS_VALIDITY_MAX_DAYS,
  pointsExpiryCutoff,
  pointsExpiryTime,
} from './points-expiry.js';

const DAY = 86_400_000;
/** Saturday 1 March 2025, 12:00 UTC; 9 March is the US change to summer time. */
const MARCH_1 = Date.parse('2025-03-01T12:00:00Z');

describe('points validity', () => {
  it('is null (never expire) or 1 to 3650 whole days', () => {
    expect(POINTS_VALIDITY_DAY_MS).toBe(DAY);
    expect(POINTS_VALIDITY_MAX_DAYS).toBe(3650);
    for (const days of [null, 1, 30, 365, 3650]) expect(isValidPointsValidity(days), String(days)).toBe(true);
    for (const days of [0, -1, 1.5, 3651, Number.NaN])
      expect(isValidPointsValidity(days), String(days)).toBe(false);
  });
});

describe('inactivity expiry', () => {
  it('expires the balance the validity after the last gain, to the millisecond', () => {
    expect(pointsExpiryTime(MARCH_1, 30)).toBe(MARCH_1 + 30 * DAY);
    expect(isPointsBalanceExpired(MARCH_1, 30, MARCH_1 + 30 * DAY - 1)).toBe(false);
    expect(isPointsBalanceExpired(MARCH_1, 30, MARCH_1 + 30 * DAY)).toBe(true);
  });

  it('counts days as 24 hours, across a change to summer time too', () => {
    expect(pointsExpiryTime(MARCH_1, 10)).toBe(Date.parse('2025-03-11T12:00:00Z'));
  });

  it('never expires points of a store without a validity', () => {
    expect(pointsExpiryTime(MARCH_1, null)).toBeNull();
    expect(pointsExpiryCutoff(MARCH_1, null)).toBeNull();
    expect(isPointsBalanceExpired(0, null, MARCH_1 + 100_000 * DAY)).toBe(false);
  });

  it('puts the sweep cut-off where a last gain at or before it has expired', () => {
    expect(pointsExpiryCutoff(MARCH_1, 7)).toBe(MARCH_1 - 7 * DAY);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2_000_000_000_000 }),
        fc.integer({ min: 0, max: 2_000_000_000_000 }),
        fc.integer({ min: 1, max: POINTS_VALIDITY_MAX_DAYS }),
        (lastGainedAt, now, days) => {
          const cutoff = pointsExpiryCutoff(now, days) ?? Number.NEGATIVE_INFINITY;
          expect(isPointsBalanceExpired(lastGainedAt, days, now)).toBe(lastGainedAt <= cutoff);
        },
      ),
    );
  });
});
