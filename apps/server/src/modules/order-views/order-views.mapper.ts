import type { MerchantOrderDto } from '@nearbite/contract/merchant';
import type { ReceiptDto, RefundInfoDto } from '@nearbite/contract/order-receipts';
import type { OrderDetailDto, OrderSummaryDto } from '@nearbite/contract/order-views';
import { IMAGE_WIDTH_LIST } from '@nearbite/domain/discovery';
import { type OrderDisplayState, orderDisplayState } from '@nearbite/domain/order-display';
import { type Language, localize } from '../../lib/request-language.js';
import { sizedImageUrl } from '../images/image-urls.js';
import type {
  AreaContactRow,
  OrderBusinessRow,
  OrderHeadRows,
  OrderLineRow,
  OrderPartsRows,
  OrderRow,
  OrderSummaryRow,
  PaymentRow,
  RefundRow,
} from './order-views.repository.js';

type CommodityView = OrderDetailDto['commodities'][number];
type PaymentView = OrderDetailDto['payments'][number];

/** Lines a list row shows as thumbnails. */
export const SUMMARY_LINE_COUNT = 4;

const UNPAID = new Set<OrderRow['orderStatus']>(['received', 'partiallyPaid']);

const thumbnailOf = (url: string | null): string | null =>
  url === null ? null : sizedImageUrl(url, IMAGE_WIDTH_LIST);

/** Whole seconds left to pay, 0 once paid or past the deadline; above 0 exactly while payment is accepted. */
export function remainPaySeconds(order: OrderRow, now: number): number {
  if (!UNPAID.has(order.orderStatus) || order.paymentDeadline === null) return 0;
  return Math.max(0, Math.ceil((order.paymentDeadline.getTime() - now) / 1000));
}

export function displayStateOf(order: OrderRow, hasRider: boolean): OrderDisplayState {
  return orderDisplayState({
    orderType: order.orderType,
    orderStatus: order.orderStatus,
    commoditiesStatus: order.commoditiesStatus,
    hasRider,
    fullRefunded: order.fullRefunded,
  });
}

/** The platform's contact of the store's area; null when the store has no area. */
function platformContactOf(area: AreaContactRow | null): OrderDetailDto['business']['platformContact'] {
  if (!area) return null;
  const { serviceTimeStartMs: start, serviceTimeEndMs: end } = area;
  return {
    phoneNumber: area.contactPhoneNumber,
    instagramAccount: area.instagramAccount,
    instagramUrl: area.instagramUrl,
    serviceTime: start === null || end === null ? null : [start, end],
  };
}

function businessOf(
  business: OrderBusinessRow,
  area: AreaContactRow | null,
  language: Language,
): OrderDetailDto['business'] {
  return {
    id: business.id,
    name: localize(business.name, language),
    logo: thumbnailOf(business.logo),
    phoneNumber: business.contactPhoneNumber,
    fullAddress: business.fullAddress,
    coordinates: [business.longitude, business.latitude],
    timeZone: business.timeZone,
    platformContact: platformContactOf(area),
  };
}

/** A line as bought, with refunded units taken from the refunds when they say more than the line does. */
export function commodityOf(line: OrderLineRow, refundedNumber: number, language: Language): CommodityView {
  return {
    id: line.id,
    commodityId: line.commodityId,
    name: localize(line.name, language),
    thumbnail: thumbnailOf(line.thumbnail),
    boughtNumber: line.boughtNumber,
    refundedNumber: Math.min(line.boughtNumber, Math.max(line.refundedNumber, refundedNumber)),
    price: line.price + line.addPrice,
    discountPrice: line.discountPrice,
    specifications: line.specifications.map((specification) => ({
      name: localize(specification.name, language),
      values: specification.values.map((value) => localize(value.name, language)),
    })),
    attributes: line.attributes.map((attribute) => ({
      name: localize(attribute.name, language),
      value: localize(attribute.value.name, language),
      price: attribute.value.price,
    })),
    addOns: line.addOns.map((group) => ({
      name: localize(group.name, language),
      values: group.values.map((value) => ({
        name: localize(value.name, language),
        price: value.price,
        boughtNumber: value.boughtNumber,
      })),
    })),
    specialNote: line.specialNote,
    exchangeInfo: line.requiredPoints === null ? null : { requiredPoints: line.requiredPoints },
    choices: {
      specifications: line.specifications.map((specification) => ({
        id: specification.id,
        values: specification.values.map((value) => value.id),
      })),
      attributes: line.attributes.map((attribute) => ({ id: attribute.id, valueId: attribute.value.id })),
      addOns: line.addOns.map((group) => ({
        id: group.id,
        values: group.values.map((value) => ({ id: value.id, boughtNumber: value.boughtNumber })),
      })),
    },
  };
}

function commoditiesOf(parts: OrderPartsRows, language: Language): CommodityView[] {
  const refunded = new Map(parts.refundedUnits.map((row) => [row.orderLineId, row.refundedNumber]));
  return parts.lines.map((line) => commodityOf(line, refunded.get(line.id) ?? 0, language));
}

/** Two digits of the month and year, as cards show their expiry (MM/YY). */
function expiryOf(payment: PaymentRow): string {
  if (payment.cardExpMonth === null || payment.cardExpYear === null) return '';
  return `${String(payment.cardExpMonth).padStart(2, '0')}/${String(payment.cardExpYear % 100).padStart(2, '0')}`;
}

/** A payment with only the card's brand, last four digits and expiry. */
export function paymentOf(payment: PaymentRow): PaymentView {
  return {
    id: payment.id,
    paymentType: payment.paymentType,
    amount: payment.amount,
    status: payment.status,
    createdTime: payment.createdAt.getTime(),
    methodDetails:
      payment.cardLast4 === null
        ? null
        : {
            cardType: payment.cardBrand ?? '',
            expirationDate: expiryOf(payment),
            cardNumber: payment.cardLast4,
          },
  };
}

/** Refunds the diner sees: failed ones never reached them. */
const liveRefunds = (refunds: RefundRow[]): RefundRow[] => refunds.filter((row) => row.status !== 'failed');

function refundedPricesOf(refunds: RefundRow[]): OrderDetailDto['refundedPrices'] {
  return liveRefunds(refunds).map((row) => ({
    refundType: row.refundType,
    price: row.price,
    reason: row.reason,
    createdTime: row.createdAt.getTime(),
  }));
}

/**
 * The price lines checkout showed, from the figures the engine stored with the order: the coupon's part
 * is what its coupon row took off, so the lines add up to the total as they did in checkout.
 */
function priceBreakdownOf(order: OrderRow, parts: OrderPartsRows): OrderDetailDto['priceBreakdown'] {
  return {
    commoditiesPrice: order.commoditiesPrice,
    discountPrice: order.discountPrice,
    orderDiscountPrice: order.orderDiscountPrice,
    couponDiscount: parts.coupons.reduce((total, row) => total + row.discountedPrice, 0),
    deliveryPrice: order.deliveryPrice,
    smallOrderExtraPrice: order.smallOrderExtraPrice,
    servicePrice: order.servicePrice,
    excisePrice: order.excisePrice,
    tipPrice: order.tipPrice,
    pointsUsed: order.pointsUsed,
    totalPrice: order.totalPrice,
  };
}

function handleTimesOf(parts: OrderPartsRows): OrderDetailDto['handleTimes'] {
  return parts.handleTimes.map((row) => ({ key: row.key, timestamp: row.happenedAt.getTime() }));
}

/** A part (by commodities) or custom-amount refund of an order that was not refunded in full. */
const hasPartRefundOf = (order: OrderRow, hasRefund: boolean): boolean => !order.fullRefunded && hasRefund;

const coordinates = (point: { latitude: number; longitude: number }): [number, number] => [
  point.longitude,
  point.latitude,
];

function deliveryInfoOf(
  order: OrderRow,
  parts: OrderPartsRows,
  language: Language,
): OrderDetailDto['deliveryInfo'] {
  if (order.orderType !== 'delivery') return null;
  const address = order.deliveryAddress;
  const delivery = parts.delivery;
  const host = parts.selfPickupPoint;
  const riderLocated =
    delivery !== null && delivery.riderLatitude !== null && delivery.riderLongitude !== null;
  return {
    deliveryTime: order.scheduledTime?.getTime() ?? 0,
    deliveryPrice: order.deliveryPrice,
    smallOrderExtraPrice: order.smallOrderExtraPrice,
    deliveryCarrier: delivery?.carrier ?? order.deliveryCarrier ?? 'platform',
    address: address
      ? {
          userName: address.userName,
          phoneNumber: address.phoneNumber,
          fullAddress: address.fullAddress,
          addressDetail: address.addressDetail,
          location: { coordinates: coordinates(address) },
        }
      : null,
    rider:
      delivery?.riderName != null
        ? {
            userName: delivery.riderName,
            contact: { phoneNumber: delivery.riderPhoneNumber ?? '' },
            location: riderLocated
              ? { coordinates: [delivery.riderLongitude ?? 0, delivery.riderLatitude ?? 0] }
              : null,
          }
        : null,
    selfPickupPointId: order.selfPickupPointId,
    selfPickupPoint: host
      ? {
          name: localize(host.name, language),
          fullAddress: host.fullAddress,
          phoneNumber: host.phoneNumber,
          location: { coordinates: coordinates(host) },
        }
      : null,
    trackingUrl: delivery?.trackingUrl ?? null,
  };
}

function pickUpInfoOf(order: OrderRow, language: Language): OrderDetailDto['pickUpInfo'] {
  const address = order.pickupAddress;
  if (order.orderType !== 'pickup' || !address) return null;
  return {
    pickUpTime: order.scheduledTime?.getTime() ?? 0,
    pickUpAddress: {
      addressName: localize(address.addressName, language),
      fullAddress: address.fullAddress,
      location: { coordinates: coordinates(address) },
    },
  };
}

/** The order detail: every field of the order screens. */
export function toOrderDetail(
  head: OrderHeadRows,
  parts: OrderPartsRows,
  language: Language,
  now: number,
): OrderDetailDto {
  const { order } = head;
  const hasRider = parts.delivery?.riderName != null;
  const refunds = liveRefunds(parts.refunds);
  return {
    id: order.id,
    orderCode: order.orderCode,
    orderType: order.orderType,
    orderStatus: order.orderStatus,
    commoditiesStatus: order.commoditiesStatus,
    displayState: displayStateOf(order, hasRider),
    fullRefunded: order.fullRefunded,
    hasPartRefund: hasPartRefundOf(order, refunds.length > 0),
    reservedOrderType: order.reservedOrderType,
    commodities: commoditiesOf(parts, language),
    commoditiesPrice: order.commoditiesPrice,
    discountPrice: order.discountPrice,
    orderDiscountPrice: order.orderDiscountPrice,
    discountedPrice: order.discountedPrice,
    excisePrice: order.excisePrice,
    servicePrice: order.servicePrice,
    tipPrice: order.tipPrice,
    totalPrice: order.totalPrice,
    paidPrice: order.paidPrice,
    refundedPrice: order.refundedPrice,
    priceBreakdown: priceBreakdownOf(order, parts),
    coupons: parts.coupons.map((row) => ({
      name: localize(row.title, language),
      discountedPrice: row.discountedPrice,
    })),
    activityDiscounts: parts.activities.map((row) => ({
      name: localize(row.name, language),
      discountedPrice: row.discountedPrice,
    })),
    payments: parts.payments.map(paymentOf),
    buyerNote: order.buyerNote,
    contactPhone: order.contactPhone,
    createdTime: order.createdAt.getTime(),
    expectedFoodReadyTime: order.expectedFoodReadyTime?.getTime() ?? null,
    remainPayTime: remainPaySeconds(order, now),
    paymentDeadline: order.paymentDeadline?.getTime() ?? null,
    handleTimes: handleTimesOf(parts),
    points: { earned: order.pointsEarned, used: order.pointsUsed },
    refundedPrices: refundedPricesOf(parts.refunds),
    cancellationReason: order.cancellationReason === null ? null : { reason: order.cancellationReason },
    business: businessOf(head.business, head.area, language),
    deliveryInfo: deliveryInfoOf(order, parts, language),
    pickUpInfo: pickUpInfoOf(order, language),
    dineinInfo:
      order.orderType === 'dineIn' && order.tableName !== null && order.peopleNumber !== null
        ? { tableName: order.tableName, peopleNumber: order.peopleNumber }
        : null,
  };
}

/** A row of the order list with its first lines. */
export function toOrderSummary(
  row: OrderSummaryRow,
  lines: OrderLineRow[],
  language: Language,
  now: number,
): OrderSummaryDto {
  const { order } = row;
  return {
    id: order.id,
    orderCode: order.orderCode,
    orderType: order.orderType,
    orderStatus: order.orderStatus,
    commoditiesStatus: order.commoditiesStatus,
    displayState: displayStateOf(order, row.hasRider),
    fullRefunded: order.fullRefunded,
    hasPartRefund: hasPartRefundOf(order, row.hasRefund),
    hasRider: row.hasRider,
    business: {
      id: row.business.id,
      name: localize(row.business.name, language),
      logo: thumbnailOf(row.business.logo),
      timeZone: row.business.timeZone,
    },
    commodities: lines.slice(0, SUMMARY_LINE_COUNT).map((line) => ({
      name: localize(line.name, language),
      thumbnail: thumbnailOf(line.thumbnail),
      boughtNumber: line.boughtNumber,
    })),
    commodityCount: lines.reduce((units, line) => units + line.boughtNumber, 0),
    totalPrice: order.totalPrice,
    createdTime: order.createdAt.getTime(),
    remainPayTime: remainPaySeconds(order, now),
  };
}

/**
 * The refund screen: the refunds that did not fail, the refunded units per line (every unit when the order
 * was refunded in full), and the latest refund's id and status. Null when the order has no such refund.
 */
export function toRefundInfo(
  head: OrderHeadRows,
  parts: OrderPartsRows,
  language: Language,
): RefundInfoDto | null {
  const { order, business } = head;
  const refunds = liveRefunds(parts.refunds);
  const first = refunds[0];
  const latest = refunds.at(-1);
  if (!first || !latest) return null;
  const commodities = commoditiesOf(parts, language)
    .map((line) => (order.fullRefunded ? { ...line, refundedNumber: line.boughtNumber } : line))
    .filter((line) => line.refundedNumber > 0);
  return {
    id: latest.id,
    orderId: order.id,
    status: latest.status,
    fullRefunded: order.fullRefunded,
    fullRefundReason: order.fullRefundReason,
    refundedPrices: refundedPricesOf(refunds),
    refundedPrice: refunds.reduce((total, row) => total + row.price, 0),
    commodities,
    refundedTime: {
      createTime: first.createdAt.getTime(),
      updatedTime: Math.max(...refunds.map((row) => row.updatedAt.getTime())),
    },
    business: {
      id: business.id,
      name: localize(business.name, language),
      phoneNumber: business.contactPhoneNumber,
      timeZone: business.timeZone,
    },
    handleTimes: handleTimesOf(parts),
  };
}

/**
 * The public receipt: the store, what was bought and paid, and the table of a dine-in order; nothing that
 * reaches the diner (no phone number, no address, no order note). Only payments that went through are listed.
 */
export function toReceipt(head: OrderHeadRows, parts: OrderPartsRows, language: Language): ReceiptDto {
  const { order, business } = head;
  return {
    orderCode: order.orderCode,
    orderType: order.orderType,
    orderStatus: order.orderStatus,
    fullRefunded: order.fullRefunded,
    business: {
      name: localize(business.name, language),
      fullAddress: business.fullAddress,
      phoneNumber: business.contactPhoneNumber,
      timeZone: business.timeZone,
    },
    commodities: commoditiesOf(parts, language),
    commoditiesPrice: order.commoditiesPrice,
    discountedPrice: order.discountedPrice,
    excisePrice: order.excisePrice,
    servicePrice: order.servicePrice,
    tipPrice: order.tipPrice,
    deliveryPrice: order.deliveryPrice,
    smallOrderExtraPrice: order.smallOrderExtraPrice,
    totalPrice: order.totalPrice,
    refundedPrice: order.refundedPrice,
    payments: parts.payments.filter((payment) => payment.status === 'succeeded').map(paymentOf),
    createdTime: order.createdAt.getTime(),
    tableName: order.orderType === 'dineIn' ? order.tableName : null,
  };
}

/** An order as support finds it by its number: its state, money, the diner and the store. */
export function toMerchantOrder(head: OrderHeadRows, language: Language): MerchantOrderDto {
  const { order, business } = head;
  return {
    id: order.id,
    orderCode: order.orderCode,
    orderType: order.orderType,
    orderStatus: order.orderStatus,
    commoditiesStatus: order.commoditiesStatus,
    fullRefunded: order.fullRefunded,
    totalPrice: order.totalPrice,
    paidPrice: order.paidPrice,
    refundedPrice: order.refundedPrice,
    createdTime: order.createdAt.getTime(),
    contactPhone: order.contactPhone,
    userId: order.userId,
    business: { id: business.id, name: localize(business.name, language), timeZone: business.timeZone },
  };
}
