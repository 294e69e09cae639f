/**
 * The console's live preview: what a sample order would cost under money settings not yet saved. It
 * prices through priceOrder, the engine the diner's cart and the server's order check use, so the figures
 * are the ones a diner would be charged. The sample is one food line of the given subtotal (no discounts,
 * coupon or points: those are promotions, not money settings).
 */

import { storeDeliveryFeeConfig } from './delivery-fee.js';
import type { MoneySettings } from './money-settings-rules.js';
import type { OrderType } from './order-type.js';
import { type DeliveryInput, type PriceQuote, priceOrder } from './pricing.js';
import type { TipChoice } from './tips.js';

/** A sample cart the owner types into the preview. */
export interface PreviewSample {
  orderType: OrderType;
  /** Food subtotal, cents. */
  subtotal: number;
  /** Delivery distance in miles; ignored for pickup and dine-in. */
  distanceMiles: number;
  /** The tip: an offered option by index, a typed amount, or none (a custom 0). */
  tip: TipChoice;
}

/** The delivery destination the engine prices: the store's fee rule at the sample distance. */
function previewDelivery(settings: MoneySettings, distanceMiles: number): DeliveryInput | null {
  const config = storeDeliveryFeeConfig(settings.deliveryCarrier, {
    deliveryConfig: settings.delivery && {
      baseDeliveryPrice: {
        price: settings.delivery.basePrice,
        distance: settings.delivery.baseDistanceMiles,
      },
      extraDeliveryPrice: settings.delivery.extraDeliveryPrices,
      maxDistance: settings.delivery.maxDistanceMiles,
      minCommoditiesPrice: settings.delivery.minCommoditiesPrice,
      smallOrderExtraPrice: settings.delivery.smallOrderExtraPrice,
      deliveryFeeShares: settings.delivery.deliveryFeeShares,
    },
    doordashDeliveryConfig: settings.doordash && {
      baseDeliveryPrice: { price: settings.doordash.basePrice },
      deliveryFeeShares: settings.doordash.deliveryFeeShares,
    },
  });
  return config ? { kind: 'address', config, distanceMiles } : null;
}

/** Prices the sample under the settings. `now` only matters to coupons, which the sample has none of. */
export function previewPrice(settings: MoneySettings, sample: PreviewSample, now: number): PriceQuote {
  return priceOrder({
    orderType: sample.orderType,
    now,
    lines: [
      {
        commodityId: 'sample',
        price: sample.subtotal,
        takeawayPrice: null,
        attributePrices: [],
        addOns: [],
        quantity: 1,
        redeemed: false,
      },
    ],
    activities: [],
    tax: { taxRateMillionths: settings.taxRateMillionths, noTaxOnPickupOrders: settings.noTaxOnPickupOrders },
    servicePrices: settings.servicePrices,
    tipRules: {
      config: settings.tipConfig,
      customizedTipDisabled: settings.customizedTipDisabled,
      tipDisabledForOnline: settings.tipDisabledForOnline,
    },
    tip: sample.tip,
    delivery: sample.orderType === 'delivery' ? previewDelivery(settings, sample.distanceMiles) : null,
    coupon: null,
    pointsTiers: [],
  });
}
