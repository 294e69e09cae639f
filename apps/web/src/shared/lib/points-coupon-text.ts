import type { PointsCouponDto } from '@nearbite/contract/points';
import { discountLabel } from '@nearbite/domain/discount-label';
import { shortDollars } from '@nearbite/domain/money-text';
import type { Translate } from '../i18n/translation';

/**
 * A coupon's value in the page's language, worded as the wallet words it: cash as an amount off
 * ("$5 off"); percent-off by discount-label.ts (English "15% off", Chinese "8.5折", "Free" at 0 %);
 * free delivery by name.
 */
export function couponValue(coupon: PointsCouponDto, t: Translate, language: string): string {
  const { discountPercentInfo, discountPrice } = coupon.discountInfo;
  if (coupon.couponType === 'cash')
    return t('points.coupon.cash', { amount: shortDollars(discountPrice ?? 0) });
  if (coupon.couponType === 'discount') {
    // A discount without its percentage (never in the catalog) is named, not worded as free delivery.
    if (!discountPercentInfo) return t('points.coupon.discount');
    const discount = discountLabel(discountPercentInfo.percent, language);
    return discountPercentInfo.maxDiscountPrice > 0
      ? t('points.coupon.discountUpTo', { discount, max: shortDollars(discountPercentInfo.maxDiscountPrice) })
      : discount;
  }
  return t('points.coupon.freeDelivery');
}

/** The coupon's minimum spend line. */
export function couponCondition(coupon: PointsCouponDto, t: Translate): string {
  const minimum = coupon.availableConditions.minCommoditiesPrice;
  return minimum > 0
    ? t('points.coupon.minimum', { amount: shortDollars(minimum) })
    : t('points.coupon.noMinimum');
}
