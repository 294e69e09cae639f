import type { DeliveryAddressDto } from '@nearbite/contract/addresses';
import type { OrderCommodityDto, OrderPayloadDto } from '@nearbite/contract/orders';
import type { OrderType } from '@nearbite/domain/order-type';
import { reservedOrderType } from '@nearbite/domain/ordering-time';
import { phoneDigits } from '@nearbite/domain/phone';
import type { PriceQuote } from '@nearbite/domain/pricing';
import type { OrderLine } from './checkout-line';

/** Where the order goes or is collected, as chosen at checkout. */
export type Fulfilment =
  | { type: 'delivery'; time: number | 'asap'; address: DeliveryAddressDto }
  | { type: 'delivery'; time: number | 'asap'; hostId: string }
  | { type: 'pickup'; time: number | 'asap'; pickupAddressId: string }
  | { type: 'dineIn'; tableName: string; dinerCount: number };

export interface OrderPayloadInput {
  businessId: string;
  /** The order lines the quote priced (redeemed units split off), in the same order. */
  lines: readonly OrderLine[];
  quote: PriceQuote;
  fulfilment: Fulfilment;
  /** The chosen user coupon; sent only when it takes something off. */
  couponId: string | null;
  /** Contact phone as typed (dashes allowed). */
  phone: string;
  note: string;
  frontendIdentifier: string;
  extraInfo: { clientFrom?: string; clientSystem?: string; orderFrom?: string };
  now: number;
}

function commodityOf(line: OrderLine, index: number, quote: PriceQuote): OrderCommodityDto {
  const priced = quote.lines[index];
  const { source } = line;
  const commodity: OrderCommodityDto = {
    id: source.commodityId,
    boughtNumber: line.quantity,
    price: priced ? priced.unitPrice + priced.addPrice : source.price,
    specifications: source.specifications.map((spec) => ({ id: spec.id, values: [...spec.values] })),
    attributes: source.attributes.map((attribute) => ({ id: attribute.id, valueId: attribute.valueId })),
    addOns: source.addOns.map((group) => ({
      id: group.id,
      values: group.values.map((value) => ({ id: value.id, boughtNumber: value.boughtNumber })),
    })),
  };
  if (source.specialNote) commodity.specialNote = source.specialNote;
  if (line.redeemed && priced?.requiredPoints) {
    commodity.exchangeInfo = { requiredPoints: priced.requiredPoints };
  }
  return commodity;
}

function timeOf(time: number | 'asap'): number | null {
  return time === 'asap' ? null : time;
}

function addressOf(address: DeliveryAddressDto) {
  return {
    userName: address.userName,
    phoneNumber: address.phoneNumber,
    fullAddress: address.fullAddress,
    addressDetail: address.addressDetail,
    location: { coordinates: address.location.coordinates },
    deliveryType: address.deliveryType,
    suggestion: address.suggestion,
  };
}

function fulfilmentFields(
  fulfilment: Fulfilment,
  quote: PriceQuote,
  now: number,
): Pick<OrderPayloadDto, 'deliveryInfo' | 'pickUpInfo' | 'dineinInfo' | 'reservedOrderTypes'> {
  switch (fulfilment.type) {
    case 'delivery':
      return {
        reservedOrderTypes: reservedOrderType(timeOf(fulfilment.time), now),
        deliveryInfo: {
          deliveryTime: timeOf(fulfilment.time),
          smallOrderExtraPrice: quote.smallOrderExtraPrice,
          deliveryPrice: quote.deliveryPrice,
          selfPickupPointId: 'hostId' in fulfilment ? fulfilment.hostId : null,
          address: 'address' in fulfilment ? addressOf(fulfilment.address) : null,
        },
      };
    case 'pickup':
      return {
        reservedOrderTypes: reservedOrderType(timeOf(fulfilment.time), now),
        pickUpInfo: { pickUpTime: timeOf(fulfilment.time), addressName: fulfilment.pickupAddressId },
      };
    case 'dineIn':
      return {
        reservedOrderTypes: 'normal',
        dineinInfo: { peopleNumber: fulfilment.dinerCount, tableName: fulfilment.tableName },
      };
  }
}

/**
 * The order of POST /businesses/{businessId}/orders, carrying exactly the quote's figures (the server
 * recomputes them and refuses a mismatch). Redeemed units are their own lines with their points;
 * activities are reduced to id, discount and the indexes of the non-redeemed lines they covered.
 */
export function buildOrderPayload(input: OrderPayloadInput): OrderPayloadDto {
  const { quote } = input;
  const type: OrderType = input.fulfilment.type;
  return {
    businessId: input.businessId,
    phoneNumber: phoneDigits(input.phone),
    tipPrice: quote.tipPrice,
    orderNote: input.note.trim(),
    type,
    coupons:
      input.couponId && quote.couponDiscount > 0
        ? [{ userCouponId: input.couponId, discountedPrice: quote.couponDiscount }]
        : [],
    activities: quote.activities.map((activity) => ({
      id: activity.id,
      discountedPrice: activity.discountedPrice,
      commodityIndexes: activity.lineIndexes.filter((index) => !input.lines[index]?.redeemed),
    })),
    commodities: input.lines.map((line, index) => commodityOf(line, index, quote)),
    frontendIdentifier: input.frontendIdentifier,
    discountPrice: quote.discountPrice,
    orderDiscountPrice: quote.orderDiscountPrice,
    servicePrice: quote.servicePrice,
    excisePrice: quote.excisePrice,
    totalPrice: quote.totalPrice,
    extraInfo: input.extraInfo,
    ...fulfilmentFields(input.fulfilment, quote, input.now),
  };
}
