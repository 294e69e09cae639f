import { describe, expect, it } from 'vitest';
import {
  activityDraftRefusal,
  COUPON_DURATION_MAX_SECONDS,
  COUPON_DURATION_MIN_SECONDS,
  COUPON_PER_USER_LIMIT_MAX,
  COUPON_STOCK_MAX,
  type CouponDraft,
  couponDraftRefusal,
  PROMOTION_HORIZON_MS,
  PROMOTION_PERCENT_MAX,
  PROMOTION_PERCENT_MIN,
  redeemCodeOf,
} from './promotion-rules.js';

const NOW = Date.UTC(2026, 10, 28, 12);
const DAY = 24 * 60 * 60 * 1000;

const cash: CouponDraft = {
  couponType: 'cash',
  discountPercent: null,
  maxDiscountPrice: null,
  discountPrice: 500,
  minCommoditiesPrice: 2000,
  maxDeliveryDistanceMiles: null,
  validity: { kind: 'duration', durationSeconds: 7 * 24 * 3600 },
  stockNumber: 100,
  perUserLimit: 1,
  redeemCode: null,
};
const discount: CouponDraft = { ...cash, couponType: 'discount', discountPercent: 80, discountPrice: null };

describe('the numbers', () => {
  it('pins the limits a store works within', () => {
    expect([PROMOTION_PERCENT_MIN, PROMOTION_PERCENT_MAX]).toEqual([1, 99]);
    expect(COUPON_DURATION_MIN_SECONDS).toBe(3600);
    expect(COUPON_DURATION_MAX_SECONDS).toBe(365 * 86400);
    expect(COUPON_STOCK_MAX).toBe(100_000);
    expect(COUPON_PER_USER_LIMIT_MAX).toBe(10);
    expect(PROMOTION_HORIZON_MS).toBe(366 * DAY);
  });
});

describe('couponDraftRefusal', () => {
  it('accepts a cash coupon, a capped or uncapped discount and a free delivery', () => {
    expect(couponDraftRefusal(cash, NOW)).toBeNull();
    expect(couponDraftRefusal(discount, NOW)).toBeNull();
    expect(couponDraftRefusal({ ...discount, maxDiscountPrice: 1000 }, NOW)).toBeNull();
    const free = { ...cash, couponType: 'freeDeliveryPrice' as const, discountPrice: null };
    expect(couponDraftRefusal(free, NOW)).toBeNull();
  });

  it('wants the percent paid from 1 to 99 on a discount coupon, and no percent on the others', () => {
    for (const percent of [0, 100, 50.5, null]) {
      expect(couponDraftRefusal({ ...discount, discountPercent: percent }, NOW)).toBe(
        'PROMOTION_PERCENT_INVALID',
      );
    }
    expect(couponDraftRefusal({ ...discount, discountPercent: 1 }, NOW)).toBeNull();
    expect(couponDraftRefusal({ ...discount, discountPercent: 99 }, NOW)).toBeNull();
    expect(couponDraftRefusal({ ...cash, discountPercent: 80 }, NOW)).toBe('PROMOTION_PERCENT_INVALID');
  });

  it('wants amounts of at least a cent, a cap only on a discount, and an amount on cash', () => {
    expect(couponDraftRefusal({ ...cash, discountPrice: 0 }, NOW)).toBe('COUPON_AMOUNT_INVALID');
    expect(couponDraftRefusal({ ...cash, discountPrice: null }, NOW)).toBe('COUPON_AMOUNT_INVALID');
    expect(couponDraftRefusal({ ...cash, discountPrice: 1 }, NOW)).toBeNull();
    expect(couponDraftRefusal({ ...cash, maxDiscountPrice: 100 }, NOW)).toBe('COUPON_AMOUNT_INVALID');
    expect(couponDraftRefusal({ ...discount, maxDiscountPrice: 0 }, NOW)).toBe('COUPON_AMOUNT_INVALID');
    expect(couponDraftRefusal({ ...cash, minCommoditiesPrice: 0 }, NOW)).toBe('COUPON_AMOUNT_INVALID');
    expect(couponDraftRefusal({ ...cash, maxDeliveryDistanceMiles: 0 }, NOW)).toBe('COUPON_AMOUNT_INVALID');
    expect(couponDraftRefusal({ ...cash, maxDeliveryDistanceMiles: 3.5 }, NOW)).toBeNull();
  });

  it('wants a validity a diner can still receive, ending within a year', () => {
    const refusal = (validity: CouponDraft['validity']) => couponDraftRefusal({ ...cash, validity }, NOW);
    expect(refusal({ kind: 'duration', durationSeconds: 3599 })).toBe('COUPON_VALIDITY_INVALID');
    expect(refusal({ kind: 'duration', durationSeconds: 3600 })).toBeNull();
    expect(refusal({ kind: 'duration', durationSeconds: 365 * 86400 + 1 })).toBe('COUPON_VALIDITY_INVALID');
    expect(refusal({ kind: 'fixedTime', expiredTime: NOW })).toBe('COUPON_VALIDITY_INVALID');
    expect(refusal({ kind: 'fixedTime', expiredTime: NOW + DAY })).toBeNull();
    expect(refusal({ kind: 'fixedTime', expiredTime: NOW + 367 * DAY })).toBe('COUPON_VALIDITY_INVALID');
    expect(refusal({ kind: 'interval', startTime: NOW + 2 * DAY, endTime: NOW + DAY })).toBe(
      'COUPON_VALIDITY_INVALID',
    );
    expect(refusal({ kind: 'interval', startTime: NOW - DAY, endTime: NOW + DAY })).toBeNull();
  });

  it('wants a stock of 0 to 100000 or none, and 1 to 10 copies a diner', () => {
    expect(couponDraftRefusal({ ...cash, stockNumber: -1 }, NOW)).toBe('COUPON_STOCK_INVALID');
    expect(couponDraftRefusal({ ...cash, stockNumber: 0 }, NOW)).toBeNull();
    expect(couponDraftRefusal({ ...cash, stockNumber: null }, NOW)).toBeNull();
    expect(couponDraftRefusal({ ...cash, stockNumber: 100_001 }, NOW)).toBe('COUPON_STOCK_INVALID');
    expect(couponDraftRefusal({ ...cash, perUserLimit: 0 }, NOW)).toBe('COUPON_PER_USER_LIMIT_INVALID');
    expect(couponDraftRefusal({ ...cash, perUserLimit: 10 }, NOW)).toBeNull();
    expect(couponDraftRefusal({ ...cash, perUserLimit: 11 }, NOW)).toBe('COUPON_PER_USER_LIMIT_INVALID');
  });

  it('wants a redeem code the wallet can take: 4 letters or digits', () => {
    expect(couponDraftRefusal({ ...cash, redeemCode: 'ab12' }, NOW)).toBeNull();
    expect(couponDraftRefusal({ ...cash, redeemCode: 'AB1' }, NOW)).toBe('REDEEM_CODE_INVALID');
    expect(couponDraftRefusal({ ...cash, redeemCode: 'AB-2' }, NOW)).toBe('REDEEM_CODE_INVALID');
    expect(redeemCodeOf(' ab12 ')).toBe('AB12');
    expect(redeemCodeOf('')).toBeNull();
  });
});

describe('activityDraftRefusal', () => {
  it('wants a percent paid of 1 to 99', () => {
    expect(activityDraftRefusal({ discountPercent: 85, startsAt: null, endsAt: null }, NOW)).toBeNull();
    expect(activityDraftRefusal({ discountPercent: 100, startsAt: null, endsAt: null }, NOW)).toBe(
      'PROMOTION_PERCENT_INVALID',
    );
    expect(activityDraftRefusal({ discountPercent: 0, startsAt: null, endsAt: null }, NOW)).toBe(
      'PROMOTION_PERCENT_INVALID',
    );
  });

  it('wants an end after the start, in the future and within a year', () => {
    const refusal = (startsAt: number | null, endsAt: number | null) =>
      activityDraftRefusal({ discountPercent: 85, startsAt, endsAt }, NOW);
    expect(refusal(NOW - DAY, NOW + DAY)).toBeNull();
    expect(refusal(NOW + DAY, NOW + DAY)).toBe('ACTIVITY_DATES_INVALID');
    expect(refusal(null, NOW - 1)).toBe('ACTIVITY_DATES_INVALID');
    expect(refusal(null, NOW + 367 * DAY)).toBe('ACTIVITY_DATES_INVALID');
    expect(refusal(NOW + DAY, null)).toBeNull();
  });
});
