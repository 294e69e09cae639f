/**
 * Maps the store's activities and the diner's coupon to the pricing engine's input (pricing.ts), and
 * compares the engine's quote with what the cart submitted: every figure the diner saw must be the one the
 * server charges, else the order is refused with the figure's coded error.
 */

import type { ActivityRule } from './activity-discount.js';
import { CodedError, refuse } from './coded-error.js';
import type { CouponUnavailableReason } from './coupon-eligibility.js';
import type { CouponRule } from './coupon-value.js';
import type { ServerErrorKey } from './errors.js';
import type { CheckedLine } from './order-checks.js';
import type { OrderPayload } from './order-payload.js';
import type { OrderType } from './order-type.js';
import type { PriceQuote } from './pricing.js';

/** A running activity of the store. */
export interface RunningActivity {
  id: string;
  activityType: 'discount' | 'orderTypeDiscount';
  discountPercent: number;
  availableOrderTypes: OrderType[];
  availableCommodityIds: string[] | null;
}

/** The diner's chosen coupon: the user coupon's state and validity (epoch ms) with the coupon's rules. */
export interface OrderCoupon {
  userCouponId: string;
  userId: string;
  status: 'unused' | 'used';
  startsAt: number | null;
  expiresAt: number | null;
  couponId: string;
  couponStatus: 'active' | 'inactive';
  businessId: string | null;
  couponType: 'discount' | 'cash' | 'freeDeliveryPrice';
  discountPercent: number | null;
  maxDiscountPrice: number | null;
  discountPrice: number | null;
  minCommoditiesPrice: number;
  maxDeliveryDistanceMiles: number | null;
  orderTypes: OrderType[];
}

/** A running activity as the engine takes it. An empty commodity list means every item, as on the wire. */
export function activityRule(row: RunningActivity): ActivityRule {
  const ids = row.availableCommodityIds;
  return {
    id: row.id,
    activityType: row.activityType,
    discountPercent: row.discountPercent,
    availableOrderTypes: row.availableOrderTypes,
    availableCommodityIds: ids && ids.length > 0 ? ids : null,
  };
}

/**
 * The diner's coupon as the engine takes it; its validity is the user coupon's, fixed when received. A
 * discount cap of 0 means no cap, as the wallet's wire shows it (the cart prices from that).
 */
export function couponRule(row: OrderCoupon): CouponRule {
  return {
    id: row.userCouponId,
    couponType: row.couponType,
    percent: row.discountPercent,
    maxDiscountPrice: row.maxDiscountPrice !== null && row.maxDiscountPrice > 0 ? row.maxDiscountPrice : null,
    discountPrice: row.discountPrice,
    minCommoditiesPrice: row.minCommoditiesPrice,
    maxDeliveryDistanceMiles: row.maxDeliveryDistanceMiles,
    orderTypes: row.orderTypes,
    startsAt: row.startsAt,
    expiresAt: row.expiresAt,
  };
}

const couponReasonKeys: Record<CouponUnavailableReason['code'], ServerErrorKey> = {
  notStarted: 'COUPON_NOT_STARTED',
  expired: 'COUPON_EXPIRED',
  orderTypeNotAllowed: 'COUPON_ORDER_TYPE_NOT_ALLOWED',
  belowMinimum: 'COUPON_CONDITION_NOT_MET',
  beyondDistance: 'COUPON_CONDITION_NOT_MET',
  zeroPrice: 'COUPON_CONDITION_NOT_MET',
};

/**
 * The rules the quote decides: delivery distance, redeemable lines, coupon eligibility, the delivery
 * minimum, the tip and the 50-cent minimum total, in that order.
 */
export function assertQuoteAllowed(quote: PriceQuote): void {
  const { flags } = quote;
  if (flags.beyondMaxDistance) throw new CodedError('ORDER_BEYOND_DELIVERY_DISTANCE');
  if (flags.unredeemableLines.length > 0) throw new CodedError('POINTS_EXCHANGE_UNSUPPORTED');
  if (quote.couponUnavailable) throw new CodedError(couponReasonKeys[quote.couponUnavailable.code]);
  if (flags.deliveryShortfall > 0) throw new CodedError('ORDER_BELOW_DELIVERY_MINIMUM');
  if (flags.tipNotAllowed) throw new CodedError('ORDER_TIP_MISMATCH');
  if (flags.belowMinimumTotal) throw new CodedError('ORDER_BELOW_MINIMUM_TOTAL');
}

function mismatch(key: ServerErrorKey, what: string, submitted: number, expected: number): never {
  return refuse(key, `${what}: submitted ${submitted}, expected ${expected}.`);
}

function sameActivities(quote: PriceQuote, payload: OrderPayload): boolean {
  if (quote.activities.length !== payload.activities.length) return false;
  const key = (indexes: readonly number[]) => [...indexes].sort((a, b) => a - b).join(',');
  return quote.activities.every((expected) => {
    const submitted = payload.activities.find((activity) => activity.id === expected.id);
    return (
      submitted !== undefined &&
      submitted.discountedPrice === expected.discountedPrice &&
      key(submitted.commodityIndexes) === key(expected.lineIndexes)
    );
  });
}

/**
 * Every submitted figure against the quote: line prices, redeemed points, item and order-type discounts,
 * the activities list, delivery and small-order fees, the coupon, the service fee, the tip, the tax and the
 * total. The message names the figure and both amounts (for support; the client shows the code's text).
 */
export function assertQuoteMatches(
  quote: PriceQuote,
  payload: OrderPayload,
  lines: readonly CheckedLine[],
): void {
  for (const [index, line] of lines.entries()) {
    const priced = quote.lines[index];
    if (!priced) continue;
    const unit = priced.unitPrice + priced.addPrice;
    if (line.submittedPrice !== unit)
      mismatch('COMMODITY_PRICE_MISMATCH', `line ${index} price`, line.submittedPrice, unit);
    if (line.submittedPoints !== null && line.submittedPoints !== priced.requiredPoints) {
      mismatch(
        'ORDER_POINTS_MISMATCH',
        `line ${index} points`,
        line.submittedPoints,
        priced.requiredPoints ?? 0,
      );
    }
  }
  if (payload.discountPrice !== quote.discountPrice) {
    mismatch('COMMODITY_DISCOUNT_MISMATCH', 'discountPrice', payload.discountPrice, quote.discountPrice);
  }
  if (payload.orderDiscountPrice !== quote.orderDiscountPrice) {
    mismatch(
      'ORDER_DISCOUNT_MISMATCH',
      'orderDiscountPrice',
      payload.orderDiscountPrice,
      quote.orderDiscountPrice,
    );
  }
  if (!sameActivities(quote, payload)) {
    throw new CodedError('PROMOTION_DISCOUNT_MISMATCH', 'The applied activities differ from the server.');
  }
  const deliveryPrice = payload.deliveryInfo?.deliveryPrice ?? 0;
  if (deliveryPrice !== quote.deliveryPrice) {
    mismatch('ORDER_DELIVERY_FEE_MISMATCH', 'deliveryPrice', deliveryPrice, quote.deliveryPrice);
  }
  const smallOrder = payload.deliveryInfo?.smallOrderExtraPrice ?? 0;
  if (smallOrder !== quote.smallOrderExtraPrice) {
    mismatch(
      'ORDER_SMALL_ORDER_FEE_MISMATCH',
      'smallOrderExtraPrice',
      smallOrder,
      quote.smallOrderExtraPrice,
    );
  }
  const coupon = payload.coupons[0];
  if (coupon && coupon.discountedPrice !== quote.couponDiscount) {
    mismatch(
      'COUPON_DISCOUNT_MISMATCH',
      'coupon discountedPrice',
      coupon.discountedPrice,
      quote.couponDiscount,
    );
  }
  if (payload.servicePrice !== quote.servicePrice) {
    mismatch('ORDER_SERVICE_FEE_MISMATCH', 'servicePrice', payload.servicePrice, quote.servicePrice);
  }
  if (payload.tipPrice !== quote.tipPrice) {
    mismatch('ORDER_TIP_MISMATCH', 'tipPrice', payload.tipPrice, quote.tipPrice);
  }
  if (payload.excisePrice !== quote.excisePrice) {
    mismatch('ORDER_TAX_MISMATCH', 'excisePrice', payload.excisePrice, quote.excisePrice);
  }
  if (payload.totalPrice !== quote.totalPrice) {
    mismatch('ORDER_TOTAL_MISMATCH', 'totalPrice', payload.totalPrice, quote.totalPrice);
  }
}
