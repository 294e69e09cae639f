import type { ActivityDto, ConsoleCouponDto } from '@nearbite/contract/console-promotions';
import type { OrderType } from '@nearbite/domain/order-type';
import { useLanguage } from '../../../shared/i18n/language';
import { fill, useTexts } from '../../../shared/i18n/texts';
import { dateTime, money } from '../../../shared/lib/format';
import { promotionsTexts } from '../texts';

/** A promotion's name in `language`, English when it has no Chinese one. */
export function displayName(name: { en: string; zh: string }, language: 'en' | 'zh'): string {
  return language === 'zh' && name.zh ? name.zh : name.en;
}

/**
 * How the lists word a promotion's value, order types, period and stock, in the console's language; times on
 * the store's wall clock once its time zone is known.
 */
export function usePromotionLabels(timeZone?: string) {
  const t = useTexts(promotionsTexts);
  const language = useLanguage();
  const when = (ms: number) => dateTime(ms, language, timeZone);
  const typeLabel: Record<OrderType, string> = { delivery: t.delivery, pickup: t.pickup, dineIn: t.dineIn };
  return {
    /** The name in the console's language first, the other language after it (when it differs). */
    names: (name: { en: string; zh: string }) =>
      language === 'zh' && name.zh
        ? { main: name.zh, other: name.en === name.zh ? '' : name.en }
        : { main: name.en, other: name.zh === name.en ? '' : name.zh },
    percent: (paid: number) => fill(t.percentOff, { percent: 100 - paid }),
    orderTypes: (types: readonly OrderType[]) =>
      types.length === 0 ? t.allOrderTypes : types.map((type) => typeLabel[type]).join(', '),
    period: (activity: Pick<ActivityDto, 'startsAt' | 'endsAt'>) =>
      `${activity.startsAt === null ? t.fromNow : when(activity.startsAt)} – ${
        activity.endsAt === null ? t.noEnd : when(activity.endsAt)
      }`,
    couponValue: (coupon: ConsoleCouponDto) => {
      if (coupon.couponType === 'cash') return money(coupon.discountPrice ?? 0);
      if (coupon.couponType === 'freeDeliveryPrice') return t.couponFreeDelivery;
      const off = fill(t.percentOff, { percent: 100 - (coupon.discountPercent ?? 100) });
      return coupon.maxDiscountPrice === null ? off : `${off} (≤ ${money(coupon.maxDiscountPrice)})`;
    },
    minimum: (coupon: ConsoleCouponDto) =>
      coupon.minCommoditiesPrice === null ? '' : ` · ≥ ${money(coupon.minCommoditiesPrice)}`,
    distance: (coupon: ConsoleCouponDto) =>
      coupon.maxDeliveryDistanceMiles === null
        ? ''
        : ` · ${fill(t.withinMiles, { miles: coupon.maxDeliveryDistanceMiles })}`,
    validity: (coupon: ConsoleCouponDto) => {
      const { validity } = coupon;
      if (validity.kind === 'duration')
        return fill(t.daysAfter, { days: Math.round(validity.durationSeconds / 86_400) });
      if (validity.kind === 'fixedTime') return fill(t.until, { date: when(validity.expiredTime) });
      return fill(t.between, { from: when(validity.startTime), to: when(validity.endTime) });
    },
    claimed: (coupon: ConsoleCouponDto) =>
      coupon.stockNumber === null
        ? fill(t.claimedUnlimited, { claimed: coupon.claimedCount })
        : fill(t.claimedOf, { claimed: coupon.claimedCount, left: coupon.stockNumber }),
  };
}
