import type { PointsCouponDto } from '@nearbite/contract/points';
import { describe, expect, it } from 'vitest';
import { pointsTextsEn } from '../i18n/points.en';
import { pointsTextsZh } from '../i18n/points.zh';
import { couponCondition } from './points-coupon-text';

function translator(texts: typeof pointsTextsEn) {
  return (key: string, values: Record<string, unknown> = {}) => {
    const template = key
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], texts) as string;
    return template.replace(/{{(\w+)}}/g, (_, name: string) => String(values[name]));
  };
}

const coupon = (overrides: Partial<PointsCouponDto>): PointsCouponDto =>
  ({
    couponType: 'discount',
    discountInfo: { discountPercentInfo: { percent: 85, maxDiscountPrice: 500 }, discountPrice: null },
    availableConditions: { minCommoditiesPrice: 1500, maxDeliveryDistance: null, orderTypes: [] },
    ...overrides,
  }) as PointsCouponDto;

describe('couponCondition', () => {
  const english = translator(pointsTextsEn);
  const chinese = translator(pointsTextsZh as typeof pointsTextsEn);

  it('words the minimum spend in short dollars, or says there is none', () => {
    expect(couponCondition(coupon({}), english)).toBe('On orders over $15');
    expect(couponCondition(coupon({}), chinese)).toBe('满$15可用');
    const noMinimum = coupon({
      availableConditions: { minCommoditiesPrice: 0, maxDeliveryDistance: null, orderTypes: [] },
    });
    expect(couponCondition(noMinimum, english)).toBe('No minimum spend');
  });
});
