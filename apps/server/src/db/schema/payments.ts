import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { savedCards } from './account.js';
import { users } from './auth.js';
import { createdAt, oneOf, primaryId, updatedAt } from './columns.js';
import { orderLines } from './order-lines.js';
import { orders } from './orders.js';

// An order's money: its payments and refunds, the processor's webhook events already applied, and the
// sandbox processor's own records.

export const PAYMENT_TYPES = [
  'Card',
  'Cash',
  'Other',
  'ApplePay',
  'GooglePay',
  'PaypalPay',
  'AliPay',
  'WechatPay',
] as const;
export const PAYMENT_STATUSES = ['pending', 'requiresAction', 'succeeded', 'failed', 'canceled'] as const;
export const REFUND_TYPES = ['commodities', 'customAmount'] as const;
export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;

export const payments = pgTable(
  'payments',
  {
    id: primaryId(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    paymentType: text('payment_type', { enum: PAYMENT_TYPES }).notNull(),
    /** The card processor ('sandbox', 'stripe'). */
    platform: text('platform').notNull(),
    amount: integer('amount').notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    /** The processor's id (a PaymentIntent id on Stripe). */
    processorPaymentId: text('processor_payment_id'),
    /** Sent to the processor too, so a retried request cannot charge twice. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    savedCardId: uuid('saved_card_id').references(() => savedCards.id, { onDelete: 'set null' }),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    cardExpMonth: smallint('card_exp_month'),
    cardExpYear: smallint('card_exp_year'),
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId, t.createdAt),
    index('payments_user_idx').on(t.userId, t.createdAt),
    // Deleting a saved card clears it from past payments.
    index('payments_saved_card_idx').on(t.savedCardId).where(sql`${t.savedCardId} is not null`),
    uniqueIndex('payments_processor_idx')
      .on(t.platform, t.processorPaymentId)
      .where(sql`${t.processorPaymentId} is not null`),
    // One payment in flight per order: a second concurrent attempt fails on this index.
    uniqueIndex('payments_order_in_flight_idx')
      .on(t.orderId)
      .where(sql`${t.status} in ('pending', 'requiresAction')`),
    check('payments_type_check', oneOf(t.paymentType, PAYMENT_TYPES)),
    check('payments_status_check', oneOf(t.status, PAYMENT_STATUSES)),
    check('payments_amount_check', sql`${t.amount} > 0`),
    check('payments_card_last4_check', sql`${t.cardLast4} ~ '^[0-9]{4}$'`),
  ],
);

export const refunds = pgTable(
  'refunds',
  {
    id: primaryId(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'restrict' }),
    refundType: text('refund_type', { enum: REFUND_TYPES }).notNull(),
    price: integer('price').notNull(),
    reason: text('reason'),
    status: text('status', { enum: REFUND_STATUSES }).notNull().default('pending'),
    processorRefundId: text('processor_refund_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('refunds_order_idx').on(t.orderId, t.createdAt),
    index('refunds_payment_idx').on(t.paymentId),
    // One row per refund at the processor: a retried refund (same idempotency key) is recorded once.
    uniqueIndex('refunds_processor_idx')
      .on(t.processorRefundId)
      .where(sql`${t.processorRefundId} is not null`),
    check('refunds_type_check', oneOf(t.refundType, REFUND_TYPES)),
    check('refunds_status_check', oneOf(t.status, REFUND_STATUSES)),
    check('refunds_price_check', sql`${t.price} > 0`),
  ],
);

export const refundLines = pgTable(
  'refund_lines',
  {
    refundId: uuid('refund_id')
      .notNull()
      .references(() => refunds.id, { onDelete: 'cascade' }),
    orderLineId: uuid('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    refundedNumber: integer('refunded_number').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.refundId, t.orderLineId] }),
    index('refund_lines_order_line_idx').on(t.orderLineId),
    check('refund_lines_refunded_number_check', sql`${t.refundedNumber} > 0`),
  ],
);

/** Webhook events already applied, so a delivery repeated by the processor changes nothing. */
export const processorEvents = pgTable(
  'processor_events',
  {
    platform: text('platform').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.platform, t.eventId] })],
);

/**
 * The sandbox card processor's own records (what Stripe keeps on its side): payment methods with only
 * brand, last four, expiry and the test card's behaviour, and payment intents with their state.
 */
export const sandboxPaymentMethods = pgTable(
  'sandbox_payment_methods',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id'),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: smallint('exp_month').notNull(),
    expYear: smallint('exp_year').notNull(),
    /** succeed, decline, insufficientFunds, authenticate. */
    behaviour: text('behaviour').notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('sandbox_payment_methods_last4_check', sql`${t.last4} ~ '^[0-9]{4}$'`)],
);

export const sandboxPaymentIntents = pgTable(
  'sandbox_payment_intents',
  {
    id: text('id').primaryKey(),
    idempotencyKey: text('idempotency_key').unique(),
    paymentMethodId: text('payment_method_id'),
    amount: integer('amount').notNull(),
    /** requires_payment_method, requires_action, succeeded, canceled. */
    status: text('status').notNull(),
    clientSecret: text('client_secret').notNull(),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    amountRefunded: integer('amount_refunded').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('sandbox_payment_intents_refund_check', sql`${t.amountRefunded} between 0 and ${t.amount}`)],
);
