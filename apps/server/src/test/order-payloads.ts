import { randomUUID } from 'node:crypto';
import type { OrderCommodityDto, OrderPayloadDto } from '@nearbite/contract/orders';
import type { ActivityRule } from '@nearbite/domain/activity-discount';
import type { CouponRule } from '@nearbite/domain/coupon-value';
import type { DeliveryFeeConfig } from '@nearbite/domain/delivery-fee';
import { milesBetween } from '@nearbite/domain/geo-distance';
import type { OrderLineInput } from '@nearbite/domain/line-price';
import type { OrderType } from '@nearbite/domain/order-type';
import { type PriceQuote, priceOrder } from '@nearbite/domain/pricing';
import type { TipChoice } from '@nearbite/domain/tips';
import { type CouponOptions, STORE_LOCATION, type StoreFixture } from './order-fixtures.js';

/**
 * Builds order payloads the way the web cart does: from the store page's data (the fixture's
 * constants), priced with the shared engine, so a test's figures are the engine's and not the server's.
 */

/** A cart line: what the payload names and what the engine prices. */
export interface CartLine {
  request: Omit<OrderCommodityDto, 'price' | 'exchangeInfo'>;
  pricing: OrderLineInput;
}

/** The fixture store's delivery fee rules, as the store page shows them. */
export const FIXTURE_DELIVERY_CONFIG: DeliveryFeeConfig = {
  basePrice: 299,
  baseDistanceMiles: 2,
  extraDeliveryPrices: [{ price: 150, distance: 1 }],
  maxDistanceMiles: 5,
  minCommoditiesPrice: 1500,
  smallOrderExtraPrice: 199,
  deliveryFeeShares: [],
};

/** About 2.5 miles north of the store: one extra mile step. */
export const NEAR_ADDRESS = {
  latitude: STORE_LOCATION.latitude + 0.0362,
  longitude: STORE_LOCATION.longitude,
};
/** About 6 miles north: beyond the 5-mile radius. */
export const FAR_ADDRESS = { latitude: STORE_LOCATION.latitude + 0.087, longitude: STORE_LOCATION.longitude };

const fixtureActivities = (store: StoreFixture): ActivityRule[] => [
  {
    id: store.activities.dumplingsFifteenOff,
    activityType: 'discount',
    discountPercent: 85,
    availableOrderTypes: [],
    availableCommodityIds: [store.items.dumplings.id],
  },
  {
    id: store.activities.deliveryFiveOff,
    activityType: 'orderTypeDiscount',
    discountPercent: 95,
    availableOrderTypes: ['delivery'],
    availableCommodityIds: null,
  },
];

/** A plain line of an item without options. */
export function plainLine(
  item: StoreFixture['items'][keyof StoreFixture['items']],
  quantity: number,
  redeemed = false,
): CartLine {
  return {
    request: { id: item.id, boughtNumber: quantity },
    pricing: {
      commodityId: item.id,
      price: item.price,
      takeawayPrice: item.takeawayPrice,
      attributePrices: [],
      addOns: [],
      quantity,
      redeemed,
    },
  };
}

/** Beef noodles with a spice level, up to two toppings, a size and eggs. */
export function noodlesLine(
  store: StoreFixture,
  quantity: number,
  options: { large?: boolean; eggs?: number; hot?: boolean; toppings?: number } = {},
): CartLine {
  const { noodles } = store;
  const eggs = options.eggs ?? 0;
  const specifications = [
    { id: noodles.spice.id, values: [options.hot ? noodles.spice.hot : noodles.spice.mild] },
  ];
  if (options.toppings) {
    specifications.push({
      id: noodles.toppings.id,
      values: noodles.toppings.values.slice(0, options.toppings),
    });
  }
  return {
    request: {
      id: store.items.noodles.id,
      boughtNumber: quantity,
      specifications,
      attributes: [
        { id: noodles.size.id, valueId: options.large ? noodles.size.large : noodles.size.regular },
      ],
      addOns:
        eggs > 0 ? [{ id: noodles.extras.id, values: [{ id: noodles.extras.egg, boughtNumber: eggs }] }] : [],
      specialNote: 'No onions',
    },
    pricing: {
      commodityId: store.items.noodles.id,
      price: store.items.noodles.price,
      takeawayPrice: store.items.noodles.takeawayPrice,
      attributePrices: [options.large ? 200 : 0],
      addOns: eggs > 0 ? [{ price: 100, count: eggs }] : [],
      quantity,
      redeemed: false,
    },
  };
}

/** Wings with one soy sauce each (their sauce group needs one). */
export function wingsLine(store: StoreFixture, quantity: number): CartLine {
  const line = plainLine(store.items.wings, quantity);
  return {
    request: {
      ...line.request,
      addOns: [{ id: store.wingsSauce.id, values: [{ id: store.wingsSauce.soy, boughtNumber: 1 }] }],
    },
    pricing: { ...line.pricing, addOns: [{ price: 0, count: 1 }] },
  };
}

/** The engine's rule of a coupon granted with grantCoupon. */
export function couponRuleOf(
  userCouponId: string,
  coupon: CouponOptions,
  copy: { startsAt?: Date | null; expiresAt?: Date | null } = {},
): CouponRule {
  return {
    id: userCouponId,
    couponType: coupon.couponType,
    percent: coupon.discountPercent ?? null,
    maxDiscountPrice: coupon.maxDiscountPrice ?? null,
    discountPrice: coupon.discountPrice ?? null,
    minCommoditiesPrice: coupon.minCommoditiesPrice ?? 0,
    maxDeliveryDistanceMiles: coupon.maxDeliveryDistanceMiles ?? null,
    orderTypes: coupon.orderTypes ?? [],
    startsAt: copy.startsAt?.getTime() ?? null,
    expiresAt:
      copy.expiresAt === undefined ? Date.parse('2100-01-01T00:00:00Z') : (copy.expiresAt?.getTime() ?? null),
  };
}

/** What a cart holds at the submit tap. */
export interface CartSpec {
  store: StoreFixture;
  type: OrderType;
  lines: CartLine[];
  now: number;
  tip?: TipChoice;
  coupon?: CouponRule;
  /** Delivery: an address point, or a host with its slot. */
  address?: { latitude: number; longitude: number };
  host?: { id: string; time: number };
  /** Delivery or pickup time; null (default) for as soon as possible. */
  time?: number | null;
  pickupAddressId?: string;
  table?: { tableName: string; peopleNumber: number };
  /** Store settings the quote depends on, when a test changed them. */
  customizedTipDisabled?: boolean;
  smallOrderExtraPrice?: number | null;
  /** The fee rule the cart prices delivery with, when not the fixture's standard one. */
  deliveryConfig?: DeliveryFeeConfig;
  frontendIdentifier?: string;
}

/** The payload and the engine's quote for a cart, as the web cart builds them. */
export function buildOrder(cart: CartSpec): { payload: OrderPayloadDto; quote: PriceQuote } {
  const { store } = cart;
  const config = { ...(cart.deliveryConfig ?? FIXTURE_DELIVERY_CONFIG) };
  if (cart.smallOrderExtraPrice !== undefined) config.smallOrderExtraPrice = cart.smallOrderExtraPrice;
  const delivery =
    cart.type !== 'delivery'
      ? null
      : cart.host
        ? ({ kind: 'selfPickupPoint' } as const)
        : {
            kind: 'address' as const,
            config,
            distanceMiles: milesBetween(STORE_LOCATION, cart.address ?? NEAR_ADDRESS),
          };
  const quote = priceOrder({
    orderType: cart.type,
    now: cart.now,
    lines: cart.lines.map((line) => line.pricing),
    activities: fixtureActivities(store),
    tax: { taxRateMillionths: 86_250, noTaxOnPickupOrders: false },
    servicePrices: [
      { orderType: 'delivery', percent: 5, cent: 99 },
      { orderType: 'pickup', percent: 3, cent: 0 },
    ],
    tipRules: {
      config: null,
      customizedTipDisabled: cart.customizedTipDisabled ?? false,
      tipDisabledForOnline: false,
    },
    tip: cart.tip ?? { kind: 'custom', amount: 0 },
    delivery,
    coupon: cart.coupon ?? null,
    pointsTiers: [{ minPrice: 0, maxPrice: 500, requiredPoints: 100 }],
  });
  const address = cart.address ?? NEAR_ADDRESS;
  const payload: OrderPayloadDto = {
    businessId: store.businessId,
    phoneNumber: '4155550123',
    tipPrice: quote.tipPrice,
    orderNote: 'Ring the bell',
    type: cart.type,
    coupons: cart.coupon ? [{ userCouponId: cart.coupon.id, discountedPrice: quote.couponDiscount }] : [],
    activities: quote.activities.map((activity) => ({
      id: activity.id,
      discountedPrice: activity.discountedPrice,
      commodityIndexes: activity.lineIndexes,
    })),
    commodities: cart.lines.map((line, index) => {
      const priced = quote.lines[index];
      return {
        ...line.request,
        price: (priced?.unitPrice ?? 0) + (priced?.addPrice ?? 0),
        ...(line.pricing.redeemed ? { exchangeInfo: { requiredPoints: priced?.requiredPoints ?? 1 } } : {}),
      };
    }),
    frontendIdentifier: cart.frontendIdentifier ?? randomUUID(),
    discountPrice: quote.discountPrice,
    orderDiscountPrice: quote.orderDiscountPrice,
    servicePrice: quote.servicePrice,
    excisePrice: quote.excisePrice,
    totalPrice: quote.totalPrice,
    extraInfo: { clientFrom: 'web', clientSystem: 'test' },
    reservedOrderTypes: 'normal',
  };
  if (cart.type === 'delivery') {
    payload.deliveryInfo = {
      deliveryTime: cart.host ? cart.host.time : (cart.time ?? null),
      smallOrderExtraPrice: quote.smallOrderExtraPrice,
      deliveryPrice: quote.deliveryPrice,
      selfPickupPointId: cart.host?.id ?? null,
      address: cart.host
        ? null
        : {
            userName: 'Ada Lovelace',
            phoneNumber: '4155550123',
            fullAddress: '500 Van Ness Ave, San Francisco, CA 94102',
            addressDetail: 'Apt 5',
            location: { coordinates: [address.longitude, address.latitude] },
            deliveryType: 2,
            suggestion: 'Leave at the door',
          },
    };
  }
  if (cart.type === 'pickup') {
    payload.pickUpInfo = {
      pickUpTime: cart.time ?? null,
      addressName: cart.pickupAddressId ?? store.pickupAddresses.counter,
    };
  }
  if (cart.type === 'dineIn') {
    payload.dineinInfo = cart.table ?? { tableName: store.tableName, peopleNumber: 2 };
  }
  return { payload, quote };
}
