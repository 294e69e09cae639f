import { z } from 'zod';
import { diningTypeSchema } from './businesses.js';
import { okSchema, orderCodeSchema, text, uuidSchema } from './common.js';
import {
  orderCommodityViewSchema,
  orderPaymentViewSchema,
  receiptSchema,
  refundedPriceSchema,
  refundInfoSchema,
} from './order-receipts.js';
import {
  cancellationReasonSchema,
  commoditiesStatusSchema,
  displayStateSchema,
  handleTimeKeySchema,
  orderStatusSchema,
} from './order-status.js';

const epochMs = z.number().int();
const cents = z.number().int();
/** [longitude, latitude], as the specification's location.coordinates. */
const coordinatesSchema = z.tuple([z.number(), z.number()]);

export const platformContactSchema = z.object({
  phoneNumber: z.string().nullable(),
  instagramAccount: z.string().nullable(),
  instagramUrl: z.string().nullable(),
  /** [start, end] in milliseconds of the day, business-local time. */
  serviceTime: z.tuple([z.number().int(), z.number().int()]).nullable(),
});

export const orderBusinessViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  logo: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  fullAddress: z.string(),
  coordinates: coordinatesSchema,
  timeZone: z.string(),
  platformContact: platformContactSchema.nullable(),
});

/**
 * The order's price lines as the pricing engine gave them when the order was placed (stored with it), in
 * the shape checkout shows them: commoditiesPrice − discountPrice − orderDiscountPrice − couponDiscount +
 * deliveryPrice + smallOrderExtraPrice + servicePrice + excisePrice + tipPrice = totalPrice.
 */
export const priceBreakdownSchema = z
  .object({
    /** Food before discounts (redeemed units at 0). */
    commoditiesPrice: cents,
    /** Item discounts. */
    discountPrice: cents,
    /** Order-type discount. */
    orderDiscountPrice: cents,
    /** What the coupon took off. */
    couponDiscount: cents,
    deliveryPrice: cents,
    smallOrderExtraPrice: cents,
    servicePrice: cents,
    /** Tax. */
    excisePrice: cents,
    tipPrice: cents,
    /** Points the redeemed items cost. */
    pointsUsed: z.number().int(),
    totalPrice: cents,
  })
  .meta({ id: 'PriceBreakdown' });

/** The order detail (GET /orders/{orderId}). */
export const orderDetailSchema = z
  .object({
    id: z.string(),
    orderCode: orderCodeSchema,
    orderType: diningTypeSchema,
    orderStatus: orderStatusSchema,
    commoditiesStatus: commoditiesStatusSchema.nullable(),
    displayState: displayStateSchema,
    fullRefunded: z.boolean(),
    /** Whether a part (by commodities) or custom-amount refund exists. */
    hasPartRefund: z.boolean(),
    reservedOrderType: z.enum(['normal', 'preOrder']),
    commodities: z.array(orderCommodityViewSchema),
    commoditiesPrice: cents,
    discountPrice: cents,
    orderDiscountPrice: cents,
    discountedPrice: cents,
    excisePrice: cents,
    servicePrice: cents,
    tipPrice: cents,
    totalPrice: cents,
    paidPrice: cents,
    refundedPrice: cents,
    /** The price lines checkout showed, for the payment screen. */
    priceBreakdown: priceBreakdownSchema,
    coupons: z.array(z.object({ name: z.string(), discountedPrice: cents })),
    activityDiscounts: z.array(z.object({ name: z.string(), discountedPrice: cents })),
    payments: z.array(orderPaymentViewSchema),
    buyerNote: z.string().nullable(),
    contactPhone: z.string().nullable(),
    createdTime: epochMs,
    expectedFoodReadyTime: epochMs.nullable(),
    /** Seconds left to pay; 0 once the deadline has passed or the order is paid. */
    remainPayTime: z.number().int().min(0),
    paymentDeadline: epochMs.nullable(),
    handleTimes: z.array(z.object({ key: handleTimeKeySchema, timestamp: epochMs })),
    points: z.object({ earned: z.number().int(), used: z.number().int() }),
    refundedPrices: z.array(refundedPriceSchema),
    cancellationReason: z.object({ reason: z.string() }).nullable(),
    business: orderBusinessViewSchema,
    deliveryInfo: z
      .object({
        /** Epoch ms; 0 means as soon as possible. */
        deliveryTime: epochMs,
        deliveryPrice: cents,
        smallOrderExtraPrice: cents,
        deliveryCarrier: z.enum(['platform', 'business', 'doordash']),
        address: z
          .object({
            userName: z.string(),
            phoneNumber: z.string(),
            fullAddress: z.string(),
            addressDetail: z.string().nullable(),
            location: z.object({ coordinates: coordinatesSchema }),
          })
          .nullable(),
        rider: z
          .object({
            userName: z.string(),
            contact: z.object({ phoneNumber: z.string() }),
            location: z.object({ coordinates: coordinatesSchema }).nullable(),
          })
          .nullable(),
        selfPickupPointId: z.string().nullable(),
        selfPickupPoint: z
          .object({
            name: z.string(),
            fullAddress: z.string(),
            phoneNumber: z.string().nullable(),
            location: z.object({ coordinates: coordinatesSchema }),
          })
          .nullable(),
        trackingUrl: z.string().nullable(),
      })
      .nullable(),
    pickUpInfo: z
      .object({
        /** Epoch ms; 0 means as soon as possible. */
        pickUpTime: epochMs,
        pickUpAddress: z.object({
          addressName: z.string(),
          fullAddress: z.string(),
          location: z.object({ coordinates: coordinatesSchema }),
        }),
      })
      .nullable(),
    dineinInfo: z.object({ tableName: z.string(), peopleNumber: z.number().int() }).nullable(),
  })
  .meta({ id: 'OrderDetail' });

/** One row of the order list. */
export const orderSummarySchema = z
  .object({
    id: z.string(),
    orderCode: orderCodeSchema,
    orderType: diningTypeSchema,
    orderStatus: orderStatusSchema,
    commoditiesStatus: commoditiesStatusSchema.nullable(),
    displayState: displayStateSchema,
    fullRefunded: z.boolean(),
    hasPartRefund: z.boolean(),
    hasRider: z.boolean(),
    /** timeZone: the store's IANA zone, in which the order's times are shown. */
    business: z.object({
      id: z.string(),
      name: z.string(),
      logo: z.string().nullable(),
      timeZone: z.string(),
    }),
    /** The first few lines, for the row's thumbnails. */
    commodities: z.array(
      z.object({ name: z.string(), thumbnail: z.string().nullable(), boughtNumber: z.number().int() }),
    ),
    commodityCount: z.number().int(),
    totalPrice: cents,
    createdTime: epochMs,
    remainPayTime: z.number().int().min(0),
  })
  .meta({ id: 'OrderSummary' });

/** Comma-separated order statuses, as the list tabs filter. */
const statusListSchema = text()
  .max(300)
  .transform((value, context) => {
    const statuses = value.split(',').filter(Boolean);
    const parsed = z.array(orderStatusSchema).min(1).safeParse(statuses);
    if (!parsed.success) {
      context.addIssue({ code: 'custom', message: 'unknown order status' });
      return z.NEVER;
    }
    return parsed.data;
  });

const orderParams = z.object({ orderId: uuidSchema }).strict();

export const orderViewRoutes = {
  list: {
    method: 'GET',
    url: '/user/orders',
    querystring: z
      .object({
        orderStatus: statusListSchema,
        pageNumber: z.coerce.number().int().min(1).max(10_000).default(1),
        pageCapacity: z.coerce.number().int().min(1).max(50).default(10),
      })
      .strict(),
    response: z.object({ orders: z.array(orderSummarySchema), total: z.number().int() }),
  },
  detail: {
    method: 'GET',
    url: '/orders/:orderId',
    params: orderParams,
    response: orderDetailSchema,
  },
  cancel: {
    method: 'POST',
    url: '/orders/:orderId/cancellation',
    params: orderParams,
    body: z.object({ reason: cancellationReasonSchema }).strict(),
    response: okSchema,
  },
  callService: {
    method: 'POST',
    url: '/orders/:orderId/callService',
    params: orderParams,
    response: okSchema,
  },
  refundInfo: {
    method: 'GET',
    url: '/orders/:orderId/refundInfo',
    params: orderParams,
    response: refundInfoSchema,
  },
  receipt: {
    method: 'GET',
    url: '/public/orderDetailsForReceipt',
    querystring: z.object({ code: text().min(8).max(64) }).strict(),
    response: receiptSchema,
  },
  /** Sends a 6-character code to the address (Q1 on the client for a bad address). */
  sendEmailCode: {
    method: 'POST',
    url: '/user/email',
    body: z.object({ email: text().email().max(254) }).strict(),
    response: okSchema,
  },
  /** Verifies the code and keeps the address on the user. */
  verifyEmail: {
    method: 'PUT',
    url: '/user/email',
    body: z.object({ email: text().email().max(254), verificationCode: text().length(6) }).strict(),
    response: okSchema,
  },
  /** E-mails the receipt of the order to the user's verified address. */
  emailReceipt: {
    method: 'POST',
    url: '/orders/:orderId/receipt/email',
    params: orderParams,
    body: z.object({ name: text().trim().min(1).max(60) }).strict(),
    response: okSchema,
  },
} as const;

export type OrderDetailDto = z.infer<typeof orderDetailSchema>;
export type OrderSummaryDto = z.infer<typeof orderSummarySchema>;
