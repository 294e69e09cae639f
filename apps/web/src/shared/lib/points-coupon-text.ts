import type { PointsCouponDto } from '@nearbite/contract/points';
import { shortDollars } from '@nearbite/domain/money-text';
import type { Translate } from '../i18n/translation';

/** The coupon's minimum spend line. */
export function couponCondition(coupon: PointsCouponDto, t: Translate): string {
  const minimum = coupon.availableConditions.minCommoditiesPrice;
  return minimum > 0
    ? t('points.coupon.minimum', { amount: shortDollars(minimum) })
    : t('points.coupon.noMinimum');
}
