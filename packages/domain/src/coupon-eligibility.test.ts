import { describe, expect, it } from 'vitest';
import { type CouponContext, couponChoices, couponUnavailableReason } from './coupon-eligibility.js';
import type { CouponRule } from './coupon-value.js';

const NOW = Date.UTC(2026, 2, 1, 18);
const HOUR = 3_600_000;

const tenOff: CouponRule = {
  id: 'uc-1',
  couponType: 'discount',
  percent: 90,
  maxDiscountPrice: 500,
  discountPrice: null,
  minCommoditiesPrice: 1500,
  maxDeliveryDistanceMiles: 3,
  orderTypes: ['delivery', 'pickup'],
  startsAt: NOW - HOUR,
  expiresAt: NOW + HOUR,
};
const order: CouponContext = {
  now: NOW,
  orderType: 'delivery',
  subtotal: 2000,
  deliveryPrice: 299,
  distanceMiles: 2,
};

describe('couponUnavailableReason', () => {
  it('is null for a usable coupon', () => {
    expect(couponUnavailableReason(tenOff, order)).toBeNull();
  });

  it('is notStarted before the start time and expired from the end time on', () => {
    expect(couponUnavailableReason(tenOff, { ...order, now: NOW - HOUR - 1 })).toEqual({
      code: 'notStarted',
      startsAt: NOW - HOUR,
    });
    expect(couponUnavailableReason(tenOff, { ...order, now: NOW - HOUR })).toBeNull();
    expect(couponUnavailableReason(tenOff, { ...order, now: NOW + HOUR })).toEqual({
      code: 'expired',
      expiresAt: NOW + HOUR,
    });
  });

  it('is orderTypeNotAllowed with the allowed types', () => {
    expect(couponUnavailableReason(tenOff, { ...order, orderType: 'dineIn' })).toEqual({
      code: 'orderTypeNotAllowed',
      orderTypes: ['delivery', 'pickup'],
    });
    expect(
      couponUnavailableReason({ ...tenOff, orderTypes: [] }, { ...order, orderType: 'dineIn' }),
    ).toBeNull();
  });

  it('is belowMinimum with the minimum ("over $15.00 available")', () => {
    expect(couponUnavailableReason(tenOff, { ...order, subtotal: 1499 })).toEqual({
      code: 'belowMinimum',
      minCommoditiesPrice: 1500,
    });
    expect(couponUnavailableReason(tenOff, { ...order, subtotal: 1500 })).toBeNull();
  });

  it('is beyondDistance with the radius for deliveries farther than it', () => {
    expect(couponUnavailableReason(tenOff, { ...order, distanceMiles: 3.2 })).toEqual({
      code: 'beyondDistance',
      maxDeliveryDistanceMiles: 3,
    });
    expect(couponUnavailableReason(tenOff, { ...order, distanceMiles: 3 })).toBeNull();
    expect(couponUnavailableReason(tenOff, { ...order, orderType: 'pickup', distanceMiles: 9 })).toBeNull();
    expect(couponUnavailableReason(tenOff, { ...order, distanceMiles: null })).toBeNull();
  });

  it('is zeroPrice when the coupon would take nothing off', () => {
    const free = { ...tenOff, couponType: 'freeDeliveryPrice' as const, minCommoditiesPrice: null };
    expect(couponUnavailableReason(free, { ...order, deliveryPrice: 0 })).toEqual({ code: 'zeroPrice' });
    expect(couponUnavailableReason(free, order)).toBeNull();
    const cash = { ...tenOff, couponType: 'cash' as const, discountPrice: 300, minCommoditiesPrice: null };
    expect(couponUnavailableReason(cash, { ...order, subtotal: 0 })).toEqual({ code: 'zeroPrice' });
  });

  it('reports the first failing check in the documented order', () => {
    const everything = { ...order, now: NOW + HOUR, orderType: 'dineIn' as const, subtotal: 0 };
    expect(couponUnavailableReason(tenOff, everything)?.code).toBe('expired');
    expect(couponUnavailableReason(tenOff, { ...everything, now: NOW })?.code).toBe('orderTypeNotAllowed');
    expect(couponUnavailableReason(tenOff, { ...order, subtotal: 0, distanceMiles: 9 })?.code).toBe(
      'belowMinimum',
    );
  });
});

describe('couponChoices', () => {
  it('gives each coupon its value on the order and its reason, in order', () => {
    const cash = { ...tenOff, id: 'uc-2', couponType: 'cash' as const, discountPrice: 300, orderTypes: [] };
    expect(couponChoices([tenOff, cash], { ...order, subtotal: 1000 })).toEqual([
      { id: 'uc-1', cutPrice: 100, unavailable: { code: 'belowMinimum', minCommoditiesPrice: 1500 } },
      { id: 'uc-2', cutPrice: 300, unavailable: { code: 'belowMinimum', minCommoditiesPrice: 1500 } },
    ]);
    expect(couponChoices([tenOff], order)).toEqual([{ id: 'uc-1', cutPrice: 200, unavailable: null }]);
  });
});
