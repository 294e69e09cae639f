import type { PointsCouponDto } from '@nearbite/contract/points';
import { describe, expect, it } from 'vitest';
import { pointsEn } from '../i18n/points.en';
import { pointsZh } from '../i18n/points.zh';
import { translatorOver } from '../i18n/test-translator';
import { couponCondition, couponValue } from './points-coupon-text';

const coupon = (overrides: Partial<PointsCouponDto>): PointsCouponDto =>
  ({
    couponType: 'discount',
    discountInfo: { discountPercentInfo: { percent: 85, maxDiscountPrice: 500 }, discountPrice: null },
    availableConditions: { minCommoditiesPrice: 1500, maxDeliveryDistance: null, orderTypes: [] },
    ...overrides,
  }) as PointsCouponDto;

describe('couponValue', () => {
  const english = translatorOver('en', { points: pointsEn });
  const chinese = translatorOver('zh-CN', { points: pointsZh });
  const percent = (paid: number, maxDiscountPrice = 0) =>
    coupon({
      discountInfo: { discountPercentInfo: { percent: paid, maxDiscountPrice }, discountPrice: null },
    });

  it('words percent off as the share taken off in English and as tenths paid in Chinese', () => {
    expect(couponValue(coupon({}), english, 'en')).toBe('15% off, up to $5');
    expect(couponValue(coupon({}), chinese, 'zh-CN')).toBe('8.5折，最高减$5');
    expect(couponValue(percent(85), english, 'en')).toBe('15% off');
    expect(couponValue(percent(85), chinese, 'zh-CN')).toBe('8.5折');
  });

  it('words fractional percentages without float noise, as the wallet does', () => {
    expect(couponValue(percent(85.3), english, 'en')).toBe('14.7% off');
    expect(couponValue(percent(85.3), chinese, 'zh-CN')).toBe('8.53折');
    expect(couponValue(percent(88.5, 850), english, 'en')).toBe('11.5% off, up to $8.50');
  });

  it('words a coupon that takes everything off as free, never as 0折', () => {
    expect(couponValue(percent(0), english, 'en')).toBe('Free');
    expect(couponValue(percent(0), chinese, 'zh-CN')).toBe('免费');
  });

  it('names a discount without its percentage as a discount, not as free delivery', () => {
    const bare = coupon({ discountInfo: { discountPercentInfo: null, discountPrice: null } });
    expect(couponValue(bare, english, 'en')).toBe('Discount');
    expect(couponValue(bare, chinese, 'zh-CN')).toBe('折扣');
  });

  it('words cash as the wallet does: whole dollars without cents', () => {
    const cash = (cents: number) =>
      coupon({ couponType: 'cash', discountInfo: { discountPercentInfo: null, discountPrice: cents } });
    expect(couponValue(cash(500), english, 'en')).toBe('$5 off');
    expect(couponValue(cash(500), chinese, 'zh-CN')).toBe('减$5');
    expect(couponValue(cash(850), english, 'en')).toBe('$8.50 off');
  });

  it('words free delivery, and the minimum spend in short dollars', () => {
    expect(couponValue(coupon({ couponType: 'freeDeliveryPrice' }), chinese, 'zh-CN')).toBe('免配送费');
    expect(couponCondition(coupon({}), english)).toBe('On orders over $15');
    expect(couponCondition(coupon({}), chinese)).toBe('满$15可用');
    const noMinimum = coupon({
      availableConditions: { minCommoditiesPrice: 0, maxDeliveryDistance: null, orderTypes: [] },
    });
    expect(couponCondition(noMinimum, english)).toBe('No minimum spend');
  });
});
