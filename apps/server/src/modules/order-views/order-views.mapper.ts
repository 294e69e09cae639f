import type { OrderDetailDto } from '@nearbite/contract/order-views';
import { IMAGE_WIDTH_LIST } from '@nearbite/domain/discovery';
import { type OrderDisplayState, orderDisplayState } from '@nearbite/domain/order-display';
import { type Language, localize } from '../../lib/request-language.js';
import { sizedImageUrl } from '../images/image-urls.js';
import type {
  OrderLineRow,
  OrderPartsRows,
  OrderRow,
  PaymentRow,
  RefundRow,
} from './order-views.repository.js';

/**
 * The parts every order view shares (detail, list row, refund screen, receipt): the display state, time
 * left to pay, lines, payments and refunds as the diner sees them. Each view's own mapper builds on these.
 */

type CommodityView = OrderDetailDto['commodities'][number];
type PaymentView = OrderDetailDto['payments'][number];

const UNPAID = new Set<OrderRow['orderStatus']>(['received', 'partiallyPaid']);

/** A picture's URL at the list's width. */
export const thumbnailOf = (url: string | null): string | null =>
  url === null ? null : sizedImageUrl(url, IMAGE_WIDTH_LIST);

/** Whole seconds left to pay, 0 once paid or past the deadline; above 0 exactly while payment is accepted. */
export function remainPaySeconds(order: OrderRow, now: number): number {
  if (!UNPAID.has(order.orderStatus) || order.paymentDeadline === null) return 0;
  return Math.max(0, Math.ceil((order.paymentDeadline.getTime() - now) / 1000));
}

/** The state the order's screens show, from the order and whether a rider is assigned. */
export function displayStateOf(order: OrderRow, hasRider: boolean): OrderDisplayState {
  return orderDisplayState({
    orderType: order.orderType,
    orderStatus: order.orderStatus,
    commoditiesStatus: order.commoditiesStatus,
    hasRider,
    fullRefunded: order.fullRefunded,
  });
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

/** The order's lines, each with its refunded units. */
export function commoditiesOf(parts: OrderPartsRows, language: Language): CommodityView[] {
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
export const liveRefunds = (refunds: RefundRow[]): RefundRow[] =>
  refunds.filter((row) => row.status !== 'failed');

/** The refunds the diner sees, as price lines. */
export function refundedPricesOf(refunds: RefundRow[]): OrderDetailDto['refundedPrices'] {
  return liveRefunds(refunds).map((row) => ({
    refundType: row.refundType,
    price: row.price,
    reason: row.reason,
    createdTime: row.createdAt.getTime(),
  }));
}

/** When each step of the order happened. */
export function handleTimesOf(parts: OrderPartsRows): OrderDetailDto['handleTimes'] {
  return parts.handleTimes.map((row) => ({ key: row.key, timestamp: row.happenedAt.getTime() }));
}

/** A part (by commodities) or custom-amount refund of an order that was not refunded in full. */
export const hasPartRefundOf = (order: OrderRow, hasRefund: boolean): boolean =>
  !order.fullRefunded && hasRefund;
