import type { CouponViewDto, WalletCouponDto } from '@nearbite/contract/coupon-wallet';
import { expiresToday, PLATFORM_COUPON_TIME_ZONE } from '@nearbite/domain/coupon-claim';
import { validityOnReceipt } from '@nearbite/domain/coupon-display';
import type { userCoupons } from '../../db/schema/promotions.js';
import { type Language, localizeOptional } from '../../lib/request-language.js';
import type { CouponRow, CouponWithBusiness } from '../account/account.repository.js';
import { expiryRuleOf, toCouponDto } from '../account/coupon.mapper.js';

/** A coupon with its store's name and time zone (null for platform coupons). */
export interface CouponWithZone extends CouponWithBusiness {
  business: { id: string; name: { en: string; zh: string }; timeZone: string } | null;
}

export type UserCouponRow = typeof userCoupons.$inferSelect;

/** The most a coupon takes off, cents: the cash amount or the discount's cap; null when unbounded. */
export function maxCouponValue(coupon: CouponRow): number | null {
  if (coupon.couponType === 'cash') return coupon.discountPrice;
  if (coupon.couponType === 'discount') return coupon.maxDiscountPrice || null;
  return null;
}

/** The description, "expires today" for a validity ending at `expiresAt`, and the coupon's top value. */
export function couponFacts(item: CouponWithZone, language: Language, expiresAt: number | null, now: number) {
  return {
    describeHTML: localizeOptional(item.coupon.describeHtml, language),
    expiresToday: expiresToday(expiresAt, now, item.business?.timeZone ?? PLATFORM_COUPON_TIME_ZONE),
    discountedPrice: maxCouponValue(item.coupon),
  };
}

/** When a copy received now would stop being valid. */
export const expiryIfReceivedNow = (coupon: CouponRow, now: number): number =>
  validityOnReceipt(expiryRuleOf(coupon), now).expiresAt;

/** A coupon on the claim page or behind a code, with whether the diner holds all the copies they may. */
export function toCouponView(
  item: CouponWithZone,
  language: Language,
  now: number,
  heldAtLimit: boolean,
): CouponViewDto {
  return {
    ...toCouponDto(item, language, now),
    ...couponFacts(item, language, expiryIfReceivedNow(item.coupon, now), now),
    isReceive: heldAtLimit,
    claimable: item.coupon.claimable,
  };
}

/** The diner's copy of a coupon, with the copy's own validity. */
export function toWalletCoupon(
  item: CouponWithZone & { userCoupon: UserCouponRow },
  language: Language,
  now: number,
): WalletCouponDto {
  const validUntil = item.userCoupon.expiresAt?.getTime() ?? null;
  return {
    ...toCouponDto(item, language, now),
    ...couponFacts(item, language, validUntil, now),
    userCouponId: item.userCoupon.id,
    validFrom: item.userCoupon.startsAt?.getTime() ?? null,
    validUntil,
  };
}
