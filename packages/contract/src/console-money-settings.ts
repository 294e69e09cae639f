import { DELIVERY_CARRIERS, FEE_SHARE_TYPES } from '@nearbite/domain/delivery-fee';
import { ORDER_TYPES } from '@nearbite/domain/order-type';
import { z } from 'zod';
import { text } from './common.js';
import { consoleStoreParams } from './console-staff.js';

/**
 * A store's money settings on the console's Money tab: tax, service fees, tips and delivery fees. Any of
 * the store's staff reads them; owners (and platform admins) change them. The preview prices a sample
 * order under settings not yet saved with the checkout's own engine. The limits are the domain's
 * (money-settings-rules.ts); a setting beyond one is refused with A230–A238 naming the field. The shapes
 * here only say what each field is.
 */

const cents = z.number().int();
const miles = z.number();

const servicePriceSchema = z
  .object({ orderType: z.enum(ORDER_TYPES), percent: z.number(), cent: cents })
  .strict();

/** Percentages in hundredths of a percent (1500 = 15 %), fixed amounts and threshold in cents. */
const tipConfigSchema = z
  .object({ percentages: z.array(z.number().int()), fixedAmounts: z.array(cents), thresholdPrice: cents })
  .strict();

const feeShareSchema = z.object({ shareType: z.enum(FEE_SHARE_TYPES), value: z.number().int() }).strict();

/** The standard delivery fee rule: base price covering the base distance, extra steps, limits, shares. */
export const deliverySettingsSchema = z
  .object({
    basePrice: cents,
    baseDistanceMiles: miles,
    extraDeliveryPrices: z.array(z.object({ price: cents, distance: miles }).strict()),
    maxDistanceMiles: miles.nullable(),
    minCommoditiesPrice: cents.nullable(),
    /** Null: orders below the minimum cannot be delivered. */
    smallOrderExtraPrice: cents.nullable(),
    deliveryFeeShares: z.array(feeShareSchema),
    /** Weekdays with delivery, Monday 1 to Sunday 7; null means every day. */
    deliveryDates: z.array(z.number().int()).nullable(),
  })
  .strict();

const thirdPartySettingsSchema = z
  .object({ basePrice: cents, deliveryFeeShares: z.array(feeShareSchema) })
  .strict();

/** What the owner saves. `taxPercent` is typed as text ("8.875") so no float drift reaches the rate. */
export const moneySettingsBodySchema = z
  .object({
    taxPercent: text().max(12),
    noTaxOnPickupOrders: z.boolean(),
    servicePrices: z.array(servicePriceSchema).max(3),
    /** Null: the product's default tips. */
    tipConfig: tipConfigSchema.nullable(),
    customizedTipDisabled: z.boolean(),
    tipDisabledForOnline: z.boolean(),
    deliveryCarrier: z.enum(DELIVERY_CARRIERS),
    delivery: deliverySettingsSchema.nullable(),
    doordash: thirdPartySettingsSchema.nullable(),
  })
  .strict();

export const moneySettingsSchema = moneySettingsBodySchema
  .extend({
    /** The stored rate: taxPercent in millionths (88,750 = 8.875 %). */
    taxRateMillionths: z.number().int(),
    /** The order types the store offers (set on its profile), which decide what the settings must cover. */
    diningTypes: z.array(z.enum(ORDER_TYPES)),
  })
  .meta({ id: 'MoneySettings' });

const tipChoiceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('option'), index: z.number().int().min(0).max(9) }).strict(),
  z.object({ kind: z.literal('custom'), amount: cents.min(0).max(100_000) }).strict(),
]);

/** A sample cart: one food subtotal, an order type, a distance (delivery) and a tip. */
export const previewSampleSchema = z
  .object({
    orderType: z.enum(ORDER_TYPES),
    subtotal: cents.min(0).max(1_000_000),
    distanceMiles: miles.min(0).max(100),
    tip: tipChoiceSchema,
  })
  .strict();

export const moneyPreviewBodySchema = z
  .object({ settings: moneySettingsBodySchema, sample: previewSampleSchema })
  .strict();

/** The sample order's figures as the diner's checkout shows them, cents. */
export const moneyPreviewSchema = z
  .object({
    food: cents,
    discounts: cents,
    subtotal: cents,
    serviceFee: cents,
    deliveryFee: cents,
    smallOrderFee: cents,
    tax: cents,
    tip: cents,
    total: cents,
    /** The tip options the diner would be offered for this subtotal (amounts, cents). */
    tipOptions: z.array(cents),
    tipEnabled: z.boolean(),
    customTipAllowed: z.boolean(),
    /** Why this order could not be placed as is; empty when it could. */
    problems: z.array(
      z.enum(['beyondMaxDistance', 'belowDeliveryMinimum', 'tipNotAllowed', 'belowMinimumTotal']),
    ),
    /** Cents short of the delivery minimum (when small orders cannot be delivered). */
    deliveryShortfall: cents,
  })
  .meta({ id: 'MoneyPreview' });

export const consoleMoneySettingsRoutes = {
  settings: {
    method: 'GET',
    url: '/console/stores/:businessId/money-settings',
    params: consoleStoreParams,
    response: moneySettingsSchema,
  },
  update: {
    method: 'PUT',
    url: '/console/stores/:businessId/money-settings',
    params: consoleStoreParams,
    body: moneySettingsBodySchema,
    response: moneySettingsSchema,
  },
  preview: {
    method: 'POST',
    url: '/console/stores/:businessId/money-settings/preview',
    params: consoleStoreParams,
    body: moneyPreviewBodySchema,
    response: moneyPreviewSchema,
  },
} as const;

export type MoneySettingsDto = z.infer<typeof moneySettingsSchema>;
export type MoneySettingsBody = z.infer<typeof moneySettingsBodySchema>;
export type MoneyPreviewBody = z.infer<typeof moneyPreviewBodySchema>;
export type MoneyPreviewDto = z.infer<typeof moneyPreviewSchema>;
