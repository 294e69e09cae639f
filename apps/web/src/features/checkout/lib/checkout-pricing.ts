import type { DeliveryAddressDto } from '@nearbite/contract/addresses';
import type { UserCouponDto } from '@nearbite/contract/orders';
import type { BusinessDetailDto } from '@nearbite/contract/store';
import type { CouponRule } from '@nearbite/domain/coupon-value';
import { type DeliveryFeeConfig, storeDeliveryFeeConfig } from '@nearbite/domain/delivery-fee';
import { type GeoPoint, milesBetween } from '@nearbite/domain/geo-distance';
import type { OrderLineInput } from '@nearbite/domain/line-price';
import type { OrderType } from '@nearbite/domain/order-type';
import type { PointsExchangeTier } from '@nearbite/domain/points-redemption';
import { splitRedeemedLines } from '@nearbite/domain/points-redemption';
import { type DeliveryInput, type PriceQuote, priceOrder } from '@nearbite/domain/pricing';
import type { TipChoice, TipRules } from '@nearbite/domain/tips';
import { activityRules } from '../../../shared/lib/store-activities';
import type { CheckoutLine, OrderLine } from './checkout-line';

/** [longitude, latitude] → a point. */
export function pointOf(location: { coordinates: readonly [number, number] }): GeoPoint {
  const [longitude, latitude] = location.coordinates;
  return { latitude, longitude };
}

export function tipRules(business: BusinessDetailDto): TipRules {
  return {
    config: business.tipConfig,
    customizedTipDisabled: business.customizedTipDisabled,
    tipDisabledForOnline: business.tipDisabledForOnline,
  };
}

export function pointsTiers(business: Pick<BusinessDetailDto, 'integralRules'>): PointsExchangeTier[] {
  return business.integralRules.map((rule) => ({
    minPrice: rule.availablePrices.min,
    maxPrice: rule.availablePrices.max,
    requiredPoints: rule.requiredPoints,
  }));
}

/** The fee rule that prices the store's delivery, or null when it has none (the domain's one mapping). */
export function deliveryFeeConfig(business: BusinessDetailDto): DeliveryFeeConfig | null {
  return storeDeliveryFeeConfig(business.deliveryCarrier, business.address.area);
}

/** Where delivery distances are measured from: the delivery config's origin, else the store. */
export function deliveryOrigin(business: BusinessDetailDto): GeoPoint {
  return pointOf(business.address.area.deliveryConfig?.location ?? business.address.location);
}

/** Miles from the store's delivery origin to an address. */
export function deliveryDistance(business: BusinessDetailDto, address: Pick<DeliveryAddressDto, 'location'>) {
  return milesBetween(deliveryOrigin(business), pointOf(address.location));
}

/**
 * A held coupon as the engine reads it. Its own validity (validFrom/validUntil) wins over the template's
 * interval; a discount's maxDiscountPrice of 0 means no cap, as the wire has it.
 */
export function couponRule(coupon: UserCouponDto): CouponRule {
  const percentInfo = coupon.discountInfo.discountPercentInfo;
  const interval = coupon.expiredInfo.timeInterval;
  return {
    id: coupon.userCouponId,
    couponType: coupon.couponType,
    percent: percentInfo?.percent ?? null,
    maxDiscountPrice: percentInfo && percentInfo.maxDiscountPrice > 0 ? percentInfo.maxDiscountPrice : null,
    discountPrice: coupon.discountInfo.discountPrice,
    minCommoditiesPrice: coupon.availableConditions.minCommoditiesPrice,
    maxDeliveryDistanceMiles: coupon.availableConditions.maxDeliveryDistance,
    orderTypes: coupon.availableConditions.orderTypes,
    startsAt: coupon.validFrom ?? interval?.startTime ?? null,
    expiresAt: coupon.validUntil ?? interval?.endTime ?? coupon.expiredInfo.expiredTime ?? null,
  };
}

/**
 * Cart lines as order lines: a line redeemed with points becomes one redeemed unit and the paid rest.
 * Only lines in `redeemable` (keys of lines the store's tiers cover) count as redeemed.
 */
export function orderLines(lines: readonly CheckoutLine[], redeemable: ReadonlySet<string>): OrderLine[] {
  return splitRedeemedLines(
    lines.map((line) => ({
      source: line,
      quantity: line.quantity,
      redeemed: line.redeemed && redeemable.has(line.key),
    })),
  );
}

export function engineLine(line: OrderLine): OrderLineInput {
  const { source } = line;
  return {
    commodityId: source.commodityId,
    price: source.price,
    takeawayPrice: source.takeawayPrice,
    attributePrices: source.attributes.map((attribute) => attribute.price),
    addOns: source.addOns.flatMap((group) =>
      group.values.map((value) => ({ price: value.price, count: value.boughtNumber })),
    ),
    quantity: line.quantity,
    redeemed: line.redeemed,
    specifiedTax: source.specifiedTax,
  };
}

/** Where a delivery goes, for pricing. */
export type Destination =
  | { kind: 'address'; address: Pick<DeliveryAddressDto, 'location'> }
  | { kind: 'host' }
  | null;

export interface CheckoutPricingInput {
  business: BusinessDetailDto;
  orderType: OrderType;
  lines: readonly OrderLine[];
  destination: Destination;
  coupon: CouponRule | null;
  tip: TipChoice;
  now: number;
}

/** The engine's destination: before an address is chosen the store's small-order rule already applies. */
function deliveryInput(business: BusinessDetailDto, destination: Destination): DeliveryInput | null {
  if (destination?.kind === 'host') return { kind: 'selfPickupPoint' };
  const config = deliveryFeeConfig(business);
  if (!config) return null;
  if (destination === null) return { kind: 'awaitingAddress', config };
  return { kind: 'address', config, distanceMiles: deliveryDistance(business, destination.address) };
}

/** Prices the checkout with the engine the server verifies with: every figure the cart shows. */
export function priceCheckout(input: CheckoutPricingInput): PriceQuote {
  const { business } = input;
  return priceOrder({
    orderType: input.orderType,
    now: input.now,
    lines: input.lines.map(engineLine),
    activities: activityRules(business.activities),
    tax: {
      taxRateMillionths: business.taxRate.combinedRate,
      noTaxOnPickupOrders: business.noTaxOnPickupOrders,
    },
    servicePrices: business.servicePrices,
    tipRules: tipRules(business),
    tip: input.tip,
    delivery: input.orderType === 'delivery' ? deliveryInput(business, input.destination) : null,
    coupon: input.coupon,
    pointsTiers: pointsTiers(business),
  });
}
