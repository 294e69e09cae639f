import type { PointsCouponDto } from '@nearbite/contract/points';
import { dollars } from '../../../shared/lib/dollars';

type Translate = (key: string, values?: Record<string, unknown>) => string;

/**
 * A coupon's value in the page's language: cash as an amount off; percent-off in English as the share
 * taken off (15% off), in Chinese as tenths paid (8.5折); free delivery by name.
 */
export function couponValue(coupon: PointsCouponDto, t: Translate, language: string): string {
  const { discountPercentInfo, discountPrice } = coupon.discountInfo;
  if (coupon.couponType === 'cash') return t('points.coupon.cash', { amount: dollars(discountPrice ?? 0) });
  if (coupon.couponType === 'discount' && discountPercentInfo) {
    const paid = discountPercentInfo.percent;
    const percent = language.startsWith('zh') ? String(paid / 10) : String(100 - paid);
    return discountPercentInfo.maxDiscountPrice > 0
      ? t('points.coupon.percentCapped', { percent, max: dollars(discountPercentInfo.maxDiscountPrice) })
      : t('points.coupon.percent', { percent });
  }
  return t('points.coupon.freeDelivery');
}

/** The coupon's minimum spend line. */
export function couponCondition(coupon: PointsCouponDto, t: Translate): string {
  const minimum = coupon.availableConditions.minCommoditiesPrice;
  return minimum > 0
    ? t('points.coupon.minimum', { amount: dollars(minimum) })
    : t('points.coupon.noMinimum');
}
