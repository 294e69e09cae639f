import type { ReceiptDto, RefundInfoDto } from '@nearbite/contract/order-receipts';
import { type Language, localize } from '../../lib/request-language.js';
import {
  commoditiesOf,
  handleTimesOf,
  liveRefunds,
  paymentOf,
  refundedPricesOf,
} from './order-views.mapper.js';
import type { OrderHeadRows, OrderPartsRows } from './order-views.repository.js';

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
