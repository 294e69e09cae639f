import { z } from 'zod';
import { diningTypeSchema } from './businesses.js';
import { orderCodeSchema, text, uuidSchema } from './common.js';
import { couponSchema } from './coupons.js';

/** 10 digits, dashes removed by the client. */
const phoneNumberSchema = text().regex(/^\d{10}$/);
const cents = z.number().int().min(0).max(100_000_000);
/** Specification and add-on ids live inside the item's JSON, not in a uuid column, so they stay text. */
const jsonIdSchema = text().min(1).max(64);

/** A chosen specification: the values picked (one for single-select). */
export const chosenSpecificationSchema = z
  .object({ id: jsonIdSchema, values: z.array(jsonIdSchema).min(1).max(50) })
  .strict();

/** A chosen attribute value (it has its own price and stock). */
export const chosenAttributeSchema = z.object({ id: uuidSchema, valueId: uuidSchema }).strict();

/** Chosen add-on values of one group, each with how many per unit of the item. */
export const chosenAddOnSchema = z
  .object({
    id: jsonIdSchema,
    values: z
      .array(z.object({ id: jsonIdSchema, boughtNumber: z.number().int().min(1).max(999) }).strict())
      .min(1)
      .max(50),
  })
  .strict();

/**
 * One line of the order as the cart showed it. `price` is the unit price with options the client
 * charged (the server refuses a mismatch); a line redeemed with points carries `exchangeInfo` and has
 * quantity 1 (the client splits a redeemed cart line into one redeemed unit and the rest).
 */
export const orderCommoditySchema = z
  .object({
    id: uuidSchema,
    boughtNumber: z.number().int().min(1).max(999),
    /** Unit price for the order type plus options, before discounts, cents. */
    price: cents,
    specifications: z.array(chosenSpecificationSchema).max(50).default([]),
    attributes: z.array(chosenAttributeSchema).max(50).default([]),
    addOns: z.array(chosenAddOnSchema).max(50).default([]),
    specialNote: text().max(50).optional(),
    exchangeInfo: z.object({ requiredPoints: z.number().int().positive() }).strict().optional(),
  })
  .strict();

/** An activity applied: its discount and the positions of the non-redeemed lines it covered. */
export const orderActivitySchema = z
  .object({
    id: uuidSchema,
    discountedPrice: cents,
    commodityIndexes: z.array(z.number().int().min(0)).max(200),
  })
  .strict();

export const orderCouponSchema = z.object({ userCouponId: uuidSchema, discountedPrice: cents }).strict();

export const orderDeliveryAddressSchema = z
  .object({
    userName: text().trim().min(1).max(60),
    phoneNumber: phoneNumberSchema,
    fullAddress: text().trim().min(1).max(300),
    addressDetail: text().max(120).nullable().optional(),
    location: z.object({
      coordinates: z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]),
    }),
    /** Drop-off: 1 deliver to hand, 2 leave outside the door. */
    deliveryType: z.union([z.literal(1), z.literal(2)]),
    suggestion: text().max(200).nullable().optional(),
  })
  .strict();

/** The order of section 3's payload (one per submission), field names as the specification spells them. */
export const orderPayloadSchema = z
  .object({
    businessId: uuidSchema,
    /** Contact phone, 10 digits. */
    phoneNumber: phoneNumberSchema,
    tipPrice: cents,
    orderNote: text().max(140).default(''),
    type: diningTypeSchema,
    coupons: z.array(orderCouponSchema).max(1).default([]),
    activities: z.array(orderActivitySchema).max(20).default([]),
    commodities: z.array(orderCommoditySchema).min(1).max(200),
    frontendIdentifier: text().min(8).max(64),
    /** Item discounts, cents. */
    discountPrice: cents,
    /** Order-type discounts, cents. */
    orderDiscountPrice: cents,
    servicePrice: cents,
    /** Tax, cents. */
    excisePrice: cents,
    /** The total the cart showed; the server refuses a submission whose recomputed total differs. */
    totalPrice: cents,
    extraInfo: z
      .object({
        clientFrom: text().max(40).optional(),
        clientSystem: text().max(40).optional(),
        orderFrom: text().max(253).optional(),
      })
      .strict()
      .default({}),
    reservedOrderTypes: z.enum(['normal', 'preOrder']).default('normal'),
    deliveryInfo: z
      .object({
        /** Epoch ms of the chosen slot; null means as soon as possible. */
        deliveryTime: z.number().int().nullable(),
        smallOrderExtraPrice: cents,
        deliveryPrice: cents,
        selfPickupPointId: uuidSchema.nullable().default(null),
        /** Null when delivering to a self-pickup point. */
        address: orderDeliveryAddressSchema.nullable().default(null),
      })
      .strict()
      .optional(),
    pickUpInfo: z
      .object({
        /** Epoch ms of the chosen slot; null means as soon as possible. */
        pickUpTime: z.number().int().nullable(),
        /** The id of one of the store's pickup addresses. */
        addressName: uuidSchema,
      })
      .strict()
      .optional(),
    dineinInfo: z
      .object({ peopleNumber: z.number().int().min(1).max(20), tableName: text().min(1).max(32) })
      .strict()
      .optional(),
  })
  .strict();

export const submitOrdersBodySchema = z.object({ orders: z.array(orderPayloadSchema).length(1) }).strict();

export const submittedOrderSchema = z
  .object({
    id: z.string(),
    orderCode: orderCodeSchema,
    totalPrice: z.number().int(),
    /** Epoch ms after which an unpaid order is cancelled. */
    paymentDeadline: z.number().int(),
  })
  .meta({ id: 'SubmittedOrder' });

/** A coupon the diner holds, as the cart's chooser lists it for one store. */
export const userCouponSchema = couponSchema
  .extend({
    /** The user coupon (what an order names), not the coupon template. */
    userCouponId: z.string(),
    /** Epoch ms the diner's copy stops being valid. */
    validUntil: z.number().int().nullable(),
    validFrom: z.number().int().nullable(),
  })
  .meta({ id: 'UserCoupon' });

/** Order submission. The coupons held and the points card are read from coupon-wallet.ts and points.ts. */
export const orderRoutes = {
  submit: {
    method: 'POST',
    url: '/businesses/:businessId/orders',
    params: z.object({ businessId: uuidSchema }).strict(),
    body: submitOrdersBodySchema,
    response: z.object({ orders: z.array(submittedOrderSchema).length(1) }),
  },
} as const;

export type OrderPayloadDto = z.input<typeof orderPayloadSchema>;
export type OrderCommodityDto = z.input<typeof orderCommoditySchema>;
export type SubmittedOrderDto = z.infer<typeof submittedOrderSchema>;
export type UserCouponDto = z.infer<typeof userCouponSchema>;
