import type { CouponDto } from '@nearbite/contract/coupons';
import { durationDays } from '@nearbite/domain/coupon-display';
import { shortDollars } from '@nearbite/domain/money-text';
import type { Translate } from '../../../shared/i18n/translation';

export type { Translate };

function formatDate(epochMs: number, language: string): string {
  return new Intl.DateTimeFormat(language, { year: 'numeric', month: 'short', day: 'numeric' }).format(
    new Date(epochMs),
  );
}

/** The conditions under the value: minimum spend, store, how long it lasts. */
export function couponConditions(coupon: CouponDto, t: Translate, language: string): string[] {
  const lines: string[] = [];
  const minimum = coupon.availableConditions.minCommoditiesPrice;
  lines.push(
    minimum > 0 ? t('welcomeGift.minSpend', { amount: shortDollars(minimum) }) : t('welcomeGift.noMinimum'),
  );
  if (coupon.business) lines.push(t('welcomeGift.atStore', { name: coupon.business.name }));
  const { duration, expiredTime, timeInterval } = coupon.expiredInfo;
  if (duration !== null && duration > 0) {
    const days = durationDays(duration);
    lines.push(t('welcomeGift.validDays', { count: days }));
  } else {
    const end = timeInterval?.endTime ?? expiredTime;
    if (end !== null && end !== undefined)
      lines.push(t('welcomeGift.validUntil', { date: formatDate(end, language) }));
  }
  return lines;
}
