import type { PointsCouponDto } from '@nearbite/contract/points';
import { describe, expect, it } from 'vitest';
import { pointsTextsEn } from '../../../shared/i18n/points.en';
import { pointsTextsZh } from '../../../shared/i18n/points.zh';
import { couponCondition, couponValue } from './coupon-text';

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

describe('couponValue', () => {
  const english = translator(pointsTextsEn);
  const chinese = translator(pointsTextsZh as typeof pointsTextsEn);

  it('words percent off as the share taken off in English and as tenths paid in Chinese', () => {
    expect(couponValue(coupon({}), english, 'en')).toBe('15% off, up to $5.00');
    expect(couponValue(coupon({}), chinese, 'zh-CN')).toBe('8.5折，最多减$5.00');
  });

  it('words cash and free delivery, and the minimum spend', () => {
    const cash = coupon({
      couponType: 'cash',
      discountInfo: { discountPercentInfo: null, discountPrice: 300 },
    });
    expect(couponValue(cash, english, 'en')).toBe('$3.00 off');
    expect(couponValue(coupon({ couponType: 'freeDeliveryPrice' }), chinese, 'zh-CN')).toBe('免配送费');
    expect(couponCondition(cash, english)).toBe('On orders over $15.00');
  });
});
