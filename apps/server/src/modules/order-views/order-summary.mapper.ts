import type { MerchantOrderDto } from '@nearbite/contract/merchant';
import type { OrderSummaryDto } from '@nearbite/contract/order-views';
import { type Language, localize } from '../../lib/request-language.js';
import { displayStateOf, hasPartRefundOf, remainPaySeconds, thumbnailOf } from './order-views.mapper.js';
import type { OrderHeadRows, OrderLineRow, OrderSummaryRow } from './order-views.repository.js';

/** Lines a list row shows as thumbnails. */
export const SUMMARY_LINE_COUNT = 4;

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
