import type { CouponViewDto, WalletCouponDto } from '@nearbite/contract/coupon-wallet';
import type { CouponDto } from '@nearbite/contract/coupons';
import { durationDays, hasEnded, hasNotStarted, isRuleExpired } from '@nearbite/domain/coupon-display';
import { shortDollars } from '@nearbite/domain/money-text';
import type { Translate } from '../../../shared/i18n/translation';
import { paths } from '../../../shared/lib/paths';

export type { Translate };

/** What the coupon asks of an order: minimum spend, order types, delivery distance. */
export function couponConditions(coupon: CouponDto, t: Translate): string[] {
  const { minCommoditiesPrice, orderTypes, maxDeliveryDistance } = coupon.availableConditions;
  const lines = [
    minCommoditiesPrice > 0
      ? t('coupons.conditions.minSpend', { amount: shortDollars(minCommoditiesPrice) })
      : t('coupons.conditions.noMinimum'),
  ];
  if (orderTypes.length > 0 && orderTypes.length < 3) {
    const types = orderTypes
      .map((type) => t(`coupons.orderType.${type}`))
      .join(t('coupons.conditions.typeSeparator'));
    lines.push(t('coupons.conditions.orderTypes', { types }));
  }
  if (maxDeliveryDistance !== null) {
    lines.push(t('coupons.conditions.maxDistance', { miles: maxDeliveryDistance }));
  }
  return lines;
}

/** A calendar date in the page's language: "Dec 31, 2099" / "2099年12月31日". */
export function formatDate(epochMs: number, language: string): string {
  return new Intl.DateTimeFormat(language, { year: 'numeric', month: 'short', day: 'numeric' }).format(
    new Date(epochMs),
  );
}

/** The coupon's own validity rule, as the claim page shows it before a copy is received. */
export function ruleValidity(coupon: CouponDto, t: Translate, language: string): string | null {
  const { duration, expiredTime, timeInterval } = coupon.expiredInfo;
  if (duration !== null && duration > 0) {
    const days = durationDays(duration);
    return t('coupons.validity.days', { count: days });
  }
  if (timeInterval) {
    return t('coupons.validity.interval', {
      start: formatDate(timeInterval.startTime, language),
      end: formatDate(timeInterval.endTime - 1, language),
    });
  }
  // The end is exclusive: a coupon valid "until 2099-12-31" ends at the last millisecond of that day.
  if (expiredTime !== null)
    return t('coupons.validity.until', { date: formatDate(expiredTime - 1, language) });
  return null;
}

/** Where the claim page stands with this coupon. */
export type ClaimState = 'expired' | 'invalid' | 'notOffered' | 'claimed' | 'open';

/**
 * The claim page's state: past its end it is expired; status 0 (switched off) is invalid; coupons
 * only given for points or as the welcome gift cannot be claimed; else claimed or open.
 */
export function claimState(coupon: CouponViewDto, now: number): ClaimState {
  const { duration, expiredTime, timeInterval } = coupon.expiredInfo;
  const end = timeInterval?.endTime ?? (duration === null ? expiredTime : null);
  if (end !== null && end !== undefined && isRuleExpired({ kind: 'fixedTime', expiredTime: end }, now)) {
    return 'expired';
  }
  if (coupon.couponStatus === 0) return 'invalid';
  if (coupon.isReceive) return 'claimed';
  if (!coupon.claimable) return 'notOffered';
  return 'open';
}

/** The wallet's two sentences about a copy the diner holds (the specification's couponStateStr, availableStr). */
export interface WalletStrings {
  state: string;
  available: string | null;
  /** The state needs attention (expires today). */
  urgent: boolean;
  /** The copy can be used now, so its Use button is on. */
  usable: boolean;
}

/**
 * Worded on the client from the copy's own validity and the diner's clock, by the domain's time rule
 * (coupon-display.ts, as the checkout judges it): not started yet (with when it starts and ends), expired
 * (a page left open past the end), expires today, or usable.
 */
export function walletStrings(
  coupon: WalletCouponDto,
  now: number,
  t: Translate,
  language: string,
): WalletStrings {
  const validity = { startsAt: coupon.validFrom, expiresAt: coupon.validUntil };
  // The end is exclusive: the last valid day is the one of the millisecond before it.
  const lastDay = validity.expiresAt === null ? null : formatDate(validity.expiresAt - 1, language);
  const until = lastDay === null ? null : t('coupons.validity.until', { date: lastDay });
  if (hasNotStarted(validity, now)) {
    const start = formatDate(validity.startsAt, language);
    return {
      state: t('coupons.wallet.state.notStarted'),
      available:
        lastDay === null
          ? t('coupons.validity.notStarted', { date: start })
          : t('coupons.validity.notStartedUntil', { start, end: lastDay }),
      urgent: false,
      usable: false,
    };
  }
  if (hasEnded(validity, now)) {
    return { state: t('coupons.wallet.state.expired'), available: until, urgent: false, usable: false };
  }
  if (coupon.expiresToday) {
    return { state: t('coupons.wallet.state.expiresToday'), available: until, urgent: true, usable: true };
  }
  return { state: t('coupons.wallet.state.usable'), available: until, urgent: false, usable: true };
}

/** Where a coupon is used: its store's page, or home for a platform coupon. */
export function couponUseLink(coupon: Pick<CouponDto, 'business'>): string {
  return coupon.business
    ? `${paths.postDetail}?businessId=${encodeURIComponent(coupon.business.id)}`
    : paths.home;
}
