/**
 * Why a coupon cannot be used on an order (specification section 5, "Coupon eligibility messages"), as a
 * code with the data its message needs; the texts live in the web app. Checks run in this order and the
 * first that fails is the reason: notStarted, expired, orderTypeNotAllowed, belowMinimum, beyondDistance,
 * zeroPrice. A coupon worth nothing is unusable: a discount or cash coupon on a food subtotal of 0, a
 * free-delivery coupon on a delivery fee of 0 (which includes every pickup and dine-in order).
 */

import { hasEnded, hasNotStarted } from './coupon-display.js';
import { type CouponRule, couponValue } from './coupon-value.js';
import type { OrderType } from './order-type.js';

/** Why a coupon is unavailable, with what its message shows. */
export type CouponUnavailableReason =
  /** "over $X available." */
  | { code: 'belowMinimum'; minCommoditiesPrice: number }
  /** "not available at the moment." */
  | { code: 'notStarted'; startsAt: number }
  /** "expired." */
  | { code: 'expired'; expiresAt: number }
  /** The delivery radius message, in miles. */
  | { code: 'beyondDistance'; maxDeliveryDistanceMiles: number }
  /** "only for ..." the listed order types. */
  | { code: 'orderTypeNotAllowed'; orderTypes: OrderType[] }
  /** The item price or delivery fee it would take off is 0. */
  | { code: 'zeroPrice' };

/** The order a coupon is checked against. */
export interface CouponContext {
  /** Epoch ms. */
  now: number;
  orderType: OrderType;
  /** Food after item and order-type discounts, cents. */
  subtotal: number;
  /** The diner's delivery fee, cents (0 for pickup and dine-in). */
  deliveryPrice: number;
  /** Delivery distance in miles; null when not a delivery to an address. */
  distanceMiles: number | null;
}

/** The first reason a coupon cannot be used on the order, or null when it can. */
export function couponUnavailableReason(
  coupon: CouponRule,
  context: CouponContext,
): CouponUnavailableReason | null {
  // The same time rule as the wallet's state (coupon-display.ts heldCouponState).
  if (hasNotStarted(coupon, context.now)) return { code: 'notStarted', startsAt: coupon.startsAt };
  if (hasEnded(coupon, context.now)) return { code: 'expired', expiresAt: coupon.expiresAt };
  if (coupon.orderTypes.length > 0 && !coupon.orderTypes.includes(context.orderType)) {
    return { code: 'orderTypeNotAllowed', orderTypes: [...coupon.orderTypes] };
  }
  if (coupon.minCommoditiesPrice !== null && context.subtotal < coupon.minCommoditiesPrice) {
    return { code: 'belowMinimum', minCommoditiesPrice: coupon.minCommoditiesPrice };
  }
  const distance = context.orderType === 'delivery' ? context.distanceMiles : null;
  if (
    coupon.maxDeliveryDistanceMiles !== null &&
    distance !== null &&
    distance > coupon.maxDeliveryDistanceMiles
  ) {
    return { code: 'beyondDistance', maxDeliveryDistanceMiles: coupon.maxDeliveryDistanceMiles };
  }
  if (couponValue(coupon, context.subtotal, context.deliveryPrice) === 0) return { code: 'zeroPrice' };
  return null;
}

/** A coupon as the chooser lists it: what it would take off and why it cannot be chosen, if so. */
export interface CouponChoice {
  id: string;
  /** The value on this order (the specification's cutPrice), whether or not it is available. */
  cutPrice: number;
  /** Null when the coupon can be chosen. */
  unavailable: CouponUnavailableReason | null;
}

/** Every coupon of the diner checked against the order, in the given order. */
export function couponChoices(coupons: readonly CouponRule[], context: CouponContext): CouponChoice[] {
  return coupons.map((coupon) => ({
    id: coupon.id,
    cutPrice: couponValue(coupon, context.subtotal, context.deliveryPrice),
    unavailable: couponUnavailableReason(coupon, context),
  }));
}
