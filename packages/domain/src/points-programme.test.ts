import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CART_REDEEM_COUPONS_SHOWN,
  DEFAULT_POINTS_TIERS,
  isEarnType,
  MERCHANT_POINTS_CHANGE_TYPES,
  MERCHANT_POINTS_MAX_CHANGE,
  POINTS_BALANCE_MAX,
  POINTS_CHANGE_TYPES,
  POINTS_EARN_TYPES,
  POINTS_PAGE_SIZE,
  POINTS_SCALE_BEYOND_WEIGHT,
  POINTS_SCALE_WEIGHTS,
  POINTS_SPEND_TYPES,
  parseCurPoint,
  pointsProgress,
  progressTiers,
  STATEMENT_TYPES,
  visibleCoupons,
} from './points-programme.js';

describe('the statement', () => {
  it('names every earn and spend type of the specification', () => {
    expect(POINTS_EARN_TYPES).toEqual([
      'businessReward',
      'completedOrder',
      'share',
      'comment',
      'cancelledOrderRollback',
      'refundedOrderRollback',
    ]);
    expect(POINTS_SPEND_TYPES).toEqual([
      'consumedForCommodity',
      'consumedForCoupon',
      'expired',
      'businessDeduction',
      'completedOrderRollback',
    ]);
    expect(POINTS_CHANGE_TYPES).toHaveLength(11);
    expect(POINTS_CHANGE_TYPES.filter(isEarnType)).toEqual([...POINTS_EARN_TYPES]);
  });

  it("lets the store's own systems reward, deduct and grant share and comment points", () => {
    expect(MERCHANT_POINTS_CHANGE_TYPES).toEqual(['businessReward', 'businessDeduction', 'share', 'comment']);
    expect(MERCHANT_POINTS_CHANGE_TYPES.filter(isEarnType)).toEqual(['businessReward', 'share', 'comment']);
    expect(MERCHANT_POINTS_MAX_CHANGE).toBeLessThan(POINTS_BALANCE_MAX);
  });

  it('has the tabs all, positive and negative and pages of 10', () => {
    expect(STATEMENT_TYPES).toEqual(['all', 'positive', 'negative']);
    expect(POINTS_PAGE_SIZE).toBe(10);
  });
});

describe("the cart's coupons for points", () => {
  it('shows 2 until More is tapped', () => {
    expect(CART_REDEEM_COUPONS_SHOWN).toBe(2);
    expect(visibleCoupons(['a', 'b', 'c'], CART_REDEEM_COUPONS_SHOWN, false)).toEqual({
      visible: ['a', 'b'],
      hidden: 1,
    });
    expect(visibleCoupons(['a', 'b', 'c'], CART_REDEEM_COUPONS_SHOWN, true)).toEqual({
      visible: ['a', 'b', 'c'],
      hidden: 0,
    });
  });

  it('offers no More when everything already shows', () => {
    expect(visibleCoupons(['a', 'b'], 2, false)).toEqual({ visible: ['a', 'b'], hidden: 0 });
    expect(visibleCoupons([], 2, false)).toEqual({ visible: [], hidden: 0 });
    expect(visibleCoupons(['a', 'b', 'c'], null, false)).toEqual({ visible: ['a', 'b', 'c'], hidden: 0 });
  });
});

describe('parseCurPoint', () => {
  it('reads whole non-negative numbers', () => {
    expect(parseCurPoint('0')).toBe(0);
    expect(parseCurPoint('120')).toBe(120);
    expect(parseCurPoint(' 75 ')).toBe(75);
  });

  it('reads every balance a card can hold', () => {
    expect(parseCurPoint(String(POINTS_BALANCE_MAX))).toBe(999_999_999);
  });

  it('refuses anything that is not a whole non-negative number', () => {
    for (const value of [null, undefined, '', ' ', 'abc', '-5', '1.5', '1e3', '0x10', '12a', '1234567890']) {
      expect(parseCurPoint(value), String(value)).toBeNull();
    }
  });
});

describe('the progress bar', () => {
  it('has the default tiers 50, 100, 150, 200 and weights 10, 25, 24, 24 plus 11 beyond', () => {
    expect(DEFAULT_POINTS_TIERS).toEqual([50, 100, 150, 200]);
    expect(POINTS_SCALE_WEIGHTS).toEqual([10, 25, 24, 24]);
    expect(POINTS_SCALE_BEYOND_WEIGHT).toBe(11);
  });

  it("takes the store's four lowest distinct prices, or the defaults when it has fewer", () => {
    expect(progressTiers([300, 80, 80, 120, 200, 500])).toEqual([80, 120, 200, 300]);
    expect(progressTiers([100, 150])).toEqual([50, 100, 150, 200]);
    expect(progressTiers([])).toEqual([50, 100, 150, 200]);
  });

  it('puts the tier marks at the weights and fills each segment linearly', () => {
    const tiers = [50, 100, 150, 200];
    const total = 94;
    expect(pointsProgress(0, tiers)).toEqual({
      filled: 0,
      marks: [10 / total, 35 / total, 59 / total, 83 / total],
    });
    expect(pointsProgress(25, tiers).filled).toBeCloseTo(5 / total);
    expect(pointsProgress(50, tiers).filled).toBeCloseTo(10 / total);
    expect(pointsProgress(75, tiers).filled).toBeCloseTo(22.5 / total);
    expect(pointsProgress(200, tiers).filled).toBeCloseTo(83 / total);
    expect(pointsProgress(225, tiers).filled).toBeCloseTo(88.5 / total);
    expect(pointsProgress(250, tiers).filled).toBe(1);
    expect(pointsProgress(10_000, tiers).filled).toBe(1);
  });

  it('never shrinks as points grow and stays within the bar', () => {
    fc.assert(
      fc.property(fc.nat(1000), fc.nat(1000), (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const tiers = [50, 100, 150, 200];
        const lowFill = pointsProgress(low, tiers).filled;
        const highFill = pointsProgress(high, tiers).filled;
        return lowFill >= 0 && highFill <= 1 && lowFill <= highFill;
      }),
    );
  });
});
