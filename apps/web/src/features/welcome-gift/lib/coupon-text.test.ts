import type { CouponDto } from '@nearbite/contract/coupons';
import { describe, expect, it } from 'vitest';
import { en } from '../../../shared/i18n/en';
import { translatorOver } from '../../../shared/i18n/test-translator';
import { zh } from '../../../shared/i18n/zh';
import { couponConditions } from './coupon-text';

const english = translatorOver('en', { translation: en });
const chinese = translatorOver('zh-CN', { translation: zh });

function coupon(overrides: Partial<CouponDto> = {}): CouponDto {
  return {
    id: 'c1',
    couponType: 'cash',
    discountInfo: { discountPercentInfo: null, discountPrice: 500 },
    availableConditions: { minCommoditiesPrice: 2000, maxDeliveryDistance: null, orderTypes: ['delivery'] },
    couponStatus: 1,
    expiredInfo: { duration: 7 * 86_400, expiredTime: null, timeInterval: null },
    business: null,
    name: 'Welcome',
    ...overrides,
  };
}

describe('couponConditions', () => {
  it('lists the minimum spend and how long a claimed coupon lasts', () => {
    expect(couponConditions(coupon(), english, 'en')).toEqual(['Orders over $20', 'Valid for 7 days']);
    expect(couponConditions(coupon(), chinese, 'zh-CN')).toEqual(['满$20可用', '有效期 7 天']);
  });

  it('says when there is no minimum, names the store, and words one day', () => {
    const oneStore = coupon({
      availableConditions: { minCommoditiesPrice: 0, maxDeliveryDistance: null, orderTypes: ['pickup'] },
      business: { id: 'b1', name: 'Lotus Thai Kitchen' },
      expiredInfo: { duration: 86_400, expiredTime: null, timeInterval: null },
    });
    expect(couponConditions(oneStore, english, 'en')).toEqual([
      'No minimum spend',
      'At Lotus Thai Kitchen only',
      'Valid for 1 day',
    ]);
  });

  it('gives the end date of a coupon with fixed dates', () => {
    const end = Date.UTC(2026, 11, 31, 12);
    const fixed = coupon({
      expiredInfo: { duration: null, expiredTime: null, timeInterval: { startTime: 0, endTime: end } },
    });
    expect(couponConditions(fixed, english, 'en')[1]).toBe('Valid until Dec 31, 2026');
    expect(couponConditions(fixed, chinese, 'zh-CN')[1]).toBe('有效期至2026年12月31日');
  });
});
