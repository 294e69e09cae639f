import { z } from 'zod';
import { diningTypeSchema } from './businesses.js';
import { orderCodeSchema } from './common.js';
import { handleTimeKeySchema, orderStatusSchema } from './order-status.js';
import { chosenAddOnSchema, chosenAttributeSchema, chosenSpecificationSchema } from './orders.js';
import { paymentTypeSchema } from './payments.js';

// An order's lines and payments as they were bought, its refunds and the public receipt: what the order
// detail, the refund info and the receipt show alike.

const epochMs = z.number().int();
const cents = z.number().int();

/** A line of an order as it was bought; names in the request's language. */
export const orderCommodityViewSchema = z.object({
  /** The order line's id (refunds by commodities name it). */
  id: z.string(),
  commodityId: z.string().nullable(),
  name: z.string(),
  thumbnail: z.string().nullable(),
  boughtNumber: z.number().int(),
  refundedNumber: z.number().int(),
  /** Unit price with options, cents. */
  price: cents,
  /** Discount on the whole line, cents. */
  discountPrice: cents,
  specifications: z.array(z.object({ name: z.string(), values: z.array(z.string()) })),
  attributes: z.array(z.object({ name: z.string(), value: z.string(), price: cents })),
  addOns: z.array(
    z.object({
      name: z.string(),
      values: z.array(z.object({ name: z.string(), price: cents, boughtNumber: z.number().int() })),
    }),
  ),
  specialNote: z.string().nullable(),
  exchangeInfo: z.object({ requiredPoints: z.number().int() }).nullable(),
  /** The choices by id, as the order payload sent them: Order again chooses them again. */
  choices: z.object({
    specifications: z.array(chosenSpecificationSchema),
    attributes: z.array(chosenAttributeSchema),
    addOns: z.array(chosenAddOnSchema),
  }),
});

export const orderPaymentViewSchema = z.object({
  id: z.string(),
  paymentType: paymentTypeSchema,
  amount: cents,
  status: z.enum(['pending', 'requiresAction', 'succeeded', 'failed', 'canceled']),
  createdTime: epochMs,
  methodDetails: z
    .object({ cardType: z.string(), expirationDate: z.string(), cardNumber: z.string() })
    .nullable(),
});

export const refundedPriceSchema = z.object({
  refundType: z.enum(['commodities', 'customAmount']),
  price: cents,
  reason: z.string().nullable(),
  createdTime: epochMs,
});

/** Refund info (GET /orders/{orderId}/refundInfo). */
export const refundInfoSchema = z
  .object({
    id: z.string(),
    orderId: z.string(),
    status: z.enum(['pending', 'succeeded', 'failed']),
    fullRefunded: z.boolean(),
    fullRefundReason: z.string().nullable(),
    refundedPrices: z.array(refundedPriceSchema),
    /** Total refunded, cents. */
    refundedPrice: cents,
    commodities: z.array(orderCommodityViewSchema),
    refundedTime: z.object({ createTime: epochMs, updatedTime: epochMs }),
    business: z.object({
      id: z.string(),
      name: z.string(),
      phoneNumber: z.string().nullable(),
      timeZone: z.string(),
    }),
    handleTimes: z.array(z.object({ key: handleTimeKeySchema, timestamp: epochMs })),
  })
  .meta({ id: 'RefundInfo' });

/** The public receipt: what a paper receipt shows, nothing about the diner beyond the order itself. */
export const receiptSchema = z
  .object({
    orderCode: orderCodeSchema,
    orderType: diningTypeSchema,
    orderStatus: orderStatusSchema,
    fullRefunded: z.boolean(),
    business: z.object({
      name: z.string(),
      fullAddress: z.string(),
      phoneNumber: z.string().nullable(),
      timeZone: z.string(),
    }),
    commodities: z.array(orderCommodityViewSchema),
    commoditiesPrice: cents,
    discountedPrice: cents,
    excisePrice: cents,
    servicePrice: cents,
    tipPrice: cents,
    deliveryPrice: cents,
    smallOrderExtraPrice: cents,
    totalPrice: cents,
    refundedPrice: cents,
    payments: z.array(orderPaymentViewSchema),
    createdTime: epochMs,
    tableName: z.string().nullable(),
  })
  .meta({ id: 'Receipt' });

export type RefundInfoDto = z.infer<typeof refundInfoSchema>;
export type ReceiptDto = z.infer<typeof receiptSchema>;
export type OrderCommodityViewDto = z.infer<typeof orderCommodityViewSchema>;
