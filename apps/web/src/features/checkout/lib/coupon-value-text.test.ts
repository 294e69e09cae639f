import { describe, expect, it } from 'vitest';
import { translatorOver } from '../../../shared/i18n/test-translator';
import { checkoutEn } from '../texts/checkout.en';
import { checkoutZh } from '../texts/checkout.zh';
import { couponValueText } from './coupon-value-text';

/** Fills a checkout text by its key, as i18next would. */

const english = translatorOver('en', { checkout: checkoutEn });
const chinese = translatorOver('zh-CN', { checkout: checkoutZh });

const discount = (percent: number, maxDiscountPrice: number | null = null) => ({
  couponType: 'discount' as const,
  percent,
  maxDiscountPrice,
  discountPrice: null,
});

describe('couponValueText', () => {
  it('words a percentage as percent off in English and in tenths paid in Chinese', () => {
    expect(couponValueText(discount(85), english, 'en')).toBe('15% off');
    expect(couponValueText(discount(85), chinese, 'zh-CN')).toBe('8.5折');
    expect(couponValueText(discount(85, 800), english, 'en')).toBe('15% off, up to $8.00');
    expect(couponValueText(discount(85, 800), chinese, 'zh-CN')).toBe('8.5折，最高减$8.00');
  });

  it('words fractional and whole-price discounts without float noise', () => {
    expect(couponValueText(discount(85.3), english, 'en')).toBe('14.7% off');
    expect(couponValueText(discount(85.3), chinese, 'zh-CN')).toBe('8.53折');
    expect(couponValueText(discount(0), english, 'en')).toBe('Free');
    expect(couponValueText(discount(0), chinese, 'zh-CN')).toBe('免费');
  });

  it('words cash with its cents, as the checkout shows money, and free delivery by name', () => {
    const cash = { couponType: 'cash' as const, percent: null, maxDiscountPrice: null, discountPrice: 500 };
    expect(couponValueText(cash, english, 'en')).toBe('$5.00 off');
    expect(couponValueText(cash, chinese, 'zh-CN')).toBe('减$5.00');
    const free = { ...cash, couponType: 'freeDeliveryPrice' as const, discountPrice: null };
    expect(couponValueText(free, english, 'en')).toBe('Free delivery');
    expect(couponValueText(free, chinese, 'zh-CN')).toBe('免配送费');
  });
});
