/**
 * Plans an order from what was read: checks it against the store as it is now (destination and time,
 * lines, quantities, the required category, redemptions, the coupon), prices it with the shared engine,
 * refuses any figure that differs, and answers the rows to write. No I/O.
 */

import { CodedError } from './coded-error.js';
import type { DeliveryCarrier } from './delivery-fee.js';
import {
  type AttributeValue,
  type CheckedLine,
  type ChosenAddOn,
  type ChosenAttribute,
  type ChosenSpecification,
  checkLines,
  checkQuantities,
  type OrderableCommodity,
  type StockTakes,
} from './order-checks.js';
import {
  checkDestination,
  type DeliveryAddressSnapshot,
  type Destination,
  type DestinationBusiness,
  type DestinationRows,
  type PickupAddressSnapshot,
} from './order-destination.js';
import type { LocalizedName, OrderExtraInfo, OrderPayload } from './order-payload.js';
import {
  activityRule,
  assertQuoteAllowed,
  assertQuoteMatches,
  couponRule,
  type OrderCoupon,
  type RunningActivity,
} from './order-quote-checks.js';
import { PAYMENT_WINDOW_MS, paymentDeadline } from './order-submission.js';
import type { OrderType } from './order-type.js';
import type { ReservedOrderType } from './ordering-time.js';
import type { PointsExchangeTier } from './points-redemption.js';
import { type PriceQuote, priceOrder } from './pricing.js';
import type { ServicePriceRule } from './service-fee.js';
import { storeStatusAt } from './store-status.js';
import type { TipRules } from './tips.js';

/** The store's settings an order is checked and priced against. */
export interface OrderingBusiness extends DestinationBusiness {
  id: string;
  status: string;
  diningTypes: readonly OrderType[];
  /** Epoch ms the store expects to open again; null when it keeps its hours. */
  expectedOpeningTime: number | null;
  /** Epoch ms until which the store's staff paused new orders (it is closed until then); null or absent: not paused. */
  pausedUntil?: number | null;
  taxRateMillionths: number;
  noTaxOnPickupOrders: boolean;
  servicePrices: readonly ServicePriceRule[];
  tipConfig: TipRules['config'];
  customizedTipDisabled: boolean;
  tipDisabledForOnline: boolean;
  pointsStatus: 'active' | 'inactive';
}

/** The store with its points programme (null without one). */
export interface OrderingStore {
  business: OrderingBusiness;
  programme: { tiers: readonly PointsExchangeTier[]; maxExchangesPerOrder: number | null } | null;
}

/** Everything an order is checked and priced against. */
export interface OrderReads extends DestinationRows {
  store: OrderingStore;
  commodities: readonly OrderableCommodity[];
  attributes: readonly AttributeValue[];
  activities: readonly RunningActivity[];
  requiredCategoryId: string | null;
  coupon: OrderCoupon | null;
  pointsCard: { id: string; curPoints: number } | null;
}

/** The order row to write. */
export interface PlannedOrder {
  businessId: string;
  userId: string;
  frontendIdentifier: string;
  orderType: OrderType;
  orderStatus: 'paid' | 'received';
  reservedOrderType: ReservedOrderType;
  commoditiesPrice: number;
  discountPrice: number;
  orderDiscountPrice: number;
  discountedPrice: number;
  excisePrice: number;
  servicePrice: number;
  tipPrice: number;
  deliveryPrice: number;
  smallOrderExtraPrice: number;
  totalPrice: number;
  taxRateMillionths: number;
  buyerNote: string | null;
  contactName: string | null;
  contactPhone: string;
  scheduledTime: Date | null;
  expectedFoodReadyTime: Date;
  deliveryCarrier: DeliveryCarrier | null;
  deliveryAddress: DeliveryAddressSnapshot | null;
  deliveryDistanceMiles: number | null;
  selfPickupPointId: string | null;
  pickupAddressId: string | null;
  pickupAddress: PickupAddressSnapshot | null;
  tableName: string | null;
  peopleNumber: number | null;
  paymentDeadline: Date;
  fromExternalWebsite: boolean;
  extraInfo: OrderExtraInfo;
  pointsUsed: number;
  createdAt: Date;
  updatedAt: Date;
}

/** An order line to write, with its snapshot of the item and its options. */
export interface PlannedOrderLine {
  lineIndex: number;
  commodityId: string;
  timedMenuId: string | null;
  name: LocalizedName;
  thumbnail: string | null;
  price: number;
  addPrice: number;
  discountPrice: number;
  boughtNumber: number;
  specifications: ChosenSpecification[];
  attributes: ChosenAttribute[];
  addOns: ChosenAddOn[];
  specialNote: string | null;
  requiredPoints: number | null;
}

/** The order with its details and reservations, written together. */
export interface OrderPlan {
  order: PlannedOrder;
  lines: PlannedOrderLine[];
  activities: Array<{ activityId: string; discountedPrice: number; lineIndexes: number[] }>;
  coupon: { userCouponId: string; couponId: string; discountedPrice: number } | null;
  stock: StockTakes;
  points: {
    cardId: string;
    points: number;
    redemptions: Array<{
      consumePoints: number;
      quantity: number;
      name: LocalizedName;
      image: string | null;
    }>;
  } | null;
}

/** The coupon is the diner's, unused, switched on, and for this store or every store. */
function checkCoupon(
  payload: OrderPayload,
  coupon: OrderCoupon | null,
  userId: string,
  businessId: string,
): OrderCoupon | null {
  if (payload.coupons.length === 0) return null;
  if (!coupon) throw new CodedError('COUPON_NOT_FOUND');
  if (coupon.userId !== userId) throw new CodedError('COUPON_NOT_OWNED');
  if (coupon.status !== 'unused') throw new CodedError('COUPON_ALREADY_USED');
  if (coupon.couponStatus !== 'active') throw new CodedError('COUPON_NOT_ONLINE');
  if (coupon.businessId !== null && coupon.businessId !== businessId) {
    throw new CodedError('COUPON_WRONG_STORE');
  }
  return coupon;
}

/** Redeemed lines need the store's running programme and items that may be redeemed. */
function checkRedemptions(lines: readonly CheckedLine[], store: OrderingStore): void {
  const redeemed = lines.filter((line) => line.pricing.redeemed);
  if (redeemed.length === 0) return;
  if (!store.programme) throw new CodedError('POINTS_CONFIG_MISSING');
  if (store.business.pointsStatus !== 'active') throw new CodedError('POINTS_PROGRAMME_DISABLED');
  if (redeemed.some((line) => !line.commodity.supportsExchange)) {
    throw new CodedError('POINTS_EXCHANGE_UNSUPPORTED');
  }
  const units = redeemed.reduce((sum, line) => sum + line.quantity, 0);
  const limit = store.programme.maxExchangesPerOrder;
  if (limit !== null && units > limit) throw new CodedError('POINTS_EXCHANGE_ABOVE_MAXIMUM');
}

function checkRequiredCategory(lines: readonly CheckedLine[], requiredCategoryId: string | null): void {
  if (requiredCategoryId === null) return;
  if (!lines.some((line) => line.commodity.categoryId === requiredCategoryId)) {
    throw new CodedError('COMMODITY_REQUIRED_CATEGORY_MISSING');
  }
}

function orderRow(
  context: {
    userId: string;
    payload: OrderPayload;
    store: OrderingStore;
    now: number;
    paymentWindowMs: number;
  },
  destination: Destination,
  quote: PriceQuote,
): PlannedOrder {
  const { userId, payload, store, now } = context;
  const { business } = store;
  const at = new Date(now);
  const { scheduledTime } = destination;
  const orderFrom = payload.extraInfo.orderFrom?.trim();
  return {
    businessId: business.id,
    userId,
    frontendIdentifier: payload.frontendIdentifier,
    orderType: payload.type,
    // Nothing to pay (points or a coupon cover it all): paid at submission, so no card is asked for.
    orderStatus: quote.totalPrice === 0 ? 'paid' : 'received',
    reservedOrderType: destination.reservedOrderType,
    commoditiesPrice: quote.commoditiesPrice,
    discountPrice: quote.discountPrice,
    orderDiscountPrice: quote.orderDiscountPrice,
    discountedPrice: quote.discountedPrice,
    excisePrice: quote.excisePrice,
    servicePrice: quote.servicePrice,
    tipPrice: quote.tipPrice,
    deliveryPrice: quote.deliveryPrice,
    smallOrderExtraPrice: quote.smallOrderExtraPrice,
    totalPrice: quote.totalPrice,
    taxRateMillionths: business.taxRateMillionths,
    buyerNote: payload.orderNote.trim() || null,
    contactName: destination.contactName,
    contactPhone: payload.phoneNumber,
    scheduledTime: scheduledTime === null ? null : new Date(scheduledTime),
    expectedFoodReadyTime: new Date(scheduledTime ?? now + business.prepareFoodTimeSeconds * 1000),
    deliveryCarrier: destination.deliveryCarrier,
    deliveryAddress: destination.deliveryAddress,
    deliveryDistanceMiles: destination.deliveryDistanceMiles,
    selfPickupPointId: destination.selfPickupPointId,
    pickupAddressId: destination.pickupAddressId,
    pickupAddress: destination.pickupAddress,
    tableName: destination.tableName,
    peopleNumber: destination.peopleNumber,
    paymentDeadline: new Date(paymentDeadline(now, context.paymentWindowMs)),
    fromExternalWebsite: Boolean(orderFrom),
    extraInfo: payload.extraInfo,
    pointsUsed: quote.pointsUsed,
    createdAt: at,
    updatedAt: at,
  };
}

function lineRows(lines: readonly CheckedLine[], quote: PriceQuote): PlannedOrderLine[] {
  return lines.map((line, lineIndex) => {
    const priced = quote.lines[lineIndex];
    if (!priced) throw new Error('the quote lacks a line');
    return {
      lineIndex,
      commodityId: line.commodity.id,
      timedMenuId: line.commodity.timedMenuId,
      name: line.commodity.name,
      thumbnail: line.commodity.thumbnail,
      price: priced.unitPrice,
      addPrice: priced.addPrice,
      discountPrice: priced.discountPrice,
      boughtNumber: line.quantity,
      specifications: line.specifications,
      attributes: line.attributes,
      addOns: line.addOns,
      specialNote: line.specialNote,
      requiredPoints: priced.requiredPoints,
    };
  });
}

/** The rows to write for an order, or the coded error of the first check it fails. */
export function planOrder(
  userId: string,
  payload: OrderPayload,
  reads: OrderReads,
  now: number,
  paymentWindowMs = PAYMENT_WINDOW_MS,
): OrderPlan {
  const { store } = reads;
  const { business } = store;
  if (business.status !== 'online') throw new CodedError('STORE_OFFLINE');
  if (!business.diningTypes.includes(payload.type)) {
    throw new CodedError(payload.type === 'dineIn' ? 'DINE_IN_UNSUPPORTED' : 'STORE_ORDER_TYPE_UNSUPPORTED');
  }
  const status = storeStatusAt(business, now);
  const destination = checkDestination({ payload, business, status, rows: reads, now });

  const attributes = new Map<string, AttributeValue[]>();
  for (const row of reads.attributes) {
    attributes.set(row.commodityId, [...(attributes.get(row.commodityId) ?? []), row]);
  }
  const lines = checkLines(payload.commodities, {
    orderType: payload.type,
    timeZone: business.timeZone,
    now,
    scheduledTime: destination.scheduledTime,
    commodities: new Map(reads.commodities.map((row) => [row.id, row])),
    attributes,
  });
  const stock = checkQuantities(lines);
  checkRequiredCategory(lines, reads.requiredCategoryId);
  checkRedemptions(lines, store);
  const coupon = checkCoupon(payload, reads.coupon, userId, business.id);

  const quote = priceOrder({
    orderType: payload.type,
    now,
    lines: lines.map((line) => line.pricing),
    activities: reads.activities.map(activityRule),
    tax: {
      taxRateMillionths: business.taxRateMillionths,
      noTaxOnPickupOrders: business.noTaxOnPickupOrders,
    },
    servicePrices: business.servicePrices,
    tipRules: {
      config: business.tipConfig,
      customizedTipDisabled: business.customizedTipDisabled,
      tipDisabledForOnline: business.tipDisabledForOnline,
    },
    tip: { kind: 'custom', amount: payload.tipPrice },
    delivery: destination.delivery,
    coupon: coupon ? couponRule(coupon) : null,
    pointsTiers: business.pointsStatus === 'active' ? (store.programme?.tiers ?? []) : [],
  });
  assertQuoteAllowed(quote);
  assertQuoteMatches(quote, payload, lines);
  if (quote.pointsUsed > (reads.pointsCard?.curPoints ?? 0)) throw new CodedError('POINTS_NOT_ENOUGH');

  return {
    order: orderRow({ userId, payload, store, now, paymentWindowMs }, destination, quote),
    lines: lineRows(lines, quote),
    activities: quote.activities.map((activity) => ({
      activityId: activity.id,
      discountedPrice: activity.discountedPrice,
      lineIndexes: activity.lineIndexes,
    })),
    coupon: coupon
      ? {
          userCouponId: coupon.userCouponId,
          couponId: coupon.couponId,
          discountedPrice: quote.couponDiscount,
        }
      : null,
    stock,
    points:
      quote.pointsUsed > 0 && reads.pointsCard
        ? {
            cardId: reads.pointsCard.id,
            points: quote.pointsUsed,
            redemptions: lines.flatMap((line, index) => {
              const points = quote.lines[index]?.requiredPoints ?? null;
              return points === null
                ? []
                : [
                    {
                      consumePoints: points,
                      quantity: line.quantity,
                      name: line.commodity.name,
                      image: line.commodity.thumbnail,
                    },
                  ];
            }),
          }
        : null,
  };
}
