/**
 * What a coupon takes off an order (specification section 5, "Coupon value"). The food subtotal is the
 * food after item and order-type discounts (see pricing.ts).
 *
 * - discount: ⌊subtotal × (100 − percent) / 100⌋, capped at maxDiscountPrice (null: no cap); `percent`
 *   is the share paid, 80 means 20 % off.
 * - cash: its discountPrice, capped at the subtotal.
 * - freeDeliveryPrice: the diner's delivery fee (not the small-order surcharge).
 */

import { floorDiv, whole } from './money.js';
import type { OrderType } from './order-type.js';

export const COUPON_TYPES = ['discount', 'cash', 'freeDeliveryPrice'] as const;
export type CouponType = (typeof COUPON_TYPES)[number];

/** A diner's coupon as checkout uses it: plain data, times epoch ms, money cents. */
export interface CouponRule {
  /** The user coupon's id (the order payload's userCouponId). */
  id: string;
  couponType: CouponType;
  /** discount: the share paid in percent. */
  percent: number | null;
  /** discount: the most it takes off; null means no cap. */
  maxDiscountPrice: number | null;
  /** cash: the amount it takes off. */
  discountPrice: number | null;
  /** Smallest food subtotal it applies to; null means none. */
  minCommoditiesPrice: number | null;
  /** Farthest delivery distance it applies to, miles; null means any. */
  maxDeliveryDistanceMiles: number | null;
  /** Order types it applies to; empty means every type. */
  orderTypes: readonly OrderType[];
  /** When it becomes usable; null means at once. */
  startsAt: number | null;
  /** When it stops being usable (exclusive); null means never. */
  expiresAt: number | null;
}

/** The cents a coupon takes off for a food subtotal and the diner's delivery fee. */
export function couponValue(
  coupon: Pick<CouponRule, 'couponType' | 'percent' | 'maxDiscountPrice' | 'discountPrice'>,
  subtotal: number,
  deliveryPrice: number,
): number {
  switch (coupon.couponType) {
    case 'discount': {
      const percentPaid = Math.min(100, whole(coupon.percent ?? 100));
      const off = floorDiv(whole(subtotal) * (100 - percentPaid), 100);
      return coupon.maxDiscountPrice === null ? off : Math.min(off, whole(coupon.maxDiscountPrice));
    }
    case 'cash':
      return Math.min(whole(coupon.discountPrice ?? 0), whole(subtotal));
    case 'freeDeliveryPrice':
      return whole(deliveryPrice);
  }
}

/** Whether a coupon's value comes off the food (and so lowers the taxed amount) rather than delivery. */
export function isFoodCoupon(couponType: CouponType): boolean {
  return couponType !== 'freeDeliveryPrice';
}
