import { z } from 'zod';
import { diningTypeSchema } from './businesses.js';
import { emptyBodySchema, epochMsSchema, okSchema, text, uuidSchema } from './common.js';
import { consoleStoreParams } from './console-staff.js';

/**
 * A store's promotions on the console's Promotions tab (issue 16 point 7): activities (an item discount or
 * an order-type discount) and the store's own coupons. Percents are the share the diner PAYS (80 = 20 %
 * off), as the diner side reads them; money in cents; times epoch ms. Any of the store's staff lists them;
 * creating, changing and ending need `managePromotions`. Ending sets a promotion inactive: diners stop
 * seeing it at once, and coupons already received stay in their wallets. The rules' numbers live in the
 * domain's promotion-rules.ts (errors A250–A259).
 */

const bilingualName = z.object({ en: text().trim().min(1).max(60), zh: text().trim().max(60) }).strict();
const bilingualText = z.object({ en: text().max(500), zh: text().max(500) }).strict();
const statusSchema = z.enum(['active', 'inactive']);

export const activitySchema = z
  .object({
    id: z.string(),
    name: z.object({ en: z.string(), zh: z.string() }),
    describe: z.object({ en: z.string(), zh: z.string() }).nullable(),
    /** discount: on the dishes it names; orderTypeDiscount: on the whole order of the order types it names. */
    activityType: z.enum(['discount', 'orderTypeDiscount']),
    discountPercent: z.number().int(),
    /** Empty means every order type. */
    orderTypes: z.array(diningTypeSchema),
    /** Null means every dish. */
    commodityIds: z.array(z.string()).nullable(),
    status: statusSchema,
    startsAt: epochMsSchema.nullable(),
    endsAt: epochMsSchema.nullable(),
    createdTime: epochMsSchema,
  })
  .meta({ id: 'ConsoleActivity' });

export const activityBodySchema = z
  .object({
    name: bilingualName,
    describe: bilingualText.nullable(),
    activityType: z.enum(['discount', 'orderTypeDiscount']),
    discountPercent: z.number().int(),
    orderTypes: z.array(diningTypeSchema).max(3),
    commodityIds: z.array(uuidSchema).max(500).nullable(),
    startsAt: epochMsSchema.nullable(),
    endsAt: epochMsSchema.nullable(),
  })
  .strict();

/** How long a received copy is valid: a duration after receipt, until a moment, or between two moments. */
export const couponValiditySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('duration'), durationSeconds: z.number().int() }).strict(),
  z.object({ kind: z.literal('fixedTime'), expiredTime: epochMsSchema }).strict(),
  z.object({ kind: z.literal('interval'), startTime: epochMsSchema, endTime: epochMsSchema }).strict(),
]);

const couponFields = {
  couponType: z.enum(['discount', 'cash', 'freeDeliveryPrice']),
  /** discount: the share paid, 1–99. */
  discountPercent: z.number().int().nullable(),
  /** discount: the most it takes off, cents; null is no cap. */
  maxDiscountPrice: z.number().int().nullable(),
  /** cash: the amount it takes off, cents. */
  discountPrice: z.number().int().nullable(),
  minCommoditiesPrice: z.number().int().nullable(),
  maxDeliveryDistanceMiles: z.number().nullable(),
  /** Empty means every order type. */
  orderTypes: z.array(diningTypeSchema).max(3),
  validity: couponValiditySchema,
  /** Copies left to hand out; null is unlimited. */
  stockNumber: z.number().int().nullable(),
  perUserLimit: z.number().int(),
  /** 4 letters or digits a diner types in the wallet; unique on the platform. */
  redeemCode: z.string().nullable(),
};

/** What diners read about the coupon, a paragraph per line (the diner app's describeHTML); null: nothing. */
const couponDescribeSchema = bilingualText.nullable();

export const couponBodySchema = z
  .object({
    title: bilingualName,
    describe: couponDescribeSchema.optional(),
    ...couponFields,
    redeemCode: text().max(8).nullable(),
  })
  .strict();

export const consoleCouponSchema = z
  .object({
    id: z.string(),
    title: z.object({ en: z.string(), zh: z.string() }),
    describe: couponDescribeSchema,
    ...couponFields,
    status: statusSchema,
    /** Copies diners have received. */
    claimedCount: z.number().int(),
    /** The diner app's claim page for this coupon. */
    claimUrl: z.string(),
    /** A QR code of the claim link, as an SVG document. */
    qrSvg: z.string(),
    createdTime: epochMsSchema,
  })
  .meta({ id: 'ConsoleCoupon' });

const activityParams = z.object({ businessId: uuidSchema, activityId: uuidSchema }).strict();
const couponParams = z.object({ businessId: uuidSchema, couponId: uuidSchema }).strict();

/** The store's IANA time zone: the console shows and reads promotion times on its wall clock. */
const storeTimeZoneSchema = z.string();

export const consolePromotionRoutes = {
  activities: {
    method: 'GET',
    url: '/console/stores/:businessId/activities',
    params: consoleStoreParams,
    response: z.object({ activities: z.array(activitySchema), timeZone: storeTimeZoneSchema }),
  },
  createActivity: {
    method: 'POST',
    url: '/console/stores/:businessId/activities',
    params: consoleStoreParams,
    body: activityBodySchema,
    response: activitySchema,
  },
  updateActivity: {
    method: 'PUT',
    url: '/console/stores/:businessId/activities/:activityId',
    params: activityParams,
    body: activityBodySchema,
    response: activitySchema,
  },
  endActivity: {
    method: 'POST',
    url: '/console/stores/:businessId/activities/:activityId/end',
    params: activityParams,
    body: emptyBodySchema,
    response: okSchema,
  },
  coupons: {
    method: 'GET',
    url: '/console/stores/:businessId/coupons',
    params: consoleStoreParams,
    response: z.object({ coupons: z.array(consoleCouponSchema), timeZone: storeTimeZoneSchema }),
  },
  createCoupon: {
    method: 'POST',
    url: '/console/stores/:businessId/coupons',
    params: consoleStoreParams,
    body: couponBodySchema,
    response: consoleCouponSchema,
  },
  updateCoupon: {
    method: 'PUT',
    url: '/console/stores/:businessId/coupons/:couponId',
    params: couponParams,
    body: couponBodySchema,
    response: consoleCouponSchema,
  },
  endCoupon: {
    method: 'POST',
    url: '/console/stores/:businessId/coupons/:couponId/end',
    params: couponParams,
    body: emptyBodySchema,
    response: okSchema,
  },
} as const;

export type ActivityDto = z.infer<typeof activitySchema>;
export type ActivityBody = z.infer<typeof activityBodySchema>;
export type ConsoleCouponDto = z.infer<typeof consoleCouponSchema>;
export type CouponBody = z.infer<typeof couponBodySchema>;
export type CouponValidity = z.infer<typeof couponValiditySchema>;
