import { z } from 'zod';
import { diningTypeSchema } from './businesses.js';

/** A coupon as the wallet, the claim page and the welcome gift show it. */
export const couponSchema = z
  .object({
    id: z.string(),
    couponType: z.enum(['discount', 'cash', 'freeDeliveryPrice']),
    discountInfo: z.object({
      /** percent is the share paid (85 = 15 % off); maxDiscountPrice in cents. */
      discountPercentInfo: z
        .object({ percent: z.number().int(), maxDiscountPrice: z.number().int() })
        .nullable(),
      /** Cents, for cash coupons. */
      discountPrice: z.number().int().nullable(),
    }),
    availableConditions: z.object({
      minCommoditiesPrice: z.number().int(),
      /** Miles, or null for no limit. */
      maxDeliveryDistance: z.number().nullable(),
      orderTypes: z.array(diningTypeSchema),
    }),
    /** 0 means invalid. */
    couponStatus: z.number().int(),
    expiredInfo: z.object({
      /** Seconds after claiming. */
      duration: z.number().int().nullable(),
      expiredTime: z.number().int().nullable(),
      timeInterval: z.object({ startTime: z.number().int(), endTime: z.number().int() }).nullable(),
    }),
    business: z.object({ id: z.string(), name: z.string() }).nullable(),
    name: z.string(),
  })
  .meta({ id: 'Coupon' });

export type CouponDto = z.infer<typeof couponSchema>;
