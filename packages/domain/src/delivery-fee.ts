/**
 * Delivery fee (specification sections 3, 5 and 9). Distances are miles, money cents.
 *
 * - The fee is the base price, covering the first `baseDistanceMiles`, plus for each extra step its price
 *   per started step distance beyond the base distance (rounded up: 0.1 mile into a step pays the step).
 * - Beyond `maxDistanceMiles` the order cannot be delivered (T4); the fee is still computed.
 * - Food below `minCommoditiesPrice` pays the small-order surcharge when one is configured; when none is
 *   (null) the order cannot be delivered and the shortfall is reported ("$X to deliver"). This holds for
 *   every carrier: the schema's null means "not configured".
 * - The diner pays a share of the fee, by the first fee-share rule (none: all of it): customer all;
 *   proportional `value` % rounded up; fixedPrice `value` cents; fixedUnitPrice `value` cents per started
 *   mile. A share never exceeds the fee. The small-order surcharge is not shared: the diner pays it.
 * - A third-party (doordash) store prices with its doordash config (base price and shares); other
 *   carriers with the standard one.
 */

import { ceilDiv, sum, whole } from './money.js';

export const DELIVERY_CARRIERS = ['platform', 'business', 'doordash'] as const;
export type DeliveryCarrier = (typeof DELIVERY_CARRIERS)[number];

export const FEE_SHARE_TYPES = ['customer', 'proportional', 'fixedPrice', 'fixedUnitPrice'] as const;
export type FeeShareType = (typeof FEE_SHARE_TYPES)[number];

/** Who pays the delivery fee: see the file comment for each type's `value`. */
export interface DeliveryFeeShare {
  shareType: FeeShareType;
  value: number;
}

/** An extra step: `price` cents for every started `distance` miles beyond the base distance. */
export interface DeliveryPriceStep {
  price: number;
  distance: number;
}

/** A store's delivery fee rules (deliveryConfig, or doordashDeliveryConfig for third-party delivery). */
export interface DeliveryFeeConfig {
  /** Price of the base distance, cents. */
  basePrice: number;
  baseDistanceMiles: number;
  extraDeliveryPrices: readonly DeliveryPriceStep[];
  /** Farthest deliverable distance; null means no limit. */
  maxDistanceMiles: number | null;
  /** Minimum food subtotal; null means none. */
  minCommoditiesPrice: number | null;
  /** Surcharge below the minimum; null means none configured, so small orders cannot be delivered. */
  smallOrderExtraPrice: number | null;
  deliveryFeeShares: readonly DeliveryFeeShare[];
}

/** The delivery figures of an order. */
export interface DeliveryFeeQuote {
  /** The whole fee for the distance. */
  fullPrice: number;
  /** The diner's share of it: the order's deliveryPrice. */
  deliveryPrice: number;
  /** Small-order surcharge, cents. */
  smallOrderExtraPrice: number;
  /** Cents the food is short of the minimum when small orders cannot be delivered; 0 otherwise. */
  shortfall: number;
  /** Farther than the maximum distance (T4). */
  beyondMaxDistance: boolean;
}

/** Distances within a billionth of a mile count as equal, so 3.3 − 1.1 is exactly two 1.1-mile steps. */
const MILES_TOLERANCE = 1e-9;

/** Started steps of `stepMiles` in `miles`: 0 for none, 1 for any part of the first step, and so on. */
export function startedSteps(miles: number, stepMiles: number): number {
  if (!(miles > MILES_TOLERANCE)) return 0;
  // A step of (almost) no distance would be charged without end; it counts once.
  if (!(stepMiles > MILES_TOLERANCE)) return 1;
  return Math.max(1, Math.ceil(miles / stepMiles - MILES_TOLERANCE));
}

/** The whole fee for a distance: base price plus each step's price per started step beyond the base. */
export function deliveryFullPrice(config: DeliveryFeeConfig, distanceMiles: number): number {
  const beyond = distanceMiles - config.baseDistanceMiles;
  const extra = config.extraDeliveryPrices.map(
    (step) => whole(step.price) * startedSteps(beyond, step.distance),
  );
  return whole(config.basePrice) + sum(extra);
}

/** The diner's share of a fee by the first share rule (none: all of it), never more than the fee. */
export function customerShare(
  fullPrice: number,
  shares: readonly DeliveryFeeShare[],
  distanceMiles: number,
): number {
  const share = shares[0];
  if (!share) return fullPrice;
  const value = whole(share.value);
  switch (share.shareType) {
    case 'customer':
      return fullPrice;
    case 'proportional':
      return Math.min(fullPrice, ceilDiv(fullPrice * value, 100));
    case 'fixedPrice':
      return Math.min(fullPrice, value);
    case 'fixedUnitPrice':
      return Math.min(fullPrice, value * startedSteps(distanceMiles, 1));
  }
}

/** The surcharge or the shortfall of food below the minimum. */
export function smallOrderRule(
  config: Pick<DeliveryFeeConfig, 'minCommoditiesPrice' | 'smallOrderExtraPrice'>,
  subtotal: number,
): { smallOrderExtraPrice: number; shortfall: number } {
  const minimum = config.minCommoditiesPrice;
  if (minimum === null || subtotal >= minimum) return { smallOrderExtraPrice: 0, shortfall: 0 };
  if (config.smallOrderExtraPrice === null) return { smallOrderExtraPrice: 0, shortfall: minimum - subtotal };
  return { smallOrderExtraPrice: whole(config.smallOrderExtraPrice), shortfall: 0 };
}

/** Whether a distance is beyond the maximum (equal to it is still deliverable). */
export function isBeyondMaxDistance(
  config: Pick<DeliveryFeeConfig, 'maxDistanceMiles'>,
  miles: number,
): boolean {
  return config.maxDistanceMiles !== null && miles > config.maxDistanceMiles + MILES_TOLERANCE;
}

/** Every delivery figure for a distance and a food subtotal. */
export function quoteDeliveryFee(
  config: DeliveryFeeConfig,
  distanceMiles: number,
  subtotal: number,
): DeliveryFeeQuote {
  const fullPrice = deliveryFullPrice(config, distanceMiles);
  return {
    fullPrice,
    deliveryPrice: customerShare(fullPrice, config.deliveryFeeShares, distanceMiles),
    ...smallOrderRule(config, subtotal),
    beyondMaxDistance: isBeyondMaxDistance(config, distanceMiles),
  };
}

/**
 * The config that prices a store's delivery: the doordash one for third-party delivery, else the standard
 * one. Null means the store cannot price delivery (a third-party store without one shows an alert).
 */
export function deliveryConfigFor(
  carrier: DeliveryCarrier,
  configs: { standard: DeliveryFeeConfig | null; doordash: DeliveryFeeConfig | null },
): DeliveryFeeConfig | null {
  return carrier === 'doordash' ? configs.doordash : configs.standard;
}

/** A store's standard delivery rule as the specification spells it (the store page's deliveryConfig). */
export interface StandardDeliveryConfig {
  baseDeliveryPrice: { price: number; distance: number };
  extraDeliveryPrice: readonly DeliveryPriceStep[];
  maxDistance: number | null;
  minCommoditiesPrice: number | null;
  smallOrderExtraPrice: number | null;
  deliveryFeeShares: readonly DeliveryFeeShare[];
}

/** A third-party (doordash) rule as the specification spells it: a price and fee shares only. */
export interface ThirdPartyDeliveryConfig {
  baseDeliveryPrice: { price: number };
  deliveryFeeShares: readonly DeliveryFeeShare[];
}

/**
 * The fee rules that price a store's delivery, from its configs (null: it cannot price delivery). DoorDash
 * charges its price for any distance and keeps the standard rule's radius and food minimum with no
 * small-order surcharge, so small third-party orders are blocked as business delivery without one is.
 */
export function storeDeliveryFeeConfig(
  carrier: DeliveryCarrier,
  area: {
    deliveryConfig: StandardDeliveryConfig | null;
    doordashDeliveryConfig: ThirdPartyDeliveryConfig | null;
  },
): DeliveryFeeConfig | null {
  const { deliveryConfig: standard, doordashDeliveryConfig: doordash } = area;
  return deliveryConfigFor(carrier, {
    standard: standard && {
      basePrice: standard.baseDeliveryPrice.price,
      baseDistanceMiles: standard.baseDeliveryPrice.distance,
      extraDeliveryPrices: standard.extraDeliveryPrice,
      maxDistanceMiles: standard.maxDistance,
      minCommoditiesPrice: standard.minCommoditiesPrice,
      smallOrderExtraPrice: standard.smallOrderExtraPrice,
      deliveryFeeShares: standard.deliveryFeeShares,
    },
    doordash: doordash && {
      basePrice: doordash.baseDeliveryPrice.price,
      baseDistanceMiles: 0,
      extraDeliveryPrices: [],
      maxDistanceMiles: standard?.maxDistance ?? null,
      minCommoditiesPrice: standard?.minCommoditiesPrice ?? null,
      smallOrderExtraPrice: null,
      deliveryFeeShares: doordash.deliveryFeeShares,
    },
  });
}
