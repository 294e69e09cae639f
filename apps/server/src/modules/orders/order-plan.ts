import type { SelfPickupPointConfigDto } from '@nearbite/contract/pickup-points';
import { PAYMENT_WINDOW_MS, paymentDeadline } from '@nearbite/domain/order-submission';
import { type PriceQuote, priceOrder } from '@nearbite/domain/pricing';
import { storeStatusAt } from '@nearbite/domain/store-status';
import { AppError } from '../../errors/app-error.js';
import { type CheckedLine, checkLines, checkQuantities } from './order-checks.js';
import { checkDestination, type Destination } from './order-destination.js';
import {
  activityRule,
  assertQuoteAllowed,
  assertQuoteMatches,
  couponRule,
  type OrderPayload,
} from './order-pricing.js';
import type {
  AttributeValueRow,
  NewOrderLineRow,
  NewOrderRow,
  OrderCouponRow,
  OrderingContext,
  OrderingStore,
  OrderWrite,
} from './orders.repository.js';

/**
 * Plans an order from what was read: checks it against the store as it is now (destination and time,
 * lines, quantities, the required category, redemptions, the coupon), prices it with the shared engine,
 * refuses any figure that differs, and answers the rows to write. No I/O.
 */

/** What an order is checked against: the store's context and, for an order to a host, the platform's settings. */
export interface OrderReads extends OrderingContext {
  hostSettings: SelfPickupPointConfigDto | null;
}

/** The coupon is the diner's, unused, switched on, and for this store or every store. */
function checkCoupon(
  payload: OrderPayload,
  coupon: OrderCouponRow | null,
  userId: string,
  businessId: string,
): OrderCouponRow | null {
  if (payload.coupons.length === 0) return null;
  if (!coupon) throw new AppError('COUPON_NOT_FOUND');
  if (coupon.userId !== userId) throw new AppError('COUPON_NOT_OWNED');
  if (coupon.status !== 'unused') throw new AppError('COUPON_ALREADY_USED');
  if (coupon.couponStatus !== 'active') throw new AppError('COUPON_NOT_ONLINE');
  if (coupon.businessId !== null && coupon.businessId !== businessId) {
    throw new AppError('COUPON_WRONG_STORE');
  }
  return coupon;
}

/** Redeemed lines need the store's running programme and items that may be redeemed. */
function checkRedemptions(lines: readonly CheckedLine[], store: OrderingStore): void {
  const redeemed = lines.filter((line) => line.pricing.redeemed);
  if (redeemed.length === 0) return;
  if (!store.programme) throw new AppError('POINTS_CONFIG_MISSING');
  if (store.business.pointsStatus !== 'active') throw new AppError('POINTS_PROGRAMME_DISABLED');
  if (redeemed.some((line) => !line.commodity.supportsExchange)) {
    throw new AppError('POINTS_EXCHANGE_UNSUPPORTED');
  }
  const units = redeemed.reduce((sum, line) => sum + line.quantity, 0);
  const limit = store.programme.maxExchangesPerOrder;
  if (limit !== null && units > limit) throw new AppError('POINTS_EXCHANGE_ABOVE_MAXIMUM');
}

function checkRequiredCategory(lines: readonly CheckedLine[], requiredCategoryId: string | null): void {
  if (requiredCategoryId === null) return;
  if (!lines.some((line) => line.commodity.categoryId === requiredCategoryId)) {
    throw new AppError('COMMODITY_REQUIRED_CATEGORY_MISSING');
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
): NewOrderRow {
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

function lineRows(lines: readonly CheckedLine[], quote: PriceQuote): NewOrderLineRow[] {
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
): OrderWrite {
  const { store } = reads;
  const { business } = store;
  if (business.status !== 'online') throw new AppError('STORE_OFFLINE');
  if (!business.diningTypes.includes(payload.type)) {
    throw new AppError(payload.type === 'dineIn' ? 'DINE_IN_UNSUPPORTED' : 'STORE_ORDER_TYPE_UNSUPPORTED');
  }
  const status = storeStatusAt(
    {
      orderInAdvance: business.orderInAdvance,
      expectedOpeningTime: business.expectedOpeningTime?.getTime() ?? null,
      openHours: business.openHours,
      timeZone: business.timeZone,
    },
    now,
  );
  const destination = checkDestination({ payload, business, status, rows: reads, now });

  const attributes = new Map<string, AttributeValueRow[]>();
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
  if (quote.pointsUsed > (reads.pointsCard?.curPoints ?? 0)) throw new AppError('POINTS_NOT_ENOUGH');

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
