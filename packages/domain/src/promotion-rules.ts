/**
 * What a store may set on its promotions in the console (issue 16 point 7): store coupons and activities,
 * checked before they are written so that the diner side (coupon-value.ts, coupon-claim.ts,
 * activity-discount.ts) can honour every one. Percents are the share the diner PAYS, as everywhere else
 * (80 = 20 % off); money in cents; times epoch ms. Each check answers the first error of the catalogue
 * (A250–A259) or null.
 */

import { COUPON_CODE_LENGTH, normalizeCouponCode } from './coupon-claim.js';
import type { CouponType } from './coupon-value.js';
import type { ServerErrorKey } from './errors.js';

/** A promotion takes something off and never everything: 1–99 % paid. */
export const PROMOTION_PERCENT_MIN = 1;
export const PROMOTION_PERCENT_MAX = 99;
/** The largest amount a store coupon takes off or asks as a minimum order: $1,000. */
export const COUPON_AMOUNT_MAX_CENTS = 100_000;
/** A duration coupon lasts from one hour to a year after it is received. */
export const COUPON_DURATION_MIN_SECONDS = 60 * 60;
export const COUPON_DURATION_MAX_SECONDS = 365 * 24 * 60 * 60;
/** A coupon's (or an activity's) last day is at most a year from now. */
export const PROMOTION_HORIZON_MS = 366 * 24 * 60 * 60 * 1000;
/** Copies a store may hand out (null: unlimited). */
export const COUPON_STOCK_MAX = 100_000;
/** Copies one diner may receive. */
export const COUPON_PER_USER_LIMIT_MAX = 10;
/** The farthest delivery a coupon can be limited to, miles (the money settings' farthest delivery). */
export const COUPON_DISTANCE_MAX_MILES = 50;
export { COUPON_CODE_LENGTH };

export type CouponValidityDraft =
  | { kind: 'duration'; durationSeconds: number }
  | { kind: 'fixedTime'; expiredTime: number }
  | { kind: 'interval'; startTime: number; endTime: number };

/** A store coupon as the console writes it. */
export interface CouponDraft {
  couponType: CouponType;
  /** discount: the share paid, 1–99. */
  discountPercent: number | null;
  /** discount: the most it takes off; null means no cap. */
  maxDiscountPrice: number | null;
  /** cash: the amount it takes off. */
  discountPrice: number | null;
  minCommoditiesPrice: number | null;
  maxDeliveryDistanceMiles: number | null;
  validity: CouponValidityDraft;
  /** null: unlimited. */
  stockNumber: number | null;
  perUserLimit: number;
  /** null: none. */
  redeemCode: string | null;
}

const isWhole = (value: number): boolean => Number.isSafeInteger(value);
const inRange = (value: number, min: number, max: number): boolean =>
  isWhole(value) && value >= min && value <= max;
const isAmount = (value: number | null): value is number =>
  value !== null && inRange(value, 1, COUPON_AMOUNT_MAX_CENTS);

/** Whether a percent paid is one a promotion may have. */
export function isPromotionPercent(percent: number | null): percent is number {
  return percent !== null && inRange(percent, PROMOTION_PERCENT_MIN, PROMOTION_PERCENT_MAX);
}

/** The type's own fields: a percent (with an optional cap) for discount, an amount for cash, none else. */
function couponValueRefusal(draft: CouponDraft): ServerErrorKey | null {
  switch (draft.couponType) {
    case 'discount':
      if (!isPromotionPercent(draft.discountPercent)) return 'PROMOTION_PERCENT_INVALID';
      if (draft.maxDiscountPrice !== null && !isAmount(draft.maxDiscountPrice))
        return 'COUPON_AMOUNT_INVALID';
      return draft.discountPrice === null ? null : 'COUPON_AMOUNT_INVALID';
    case 'cash':
      if (draft.discountPercent !== null) return 'PROMOTION_PERCENT_INVALID';
      return isAmount(draft.discountPrice) && draft.maxDiscountPrice === null
        ? null
        : 'COUPON_AMOUNT_INVALID';
    case 'freeDeliveryPrice':
      if (draft.discountPercent !== null) return 'PROMOTION_PERCENT_INVALID';
      return draft.discountPrice === null && draft.maxDiscountPrice === null ? null : 'COUPON_AMOUNT_INVALID';
  }
}

/** The conditions: a minimum order from 1 cent and a delivery radius above 0, each optional. */
function couponConditionRefusal(draft: CouponDraft): ServerErrorKey | null {
  if (draft.minCommoditiesPrice !== null && !isAmount(draft.minCommoditiesPrice))
    return 'COUPON_AMOUNT_INVALID';
  const miles = draft.maxDeliveryDistanceMiles;
  if (miles !== null && !(Number.isFinite(miles) && miles > 0 && miles <= COUPON_DISTANCE_MAX_MILES)) {
    return 'COUPON_AMOUNT_INVALID';
  }
  return null;
}

/**
 * A validity a diner can still receive: a duration of one hour to a year, or an end in the future and
 * within a year (after the start, for an interval). A start in the past is fine: it is usable at once.
 */
export function validityRefusal(validity: CouponValidityDraft, now: number): ServerErrorKey | null {
  const ok = (() => {
    switch (validity.kind) {
      case 'duration':
        return inRange(validity.durationSeconds, COUPON_DURATION_MIN_SECONDS, COUPON_DURATION_MAX_SECONDS);
      case 'fixedTime':
        return isFutureWithinHorizon(validity.expiredTime, now);
      case 'interval':
        return (
          isWhole(validity.startTime) &&
          validity.startTime < validity.endTime &&
          isFutureWithinHorizon(validity.endTime, now)
        );
    }
  })();
  return ok ? null : 'COUPON_VALIDITY_INVALID';
}

function isFutureWithinHorizon(end: number, now: number): boolean {
  return isWhole(end) && end > now && end <= now + PROMOTION_HORIZON_MS;
}

/** The redeem code as stored (upper case), null for none, or 'invalid' when it is not 4 letters or digits. */
export function redeemCodeOf(code: string | null): string | null | 'invalid' {
  if (code === null || code.trim() === '') return null;
  return normalizeCouponCode(code) ?? 'invalid';
}

/** The first reason a store coupon cannot be written as drafted, or null. */
export function couponDraftRefusal(draft: CouponDraft, now: number): ServerErrorKey | null {
  return (
    couponValueRefusal(draft) ??
    couponConditionRefusal(draft) ??
    validityRefusal(draft.validity, now) ??
    (draft.stockNumber !== null && !inRange(draft.stockNumber, 0, COUPON_STOCK_MAX)
      ? 'COUPON_STOCK_INVALID'
      : null) ??
    (inRange(draft.perUserLimit, 1, COUPON_PER_USER_LIMIT_MAX) ? null : 'COUPON_PER_USER_LIMIT_INVALID') ??
    (redeemCodeOf(draft.redeemCode) === 'invalid' ? 'REDEEM_CODE_INVALID' : null)
  );
}

/** An activity as the console writes it. */
export interface ActivityDraft {
  discountPercent: number;
  /** null: from now on. */
  startsAt: number | null;
  /** null: until the store ends it. */
  endsAt: number | null;
}

/** The first reason an activity cannot be written as drafted, or null. */
export function activityDraftRefusal(draft: ActivityDraft, now: number): ServerErrorKey | null {
  if (!isPromotionPercent(draft.discountPercent)) return 'PROMOTION_PERCENT_INVALID';
  if (draft.startsAt !== null && !isWhole(draft.startsAt)) return 'ACTIVITY_DATES_INVALID';
  if (draft.endsAt !== null) {
    if (!isFutureWithinHorizon(draft.endsAt, now)) return 'ACTIVITY_DATES_INVALID';
    if (draft.startsAt !== null && draft.startsAt >= draft.endsAt) return 'ACTIVITY_DATES_INVALID';
  }
  return null;
}
