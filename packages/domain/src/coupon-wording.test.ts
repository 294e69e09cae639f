import { describe, expect, it } from 'vitest';
import { couponValueText } from './coupon-wording.js';

const cash = (discountPrice: number) => ({
  couponType: 'cash' as const,
  discountPrice,
  percent: null,
  maxDiscountPrice: null,
});
const discount = (percent: number | null, maxDiscountPrice: number | null = null) => ({
  couponType: 'discount' as const,
  discountPrice: null,
  percent,
  maxDiscountPrice,
});
const freeDelivery = {
  couponType: 'freeDeliveryPrice' as const,
  discountPrice: null,
  percent: null,
  maxDiscountPrice: null,
};

describe('couponValueText', () => {
  it('words cash off short, or with cents where every figure has them', () => {
    expect(couponValueText(cash(500), 'en')).toBe('$5 off');
    expect(couponValueText(cash(500), 'zh-CN')).toBe('减$5');
    expect(couponValueText(cash(850), 'en')).toBe('$8.50 off');
    expect(couponValueText(cash(500), 'en', { cents: true })).toBe('$5.00 off');
    expect(couponValueText(cash(500), 'zh-CN', { cents: true })).toBe('减$5.00');
  });

  it('words a percentage as percent off in English and tenths paid in Chinese, with its cap', () => {
    expect(couponValueText(discount(85), 'en')).toBe('15% off');
    expect(couponValueText(discount(85), 'zh-CN')).toBe('8.5折');
    expect(couponValueText(discount(85, 800), 'en')).toBe('15% off, up to $8');
    expect(couponValueText(discount(85, 800), 'zh-CN')).toBe('8.5折，最高减$8');
    expect(couponValueText(discount(85, 800), 'en', { cents: true })).toBe('15% off, up to $8.00');
    expect(couponValueText(discount(85, 0), 'en')).toBe('15% off');
    expect(couponValueText(discount(85.3), 'en')).toBe('14.7% off');
    expect(couponValueText(discount(0), 'zh-CN')).toBe('免费');
  });

  it('names a discount that lacks its percentage, and free delivery', () => {
    expect(couponValueText(discount(null), 'en')).toBe('Discount');
    expect(couponValueText(discount(null), 'zh-CN')).toBe('折扣');
    expect(couponValueText(freeDelivery, 'en')).toBe('Free delivery');
    expect(couponValueText(freeDelivery, 'zh-CN')).toBe('免配送费');
  });

  it('names a minimum spend when asked: "orders over" in English, 满 in Chinese', () => {
    const minimumSpend = 2000;
    expect(couponValueText(cash(500), 'en', { minimumSpend })).toBe('$5 off orders over $20');
    expect(couponValueText(cash(500), 'zh-CN', { minimumSpend })).toBe('满$20减$5');
    expect(couponValueText(discount(90, 800), 'en', { minimumSpend })).toBe(
      '10% off orders over $20, up to $8',
    );
    expect(couponValueText(discount(90, 800), 'zh-CN', { minimumSpend })).toBe('满$20享9折，最高减$8');
    expect(couponValueText(freeDelivery, 'en', { minimumSpend })).toBe('Free delivery on orders over $20');
    expect(couponValueText(freeDelivery, 'zh-CN', { minimumSpend })).toBe('满$20免配送费');
    expect(couponValueText(cash(500), 'en', { minimumSpend: 0 })).toBe('$5 off');
  });
});
