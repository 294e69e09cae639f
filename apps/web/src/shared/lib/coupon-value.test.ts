import type { CouponDto } from '@nearbite/contract/coupons';
import { describe, expect, it } from 'vitest';
import { couponValue } from './coupon-value';

const coupon = (overrides: Partial<CouponDto>): CouponDto =>
  ({
    couponType: 'discount',
    discountInfo: { discountPercentInfo: { percent: 85, maxDiscountPrice: 500 }, discountPrice: null },
    availableConditions: { minCommoditiesPrice: 1500, maxDeliveryDistance: null, orderTypes: [] },
    ...overrides,
  }) as CouponDto;

describe('couponValue', () => {
  const english = 'en';
  const chinese = 'zh-CN';
  const percent = (paid: number, maxDiscountPrice = 0) =>
    coupon({
      discountInfo: { discountPercentInfo: { percent: paid, maxDiscountPrice }, discountPrice: null },
    });

  it('words percent off as the share taken off in English and as tenths paid in Chinese', () => {
    expect(couponValue(coupon({}), english)).toBe('15% off, up to $5');
    expect(couponValue(coupon({}), chinese)).toBe('8.5折，最高减$5');
    expect(couponValue(percent(85), english)).toBe('15% off');
    expect(couponValue(percent(85), chinese)).toBe('8.5折');
  });

  it('words fractional percentages without float noise, as the wallet does', () => {
    expect(couponValue(percent(85.3), english)).toBe('14.7% off');
    expect(couponValue(percent(85.3), chinese)).toBe('8.53折');
    expect(couponValue(percent(88.5, 850), english)).toBe('11.5% off, up to $8.50');
  });

  it('words a coupon that takes everything off as free, never as 0折', () => {
    expect(couponValue(percent(0), english)).toBe('Free');
    expect(couponValue(percent(0), chinese)).toBe('免费');
  });

  it('names a discount without its percentage as a discount, not as free delivery', () => {
    const bare = coupon({ discountInfo: { discountPercentInfo: null, discountPrice: null } });
    expect(couponValue(bare, english)).toBe('Discount');
    expect(couponValue(bare, chinese)).toBe('折扣');
  });

  it('words cash as the wallet does: whole dollars without cents', () => {
    const cash = (cents: number) =>
      coupon({ couponType: 'cash', discountInfo: { discountPercentInfo: null, discountPrice: cents } });
    expect(couponValue(cash(500), english)).toBe('$5 off');
    expect(couponValue(cash(500), chinese)).toBe('减$5');
    expect(couponValue(cash(850), english)).toBe('$8.50 off');
  });

  it('words free delivery by name', () => {
    expect(couponValue(coupon({ couponType: 'freeDeliveryPrice' }), chinese)).toBe('免配送费');
    expect(couponValue(coupon({ couponType: 'freeDeliveryPrice' }), english)).toBe('Free delivery');
  });
});
