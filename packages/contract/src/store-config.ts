import { z } from 'zod';
import { diningTypeSchema, weeklyHoursSchema } from './businesses.js';
import { locationSchema } from './location.js';

// The store's business rules as the detail carries them: delivery fees and their shares, service
// prices, tips, the points programme's item tiers and the pickup addresses.

export const deliveryPriceStepSchema = z.object({
  /** Cents. */
  price: z.number().int().min(0),
  /** Miles. */
  distance: z.number().min(0),
});

export const deliveryFeeShareSchema = z.object({
  shareType: z.enum(['customer', 'proportional', 'fixedPrice', 'fixedUnitPrice']),
  /** Percent for proportional, cents for fixedPrice and fixedUnitPrice, unused for customer. */
  value: z.number(),
});

/** The delivery fee rules of business-run or platform delivery (address.area.deliveryConfig). */
export const deliveryConfigSchema = z
  .object({
    /** The base price covers the first `distance` miles. */
    baseDeliveryPrice: deliveryPriceStepSchema,
    /** Each entry charges `price` per started `distance` miles beyond the base distance. */
    extraDeliveryPrice: z.array(deliveryPriceStepSchema),
    /** Miles; null means no limit. */
    maxDistance: z.number().positive().nullable(),
    /** Cents of food below which the small-order surcharge applies (or delivery is refused without one). */
    minCommoditiesPrice: z.number().int().min(0),
    /** Cents; null means no surcharge is configured, so smaller orders cannot be delivered. */
    smallOrderExtraPrice: z.number().int().min(0).nullable(),
    /** Where distances are measured from; null means the store's own address. */
    location: locationSchema.nullable(),
    deliveryFeeShares: z.array(deliveryFeeShareSchema),
  })
  .meta({ id: 'DeliveryConfig' });

/** DoorDash's own fee rule (address.area.doordashDeliveryConfig). */
export const doordashDeliveryConfigSchema = z
  .object({
    baseDeliveryPrice: z.object({ price: z.number().int().min(0) }),
    deliveryFeeShares: z.array(deliveryFeeShareSchema),
  })
  .meta({ id: 'DoordashDeliveryConfig' });

export const servicePriceSchema = z.object({
  orderType: diningTypeSchema,
  /** Whole percent of the food subtotal, added to `cent`; the sum is rounded up. */
  percent: z.number().min(0),
  /** Cents. */
  cent: z.number().int().min(0),
});

/** Percentages in hundredths of a percent (1500 = 15 %); fixed amounts and the threshold in cents. */
export const tipConfigSchema = z.object({
  percentages: z.array(z.number().int().min(0)),
  fixedAmounts: z.array(z.number().int().min(0)),
  thresholdPrice: z.number().int().min(0),
});

/** An item price range (cents, above `min` and up to `max`) that can be redeemed for `requiredPoints`. */
export const integralRuleSchema = z.object({
  availablePrices: z.object({ min: z.number().int().min(0), max: z.number().int().min(0) }),
  requiredPoints: z.number().int().positive(),
});

/** One line of "what your points buy": the points and a sentence in the request's language. */
export const exchangeRuleSchema = z.object({
  requiredPoints: z.number().int().positive(),
  content: z.string(),
});

export const pickUpAddressSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    /** The full address as one line. */
    address: z.string(),
    location: locationSchema,
    pickupHours: weeklyHoursSchema,
    /** Whether "as soon as possible" may be chosen at this address. */
    asap: z.boolean(),
  })
  .meta({ id: 'PickUpAddress' });

export type DeliveryConfigDto = z.infer<typeof deliveryConfigSchema>;
export type DoordashDeliveryConfigDto = z.infer<typeof doordashDeliveryConfigSchema>;
export type ServicePriceDto = z.infer<typeof servicePriceSchema>;
export type TipConfigDto = z.infer<typeof tipConfigSchema>;
export type PickUpAddressDto = z.infer<typeof pickUpAddressSchema>;
