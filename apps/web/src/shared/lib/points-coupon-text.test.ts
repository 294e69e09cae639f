import type { PointsCouponDto } from '@nearbite/contract/points';
import { describe, expect, it } from 'vitest';
import { pointsEn } from '../i18n/points.en';
import { pointsZh } from '../i18n/points.zh';
import { translatorOver } from '../i18n/test-translator';
import { couponCondition } from './points-coupon-text';

const coupon = (overrides: Partial<PointsCouponDto>): PointsCouponDto =>
  ({
    couponType: 'discount',
    discountInfo: { discountPercentInfo: { percent: 85, maxDiscountPrice: 500 }, discountPrice: null },
    availableConditions: { minCommoditiesPrice: 1500, maxDeliveryDistance: null, orderTypes: [] },
    ...overrides,
  }) as PointsCouponDto;

describe('couponCondition', () => {
  const english = translatorOver('en', { points: pointsEn });
  const chinese = translatorOver('zh-CN', { points: pointsZh });

  it('words the minimum spend in short dollars, or says there is none', () => {
    expect(couponCondition(coupon({}), english)).toBe('On orders over $15');
    expect(couponCondition(coupon({}), chinese)).toBe('满$15可用');
    const noMinimum = coupon({
      availableConditions: { minCommoditiesPrice: 0, maxDeliveryDistance: null, orderTypes: [] },
    });
    expect(couponCondition(noMinimum, english)).toBe('No minimum spend');
  });
});
