/**
 * The pricing engine: one function that prices an order from plain data. The web cart shows its figures
 * and the server recomputes them from its own data to verify a submitted order, so both charge the same.
 *
 * Order of the computation, and the base each figure uses:
 * 1. Lines: unit = base price for the order type (takeaway for pickup) + attribute + add-on × count;
 *    line = unit × quantity. A redeemed line costs 0 and carries its tier's points (points-redemption.ts).
 * 2. Item discounts per line, then the order-type discount on what remains (activity-discount.ts).
 * 3. subtotal = commoditiesPrice − discountPrice − orderDiscountPrice: the food the diner pays for. It is
 *    the base of the coupon minimum and value, the service-fee percent, the tip percentages and threshold,
 *    and the delivery minimum.
 * 4. Delivery fee and small-order surcharge (delivery-fee.ts); a self-pickup point (host) delivers for $0.
 *    Before an address is chosen the small-order rule already applies (it depends on the food only) and
 *    the fee waits for the address; an address beyond the maximum distance is not delivered to, so it is
 *    charged no fee (the order is refused, T4) while the small-order rule still applies.
 * 5. Coupon (coupon-eligibility.ts, coupon-value.ts): an unavailable coupon takes nothing off and its
 *    reason is returned.
 * 6. Tax on the subtotal less a food coupon, each line at its own rate (tax.ts).
 * 7. Service fee (service-fee.ts) and tip (tips.ts). A free single redeemed item in pickup or dine-in
 *    waives the service fee and sets the tip to a custom 0.
 * 8. total = subtotal − couponDiscount + excisePrice + servicePrice + deliveryPrice + smallOrderExtraPrice
 *    + tipPrice; it is never negative, and a total between 0 and 50 cents (exclusive) is flagged.
 */

import {
  type ActivityDiscount,
  type ActivityRule,
  itemActivityDiscounts,
  itemDiscounts,
  type LineDiscount,
  orderTypeDiscount,
} from './activity-discount.js';
import { type CouponUnavailableReason, couponUnavailableReason } from './coupon-eligibility.js';
import { type CouponRule, couponValue, isFoodCoupon } from './coupon-value.js';
import {
  type DeliveryFeeConfig,
  type DeliveryFeeQuote,
  quoteDeliveryFee,
  smallOrderRule,
} from './delivery-fee.js';
import { addPriceOf, basePriceFor, type OrderLineInput, quantityOf } from './line-price.js';
import { sum } from './money.js';
import type { OrderType } from './order-type.js';
import { type PointsExchangeTier, requiredPointsFor } from './points-redemption.js';
import { type ServicePriceRule, serviceFee } from './service-fee.js';
import { lineTaxRate, orderTax, type TaxRules } from './tax.js';
import { type TipChoice, type TipOffer, type TipRules, tipFor, tipOffer } from './tips.js';

/** An order total above 0 must be at least 50 cents ("higher than 50 cent"). */
export const MIN_ORDER_TOTAL_CENTS = 50;

/**
 * Where a delivery order goes: an address priced by the store's delivery config, a host ($0), or no
 * address yet (the checkout before one is chosen: the config's small-order rule applies, the fee waits).
 */
export type DeliveryInput =
  | { kind: 'address'; config: DeliveryFeeConfig; distanceMiles: number }
  | { kind: 'selfPickupPoint' }
  | { kind: 'awaitingAddress'; config: DeliveryFeeConfig };

/**
 * What the delivery fee of a quote is: `none` (not a delivery, or no destination and no fee rule),
 * `awaitingAddress` (no address yet: the fee is added once one is chosen), `outOfRange` (the address is
 * beyond the delivery area: no fee, the order cannot be placed) or `charged` (deliveryPrice is the fee,
 * $0 at a host).
 */
export type DeliveryFeeState = 'none' | 'awaitingAddress' | 'outOfRange' | 'charged';

/** Everything the engine needs to price an order; no database or UI types. Money in cents. */
export interface PriceOrderInput {
  orderType: OrderType;
  /** Epoch ms, for the coupon's validity. */
  now: number;
  lines: readonly OrderLineInput[];
  /** The store's running activities. */
  activities: readonly ActivityRule[];
  tax: TaxRules;
  servicePrices: readonly ServicePriceRule[];
  tipRules: TipRules;
  tip: TipChoice;
  /** Delivery orders: the destination; null while none is chosen (no fee yet). Ignored for other types. */
  delivery: DeliveryInput | null;
  /** The one chosen coupon, or null. */
  coupon: CouponRule | null;
  /** The store's points exchange tiers (empty when it runs no points programme). */
  pointsTiers: readonly PointsExchangeTier[];
}

/** The figures of one line. */
export interface LineQuote {
  /** Unit price for the order type, before options. */
  unitPrice: number;
  /** Per-unit price of the chosen attribute values and add-ons. */
  addPrice: number;
  quantity: number;
  /** (unitPrice + addPrice) × quantity; 0 for a redeemed line. */
  linePrice: number;
  /** The item-discount activity applied, if any. */
  activityId: string | null;
  /** Item discount on the whole line. */
  discountPrice: number;
  /** linePrice − discountPrice. */
  payPrice: number;
  /** Redeemed with points (and a tier covers its price). */
  redeemed: boolean;
  /** Points the line costs (tier points × quantity) when redeemed; null otherwise. */
  requiredPoints: number | null;
  /** Tax rate of the line in millionths. */
  taxRate: number;
}

/** Conditions the caller acts on; none of them changes a figure. */
export interface PriceFlags {
  /** 0 < total < 50 cents: the order cannot be submitted. */
  belowMinimumTotal: boolean;
  /** The delivery address is beyond the maximum distance (T4). */
  beyondMaxDistance: boolean;
  /** Cents the food is short of the delivery minimum when small orders cannot be delivered; 0 if none. */
  deliveryShortfall: number;
  /** The tip choice is not allowed by the store's rules (the tip counts as 0). */
  tipNotAllowed: boolean;
  /** The tip was forced to a custom 0 (free single redeemed item in pickup or dine-in). */
  tipForcedZero: boolean;
  /** Indexes of lines marked redeemed whose price no tier covers; they are charged normally. */
  unredeemableLines: number[];
}

/** Every figure of a priced order, in cents. */
export interface PriceQuote {
  lines: LineQuote[];
  /** Applied activities with their discount and the (non-redeemed) lines they covered. */
  activities: ActivityDiscount[];
  /** Food before discounts (redeemed units at 0). */
  commoditiesPrice: number;
  /** Item discounts. */
  discountPrice: number;
  /** Order-type discount. */
  orderDiscountPrice: number;
  /** Food after item and order-type discounts. */
  subtotal: number;
  /** What the coupon takes off (0 when none or unavailable). */
  couponDiscount: number;
  /** Why the chosen coupon cannot be used; null when it can or none was chosen. */
  couponUnavailable: CouponUnavailableReason | null;
  /** Everything taken off: discountPrice + orderDiscountPrice + couponDiscount. */
  discountedPrice: number;
  /** Tax. */
  excisePrice: number;
  servicePrice: number;
  /** The diner's delivery fee. */
  deliveryPrice: number;
  smallOrderExtraPrice: number;
  /** Delivery details (whole fee, share, limits); null when not a delivery or no destination yet. */
  delivery: DeliveryFeeQuote | null;
  /** Whether deliveryPrice is the fee, or why there is none yet. */
  deliveryFeeState: DeliveryFeeState;
  tipPrice: number;
  tipOffer: TipOffer;
  totalPrice: number;
  /** Points all redeemed lines cost. */
  pointsUsed: number;
  flags: PriceFlags;
}

interface PricedLine {
  commodityId: string;
  unitPrice: number;
  addPrice: number;
  quantity: number;
  redeemed: boolean;
  requiredPoints: number | null;
  unredeemable: boolean;
  linePrice: number;
  taxRate: number;
}

function priceLine(line: OrderLineInput, input: PriceOrderInput): PricedLine {
  const unitPrice = basePriceFor(line, input.orderType);
  const addPrice = addPriceOf(line);
  const quantity = quantityOf(line);
  const tierPoints = line.redeemed ? requiredPointsFor(unitPrice + addPrice, input.pointsTiers) : null;
  const redeemed = tierPoints !== null;
  return {
    commodityId: line.commodityId,
    unitPrice,
    addPrice,
    quantity,
    redeemed,
    requiredPoints: redeemed ? tierPoints * quantity : null,
    unredeemable: line.redeemed && !redeemed,
    linePrice: redeemed ? 0 : (unitPrice + addPrice) * quantity,
    taxRate: lineTaxRate(input.tax, input.orderType, line.specifiedTax),
  };
}

function lineQuote(line: PricedLine, discount: LineDiscount | undefined): LineQuote {
  const discountPrice = discount?.discountPrice ?? 0;
  return {
    unitPrice: line.unitPrice,
    addPrice: line.addPrice,
    quantity: line.quantity,
    linePrice: line.linePrice,
    activityId: discount?.activityId ?? null,
    discountPrice,
    payPrice: line.linePrice - discountPrice,
    redeemed: line.redeemed,
    requiredPoints: line.requiredPoints,
    taxRate: line.taxRate,
  };
}

/** A free single redeemed item in pickup or dine-in: the order is one unit, and it is redeemed. */
export function isFreeRedeemedOrder(
  orderType: OrderType,
  lines: ReadonlyArray<{ quantity: number; redeemed: boolean }>,
): boolean {
  if (orderType === 'delivery') return false;
  return sum(lines.map((line) => line.quantity)) === 1 && lines.every((line) => line.redeemed);
}

const NO_DELIVERY_FEE: DeliveryFeeQuote = {
  fullPrice: 0,
  deliveryPrice: 0,
  smallOrderExtraPrice: 0,
  shortfall: 0,
  beyondMaxDistance: false,
};

function deliveryQuote(
  input: PriceOrderInput,
  subtotal: number,
): { delivery: DeliveryFeeQuote | null; state: DeliveryFeeState } {
  if (input.orderType !== 'delivery' || input.delivery === null) {
    return { delivery: null, state: input.orderType === 'delivery' ? 'awaitingAddress' : 'none' };
  }
  switch (input.delivery.kind) {
    case 'selfPickupPoint':
      return { delivery: NO_DELIVERY_FEE, state: 'charged' };
    case 'awaitingAddress':
      return {
        delivery: { ...NO_DELIVERY_FEE, ...smallOrderRule(input.delivery.config, subtotal) },
        state: 'awaitingAddress',
      };
    case 'address': {
      const quote = quoteDeliveryFee(input.delivery.config, input.delivery.distanceMiles, subtotal);
      // Nobody delivers there, so no fee is shown or counted; the order is refused (T4).
      if (quote.beyondMaxDistance) return { delivery: { ...quote, deliveryPrice: 0 }, state: 'outOfRange' };
      return { delivery: quote, state: 'charged' };
    }
  }
}

function applyCoupon(
  input: PriceOrderInput,
  subtotal: number,
  deliveryPrice: number,
): { couponDiscount: number; couponUnavailable: CouponUnavailableReason | null } {
  const { coupon } = input;
  if (coupon === null) return { couponDiscount: 0, couponUnavailable: null };
  const couponUnavailable = couponUnavailableReason(coupon, {
    now: input.now,
    orderType: input.orderType,
    subtotal,
    deliveryPrice,
    distanceMiles: input.delivery?.kind === 'address' ? input.delivery.distanceMiles : null,
  });
  if (couponUnavailable) return { couponDiscount: 0, couponUnavailable };
  return { couponDiscount: couponValue(coupon, subtotal, deliveryPrice), couponUnavailable: null };
}

interface FoodFigures {
  priced: PricedLine[];
  lines: LineQuote[];
  activities: ActivityDiscount[];
  /** Lines the order-type discount covered. */
  orderDiscounted: Set<number>;
  commoditiesPrice: number;
  discountPrice: number;
  orderDiscountPrice: number;
  subtotal: number;
}

/** Steps 1–3: lines, item discounts, the order-type discount and the food subtotal. */
function priceFood(input: PriceOrderInput): FoodFigures {
  const priced = input.lines.map((line) => priceLine(line, input));
  const discounts = itemDiscounts(
    priced.map((line) => ({ ...line, unitPrice: line.unitPrice + line.addPrice })),
    input.activities,
    input.orderType,
  );
  const lines = priced.map((line, index) => lineQuote(line, discounts[index]));
  const orderDiscount = orderTypeDiscount(
    lines.map((line, index) => ({ ...line, commodityId: priced[index]?.commodityId ?? '' })),
    input.activities,
    input.orderType,
  );
  const commoditiesPrice = sum(lines.map((line) => line.linePrice));
  const discountPrice = sum(lines.map((line) => line.discountPrice));
  const orderDiscountPrice = orderDiscount?.discountedPrice ?? 0;
  return {
    priced,
    lines,
    activities: [
      ...itemActivityDiscounts(discounts, input.activities),
      ...(orderDiscount ? [orderDiscount] : []),
    ],
    orderDiscounted: new Set(orderDiscount?.lineIndexes ?? []),
    commoditiesPrice,
    discountPrice,
    orderDiscountPrice,
    subtotal: commoditiesPrice - discountPrice - orderDiscountPrice,
  };
}

/** Prices an order: every figure, the per-line and per-activity details, and the flags. */
export function priceOrder(input: PriceOrderInput): PriceQuote {
  const food = priceFood(input);
  const { lines, subtotal } = food;

  const { delivery, state: deliveryFeeState } = deliveryQuote(input, subtotal);
  const deliveryPrice = delivery?.deliveryPrice ?? 0;
  const smallOrderExtraPrice = delivery?.smallOrderExtraPrice ?? 0;
  const { couponDiscount, couponUnavailable } = applyCoupon(input, subtotal, deliveryPrice);

  const excisePrice = orderTax(
    lines.map((line, index) => ({
      payPrice: line.payPrice,
      rate: line.taxRate,
      orderDiscounted: food.orderDiscounted.has(index),
    })),
    {
      orderDiscount: food.orderDiscountPrice,
      foodCoupon: input.coupon && isFoodCoupon(input.coupon.couponType) ? couponDiscount : 0,
    },
  );

  const freeRedeemed = isFreeRedeemedOrder(input.orderType, lines);
  const servicePrice = freeRedeemed ? 0 : serviceFee(input.servicePrices, input.orderType, subtotal);
  const offer = tipOffer(input.tipRules, subtotal);
  const tip = tipFor(offer, input.tip);
  const tipPrice = freeRedeemed ? 0 : tip.tipPrice;

  const totalPrice =
    subtotal - couponDiscount + excisePrice + servicePrice + deliveryPrice + smallOrderExtraPrice + tipPrice;

  return {
    lines,
    activities: food.activities,
    commoditiesPrice: food.commoditiesPrice,
    discountPrice: food.discountPrice,
    orderDiscountPrice: food.orderDiscountPrice,
    subtotal,
    couponDiscount,
    couponUnavailable,
    discountedPrice: food.discountPrice + food.orderDiscountPrice + couponDiscount,
    excisePrice,
    servicePrice,
    deliveryPrice,
    smallOrderExtraPrice,
    delivery,
    deliveryFeeState,
    tipPrice,
    tipOffer: offer,
    totalPrice,
    pointsUsed: sum(lines.map((line) => line.requiredPoints ?? 0)),
    flags: {
      belowMinimumTotal: totalPrice > 0 && totalPrice < MIN_ORDER_TOTAL_CENTS,
      beyondMaxDistance: delivery?.beyondMaxDistance ?? false,
      deliveryShortfall: delivery?.shortfall ?? 0,
      // With a free redeemed item only a tip of 0 is allowed.
      tipNotAllowed: !tip.allowed || (freeRedeemed && tip.tipPrice > 0),
      tipForcedZero: freeRedeemed,
      unredeemableLines: food.priced.flatMap((line, index) => (line.unredeemable ? [index] : [])),
    },
  };
}
