import type { CouponDto } from '@nearbite/contract/coupons';
import { type CouponExpiryRule, couponStatusCode } from '@nearbite/domain/coupon-display';
import { type Language, localize } from '../../lib/request-language.js';
import type { CouponRow, CouponWithBusiness } from './account.repository.js';

/** The coupon's expiry rule; the table's CHECK guarantees the columns its kind needs. */
export function expiryRuleOf(coupon: CouponRow): CouponExpiryRule {
  switch (coupon.expiryKind) {
    case 'duration':
      return { kind: 'duration', durationSeconds: coupon.durationSeconds ?? 0 };
    case 'fixedTime':
      return { kind: 'fixedTime', expiredTime: coupon.expiredTime?.getTime() ?? 0 };
    case 'interval':
      return {
        kind: 'interval',
        startTime: coupon.startTime?.getTime() ?? 0,
        endTime: coupon.endTime?.getTime() ?? 0,
      };
  }
}

/** A coupon as the wallet, the claim page and the welcome gift show it, in the diner's language. */
export function toCouponDto(item: CouponWithBusiness, language: Language, now: number): CouponDto {
  const { coupon, business } = item;
  const rule = expiryRuleOf(coupon);
  return {
    id: coupon.id,
    couponType: coupon.couponType,
    discountInfo: {
      discountPercentInfo:
        coupon.couponType === 'discount'
          ? // A discount without a cap is stored as null; the wire has no null here, and 0 reads as "no cap".
            { percent: coupon.discountPercent ?? 100, maxDiscountPrice: coupon.maxDiscountPrice ?? 0 }
          : null,
      discountPrice: coupon.couponType === 'cash' ? coupon.discountPrice : null,
    },
    availableConditions: {
      minCommoditiesPrice: coupon.minCommoditiesPrice,
      maxDeliveryDistance: coupon.maxDeliveryDistanceMiles,
      orderTypes: coupon.orderTypes,
    },
    couponStatus: couponStatusCode(coupon.status === 'active', rule, now),
    expiredInfo: {
      duration: rule.kind === 'duration' ? rule.durationSeconds : null,
      expiredTime: rule.kind === 'fixedTime' ? rule.expiredTime : null,
      timeInterval: rule.kind === 'interval' ? { startTime: rule.startTime, endTime: rule.endTime } : null,
    },
    business: business ? { id: business.id, name: localize(business.name, language) } : null,
    name: localize(coupon.title, language),
  };
}
