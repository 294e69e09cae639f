import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  couponStatusCode,
  durationDays,
  heldCouponState,
  isRuleExpired,
  validityOnReceipt,
} from './coupon-display.js';
import { couponUnavailableReason } from './coupon-eligibility.js';

const DAY_MS = 86_400_000;
const received = Date.UTC(2026, 2, 1, 12);

describe('validityOnReceipt', () => {
  it('counts a duration from the moment the coupon is received', () => {
    expect(validityOnReceipt({ kind: 'duration', durationSeconds: 30 * 86_400 }, received)).toEqual({
      startsAt: null,
      expiresAt: received + 30 * DAY_MS,
    });
  });

  it('keeps a fixed expiry time and an interval as they are', () => {
    const expiredTime = Date.UTC(2026, 11, 31);
    expect(validityOnReceipt({ kind: 'fixedTime', expiredTime }, received)).toEqual({
      startsAt: null,
      expiresAt: expiredTime,
    });
    const interval = {
      kind: 'interval',
      startTime: Date.UTC(2026, 3, 1),
      endTime: Date.UTC(2026, 4, 1),
    } as const;
    expect(validityOnReceipt(interval, received)).toEqual({
      startsAt: interval.startTime,
      expiresAt: interval.endTime,
    });
  });

  it('never ends a duration coupon before it was received', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10 * 365 * 86_400 }),
        fc.integer({ min: 0, max: 4e12 }),
        (s, at) => {
          const { expiresAt } = validityOnReceipt({ kind: 'duration', durationSeconds: s }, at);
          expect(expiresAt - at).toBe(s * 1000);
        },
      ),
    );
  });
});

describe('isRuleExpired and couponStatusCode', () => {
  it('expires fixed and interval coupons at their end, never duration coupons', () => {
    const end = Date.UTC(2026, 0, 1);
    expect(isRuleExpired({ kind: 'fixedTime', expiredTime: end }, end - 1)).toBe(false);
    expect(isRuleExpired({ kind: 'fixedTime', expiredTime: end }, end)).toBe(true);
    expect(isRuleExpired({ kind: 'interval', startTime: end - DAY_MS, endTime: end }, end + 1)).toBe(true);
    expect(isRuleExpired({ kind: 'duration', durationSeconds: 60 }, Number.MAX_SAFE_INTEGER)).toBe(false);
  });

  it('is 0 (invalid) when switched off or expired, else 1', () => {
    const rule = { kind: 'fixedTime', expiredTime: received + DAY_MS } as const;
    expect(couponStatusCode(true, rule, received)).toBe(1);
    expect(couponStatusCode(false, rule, received)).toBe(0);
    expect(couponStatusCode(true, rule, received + DAY_MS)).toBe(0);
  });
});

describe('heldCouponState', () => {
  const start = Date.UTC(2026, 3, 1);
  const end = Date.UTC(2026, 4, 1);
  const interval = { startsAt: start, expiresAt: end };

  it('waits before the start, is usable from the start up to the end, and expired at the end', () => {
    expect(heldCouponState(interval, start - 1)).toBe('notStarted');
    expect(heldCouponState(interval, start)).toBe('usable');
    expect(heldCouponState(interval, end - 1)).toBe('usable');
    expect(heldCouponState(interval, end)).toBe('expired');
  });

  it('treats a missing start as started and a missing end as never ending', () => {
    expect(heldCouponState({ startsAt: null, expiresAt: end }, 0)).toBe('usable');
    expect(heldCouponState({ startsAt: start, expiresAt: null }, Number.MAX_SAFE_INTEGER)).toBe('usable');
    expect(heldCouponState({ startsAt: null, expiresAt: null }, start)).toBe('usable');
  });

  it('agrees with the checkout: a copy is only refused for time when it is not usable now', () => {
    const rule = {
      id: 'c',
      couponType: 'cash',
      percent: null,
      maxDiscountPrice: null,
      discountPrice: 100,
      minCommoditiesPrice: 0,
      maxDeliveryDistanceMiles: null,
      orderTypes: [],
    } as const;
    const context = { orderType: 'pickup', subtotal: 1000, deliveryPrice: 0, distanceMiles: null } as const;
    fc.assert(
      fc.property(
        fc.option(fc.integer({ min: 0, max: 4e12 })),
        fc.option(fc.integer({ min: 0, max: 4e12 })),
        fc.integer({ min: 0, max: 4e12 }),
        (startsAt, expiresAt, now) => {
          const reason = couponUnavailableReason({ ...rule, startsAt, expiresAt }, { ...context, now });
          const state = heldCouponState({ startsAt, expiresAt }, now);
          expect(reason?.code ?? 'usable').toBe(state === 'usable' ? 'usable' : state);
        },
      ),
    );
  });
});

describe('durationDays', () => {
  it('is seconds over 86,400', () => {
    expect(durationDays(30 * 86_400)).toBe(30);
    expect(durationDays(86_400)).toBe(1);
    expect(durationDays(1.5 * 86_400)).toBe(1.5);
  });

  it('never shows more days than the coupon lasts', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e9 }), (seconds) => {
        expect(durationDays(seconds) * 86_400).toBeLessThanOrEqual(seconds);
      }),
    );
  });
});
