import { normalizeOrderCode } from '@nearbite/domain/order-code';
import { MERCHANT_POINTS_CHANGE_TYPES, MERCHANT_POINTS_MAX_CHANGE } from '@nearbite/domain/points-programme';
import { z } from 'zod';
import { diningTypeSchema } from './businesses.js';
import { orderCodeSchema, text, uuidSchema } from './common.js';
import { commoditiesStatusSchema, orderStatusSchema } from './order-status.js';
import { pointsStatementSchema } from './points.js';

const orderParams = z.object({ orderId: uuidSchema }).strict();

/**
 * The merchant API (operators, kitchen screens, the demo simulator's equivalent). Every call carries
 * `Authorization: Bearer <key>`: a store's API key (`nbk_…`, that store's orders only; another store's order
 * answers as an unknown one) or the platform-wide OPERATOR_TOKEN. Without OPERATOR_TOKEN configured, any
 * bearer that is not a store key answers 404; a wrong or revoked key 401 (A7).
 */
export const merchantEventSchema = z.enum([
  'confirm',
  'prepare',
  'ready',
  'assignRider',
  'riderAtBusiness',
  'startDelivering',
  'arriveAtPickupPoint',
  'complete',
  'cancel',
]);

export const merchantOrderStateSchema = z
  .object({
    id: z.string(),
    orderStatus: orderStatusSchema,
    commoditiesStatus: commoditiesStatusSchema.nullable(),
    fullRefunded: z.boolean(),
    refundedPrice: z.number().int(),
  })
  .meta({ id: 'MerchantOrderState' });

/** An order as support finds it by its short number. */
export const merchantOrderSchema = z
  .object({
    id: z.string(),
    orderCode: orderCodeSchema,
    orderType: diningTypeSchema,
    orderStatus: orderStatusSchema,
    commoditiesStatus: commoditiesStatusSchema.nullable(),
    fullRefunded: z.boolean(),
    totalPrice: z.number().int(),
    paidPrice: z.number().int(),
    refundedPrice: z.number().int(),
    createdTime: z.number().int(),
    contactPhone: z.string().nullable(),
    userId: z.string(),
    business: z.object({ id: z.string(), name: z.string(), timeZone: z.string() }),
  })
  .meta({ id: 'MerchantOrder' });

/** A typed or read-out order number in its stored form (case, spaces, dashes and `#` do not matter). */
const orderCodeQuerySchema = text()
  .max(20)
  .transform((value, context) => {
    const code = normalizeOrderCode(value);
    if (code === null) {
      context.addIssue({ code: 'custom', message: 'not an order number' });
      return z.NEVER;
    }
    return code;
  });

const riderSchema = z
  .object({
    userName: text().trim().min(1).max(60),
    phoneNumber: text().regex(/^\d{10}$/),
    latitude: z.number().min(-90).max(90).optional(),
    longitude: z.number().min(-180).max(180).optional(),
  })
  .strict();

/** Cancellation reason (free text from the merchant). */
export const merchantReasonSchema = text().trim().min(1).max(200);

/** An order event; assigning a rider names the rider, and no other event takes one. */
export const merchantEventBodySchema = z.discriminatedUnion('event', [
  z
    .object({ event: z.literal('assignRider'), rider: riderSchema, reason: merchantReasonSchema.optional() })
    .strict(),
  z
    .object({ event: merchantEventSchema.exclude(['assignRider']), reason: merchantReasonSchema.optional() })
    .strict(),
]);

/**
 * A refund, by kind: `full` everything still paid; `commodities` the given line counts; `customAmount`
 * `price` cents. Each kind takes exactly its own fields, so a body naming the wrong ones is A1.
 */
export const merchantRefundBodySchema = z.discriminatedUnion('refundType', [
  z.object({ refundType: z.literal('full'), reason: merchantReasonSchema }).strict(),
  z
    .object({
      refundType: z.literal('commodities'),
      commodities: z
        .array(z.object({ id: uuidSchema, refundedNumber: z.number().int().min(1).max(999) }).strict())
        .min(1)
        .max(200),
      reason: merchantReasonSchema,
    })
    .strict(),
  z
    .object({
      refundType: z.literal('customAmount'),
      price: z.number().int().positive().max(100_000_000),
      reason: merchantReasonSchema,
    })
    .strict(),
]);

export const merchantRoutes = {
  /** Support's lookup of an order by the short number the diner reads out: at most one order. */
  findOrders: {
    method: 'GET',
    url: '/merchant/orders',
    querystring: z.object({ orderCode: orderCodeQuerySchema }).strict(),
    response: z.object({ orders: z.array(merchantOrderSchema).max(1) }),
  },
  event: {
    method: 'POST',
    url: '/merchant/orders/:orderId/events',
    params: orderParams,
    body: merchantEventBodySchema,
    response: merchantOrderStateSchema,
  },
  riderLocation: {
    method: 'POST',
    url: '/merchant/orders/:orderId/rider/location',
    params: orderParams,
    body: z
      .object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) })
      .strict(),
    response: merchantOrderStateSchema,
  },
  refund: {
    method: 'POST',
    url: '/merchant/orders/:orderId/refunds',
    params: orderParams,
    body: merchantRefundBodySchema,
    response: merchantOrderStateSchema.extend({ refundId: z.string() }),
  },
  /**
   * Adds or takes a diner's points at the store: rewards, deductions, and the share and comment points
   * the store's own systems grant. `reference` is the merchant's idempotency key: the same reference sent
   * again for the same diner and store changes nothing and answers the first statement line (`replayed`).
   */
  points: {
    method: 'POST',
    url: '/merchant/businesses/:businessId/users/:userId/points',
    params: z.object({ businessId: uuidSchema, userId: uuidSchema }).strict(),
    body: z
      .object({
        changeType: z.enum(MERCHANT_POINTS_CHANGE_TYPES),
        points: z.number().int().positive().max(MERCHANT_POINTS_MAX_CHANGE),
        reference: text().trim().min(1).max(100),
      })
      .strict(),
    response: z
      .object({
        /** The balance after the change (the current balance for a replay). */
        curPoints: z.number().int().min(0),
        statement: pointsStatementSchema,
        replayed: z.boolean(),
      })
      .meta({ id: 'MerchantPointsChange' }),
  },
} as const;

export type MerchantEvent = z.infer<typeof merchantEventSchema>;
export type MerchantEventBody = z.infer<typeof merchantEventBodySchema>;
export type MerchantRefundBody = z.infer<typeof merchantRefundBodySchema>;
export type MerchantOrderStateDto = z.infer<typeof merchantOrderStateSchema>;
export type MerchantOrderDto = z.infer<typeof merchantOrderSchema>;
