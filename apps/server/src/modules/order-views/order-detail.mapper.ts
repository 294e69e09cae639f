import type { OrderDetailDto } from '@nearbite/contract/order-views';
import { type Language, localize } from '../../lib/request-language.js';
import {
  commoditiesOf,
  displayStateOf,
  handleTimesOf,
  hasPartRefundOf,
  liveRefunds,
  paymentOf,
  refundedPricesOf,
  remainPaySeconds,
  thumbnailOf,
} from './order-views.mapper.js';
import type {
  AreaContactRow,
  OrderBusinessRow,
  OrderHeadRows,
  OrderPartsRows,
  OrderRow,
} from './order-views.repository.js';

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
