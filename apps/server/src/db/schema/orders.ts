import { ORDER_CODE_ALPHABET, ORDER_CODE_LENGTH } from '@nearbite/domain/order-code';
import type {
  DeliveryAddressSnapshot as DomainDeliveryAddressSnapshot,
  PickupAddressSnapshot as DomainPickupAddressSnapshot,
} from '@nearbite/domain/order-destination';
import {
  COMMODITIES_STATUSES,
  DELIVERY_STATUSES,
  HANDLE_TIME_KEYS,
  ORDER_STATUSES,
} from '@nearbite/domain/order-life';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
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
import { savedCards, selfPickupPoints } from './account.js';
import { users } from './auth.js';
import { activities, businesses, businessPickupAddresses, commodities } from './catalog.js';
import {
  checkLocalized,
  checkPhone,
  createdAt,
  DELIVERY_CARRIERS,
  type LocalizedText,
  localized,
  money,
  nonNegative,
  ORDER_TYPES,
  oneOf,
  primaryId,
  updatedAt,
} from './columns.js';
import { coupons, userCoupons } from './promotions.js';

// The order's statuses live with the transition table in the domain; the schema checks the same lists.
export { COMMODITIES_STATUSES, DELIVERY_STATUSES, HANDLE_TIME_KEYS, ORDER_STATUSES };
export const RESERVED_ORDER_TYPES = ['normal', 'preOrder'] as const;
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

/** Statuses in which an order still waits for money; the payment-deadline sweeper cancels them. */
const UNPAID = sql.raw(`('received', 'partiallyPaid')`);
const FINISHED = sql.raw(`('completed', 'cancelled')`);

/** The order's kept destination addresses are the domain's, which checks and builds them. */
export type DeliveryAddressSnapshot = DomainDeliveryAddressSnapshot;
export type PickupAddressSnapshot = DomainPickupAddressSnapshot;
export type OrderExtraInfo = { clientFrom?: string; clientSystem?: string; orderFrom?: string };
export type ChosenSpecification = {
  id: string;
  name: LocalizedText;
  values: Array<{ id: string; name: LocalizedText }>;
};
/** The value ids let a cancellation give attribute stock back. */
export type ChosenAttribute = {
  id: string;
  name: LocalizedText;
  value: { id: string; name: LocalizedText; price: number };
};
export type ChosenAddOn = {
  id: string;
  name: LocalizedText;
  values: Array<{ id: string; name: LocalizedText; price: number; boughtNumber: number }>;
};

/**
 * Identifiers handed out by GET /uniqueIdentifier. The client sends one back as frontendIdentifier, and
 * a resubmission with the same one returns the first order instead of creating a second.
 */
export const uniqueIdentifiers = pgTable(
  'unique_identifiers',
  {
    value: uuid('value').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('unique_identifiers_issued_idx').on(t.issuedAt)],
);

export const orders = pgTable(
  'orders',
  {
    id: primaryId(),
    /** Unguessable code of the public receipt page (128 random bits). */
    receiptCode: text('receipt_code').notNull().unique(),
    /** The short order number diners read to support (packages/domain order-code); unique platform-wide. */
    orderCode: text('order_code').notNull().unique(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'restrict' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    frontendIdentifier: text('frontend_identifier').notNull(),
    orderType: text('order_type', { enum: ORDER_TYPES }).notNull(),
    orderStatus: text('order_status', { enum: ORDER_STATUSES }).notNull().default('received'),
    commoditiesStatus: text('commodities_status', { enum: COMMODITIES_STATUSES }),
    reservedOrderType: text('reserved_order_type', { enum: RESERVED_ORDER_TYPES })
      .notNull()
      .default('normal'),
    fullRefunded: boolean('full_refunded').notNull().default(false),
    fullRefundReason: text('full_refund_reason'),
    commoditiesPrice: money('commodities_price'),
    /** Item discounts. */
    discountPrice: money('discount_price'),
    /** Order-type discount activities. */
    orderDiscountPrice: money('order_discount_price'),
    /** Everything taken off: item and order-type discounts and coupons. */
    discountedPrice: money('discounted_price'),
    excisePrice: money('excise_price'),
    servicePrice: money('service_price'),
    tipPrice: money('tip_price'),
    deliveryPrice: money('delivery_price'),
    smallOrderExtraPrice: money('small_order_extra_price'),
    totalPrice: money('total_price'),
    paidPrice: money('paid_price'),
    refundedPrice: money('refunded_price'),
    /** The business's rate when the order was placed, so later changes do not alter receipts. */
    taxRateMillionths: integer('tax_rate_millionths').notNull().default(0),
    buyerNote: text('buyer_note'),
    contactName: text('contact_name'),
    contactPhone: text('contact_phone'),
    /** Delivery or pickup time chosen by the diner; null means as soon as possible. */
    scheduledTime: timestamp('scheduled_time', { withTimezone: true }),
    expectedFoodReadyTime: timestamp('expected_food_ready_time', { withTimezone: true }),
    deliveryCarrier: text('delivery_carrier', { enum: DELIVERY_CARRIERS }),
    deliveryAddress: jsonb('delivery_address').$type<DeliveryAddressSnapshot>(),
    deliveryDistanceMiles: doublePrecision('delivery_distance_miles'),
    /** Hosts with orders are deactivated, not deleted: the delivery-info CHECK needs the reference. */
    selfPickupPointId: uuid('self_pickup_point_id').references(() => selfPickupPoints.id, {
      onDelete: 'restrict',
    }),
    pickupAddressId: uuid('pickup_address_id').references(() => businessPickupAddresses.id, {
      onDelete: 'set null',
    }),
    pickupAddress: jsonb('pickup_address').$type<PickupAddressSnapshot>(),
    tableName: text('table_name'),
    peopleNumber: smallint('people_number'),
    paymentDeadline: timestamp('payment_deadline', { withTimezone: true }),
    cancellationReason: text('cancellation_reason'),
    /** Placed from a page served outside the product's own domains (the order-origin flag). */
    fromExternalWebsite: boolean('from_external_website').notNull().default(false),
    extraInfo: jsonb('extra_info').$type<OrderExtraInfo>(),
    pointsEarned: integer('points_earned').notNull().default(0),
    pointsUsed: integer('points_used').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_user_frontend_identifier_idx').on(t.userId, t.frontendIdentifier),
    index('orders_user_status_created_idx').on(t.userId, t.orderStatus, t.createdAt.desc()),
    index('orders_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('orders_business_created_idx').on(t.businessId, t.createdAt.desc()),
    index('orders_unpaid_deadline_idx').on(t.paymentDeadline).where(sql`${t.orderStatus} in ${UNPAID}`),
    index('orders_open_status_idx')
      .on(t.orderStatus, t.updatedAt)
      .where(sql`${t.orderStatus} not in ${FINISHED}`),
    index('orders_dine_in_table_idx')
      .on(t.businessId, t.tableName, t.createdAt.desc())
      .where(sql`${t.orderType} = 'dineIn'`),
    index('orders_self_pickup_point_idx')
      .on(t.selfPickupPointId)
      .where(sql`${t.selfPickupPointId} is not null`),
    check('orders_type_check', oneOf(t.orderType, ORDER_TYPES)),
    check('orders_status_check', oneOf(t.orderStatus, ORDER_STATUSES)),
    check('orders_commodities_status_check', oneOf(t.commoditiesStatus, COMMODITIES_STATUSES)),
    check('orders_reserved_order_type_check', oneOf(t.reservedOrderType, RESERVED_ORDER_TYPES)),
    check('orders_delivery_carrier_check', oneOf(t.deliveryCarrier, DELIVERY_CARRIERS)),
    nonNegative('orders_commodities_price_check', t.commoditiesPrice),
    nonNegative('orders_discount_price_check', t.discountPrice),
    nonNegative('orders_order_discount_price_check', t.orderDiscountPrice),
    nonNegative('orders_discounted_price_check', t.discountedPrice),
    nonNegative('orders_excise_price_check', t.excisePrice),
    nonNegative('orders_service_price_check', t.servicePrice),
    nonNegative('orders_tip_price_check', t.tipPrice),
    nonNegative('orders_delivery_price_check', t.deliveryPrice),
    nonNegative('orders_small_order_extra_price_check', t.smallOrderExtraPrice),
    nonNegative('orders_total_price_check', t.totalPrice),
    check('orders_paid_price_check', sql`${t.paidPrice} between 0 and ${t.totalPrice}`),
    check('orders_refunded_price_check', sql`${t.refundedPrice} between 0 and ${t.paidPrice}`),
    nonNegative('orders_tax_rate_check', t.taxRateMillionths),
    nonNegative('orders_points_earned_check', t.pointsEarned),
    nonNegative('orders_points_used_check', t.pointsUsed),
    check('orders_buyer_note_check', sql`char_length(${t.buyerNote}) <= 140`),
    checkPhone('orders_contact_phone_check', t.contactPhone),
    check(
      'orders_delivery_info_check',
      sql`${t.orderType} <> 'delivery' or ${t.deliveryAddress} is not null or ${t.selfPickupPointId} is not null`,
    ),
    check(
      'orders_dine_in_info_check',
      sql`${t.orderType} <> 'dineIn' or (${t.tableName} is not null and ${t.peopleNumber} is not null)`,
    ),
    check('orders_people_number_check', sql`${t.peopleNumber} between 1 and 20`),
    check(
      'orders_order_code_check',
      sql`${t.orderCode} ~ ${sql.raw(`'^[${ORDER_CODE_ALPHABET}]{${ORDER_CODE_LENGTH}}$'`)}`,
    ),
  ],
);

/** The commodities of an order as they were when it was placed. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: primaryId(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Position in the submitted list; activities refer to lines by it. */
    lineIndex: integer('line_index').notNull(),
    commodityId: uuid('commodity_id').references(() => commodities.id, { onDelete: 'set null' }),
    timedMenuId: uuid('timed_menu_id'),
    name: localized('name').notNull(),
    thumbnail: text('thumbnail'),
    /** Unit price for this order type, before options and discounts. */
    price: integer('price').notNull(),
    /** Unit price of the chosen attribute and add-ons. */
    addPrice: money('add_price'),
    /** Discount on the whole line. */
    discountPrice: money('discount_price'),
    boughtNumber: integer('bought_number').notNull(),
    refundedNumber: integer('refunded_number').notNull().default(0),
    specifications: jsonb('specifications').$type<ChosenSpecification[]>().notNull().default([]),
    attributes: jsonb('attributes').$type<ChosenAttribute[]>().notNull().default([]),
    addOns: jsonb('add_ons').$type<ChosenAddOn[]>().notNull().default([]),
    specialNote: text('special_note'),
    /** Set when the line was redeemed with points (exchangeInfo.requiredPoints). */
    requiredPoints: integer('required_points'),
  },
  (t) => [
    uniqueIndex('order_lines_order_line_idx').on(t.orderId, t.lineIndex),
    index('order_lines_commodity_idx').on(t.commodityId),
    checkLocalized('order_lines_name_check', t.name),
    nonNegative('order_lines_line_index_check', t.lineIndex),
    nonNegative('order_lines_price_check', t.price),
    nonNegative('order_lines_add_price_check', t.addPrice),
    nonNegative('order_lines_discount_price_check', t.discountPrice),
    check('order_lines_bought_number_check', sql`${t.boughtNumber} > 0`),
    check('order_lines_refunded_number_check', sql`${t.refundedNumber} between 0 and ${t.boughtNumber}`),
    check('order_lines_special_note_check', sql`char_length(${t.specialNote}) <= 140`),
    check('order_lines_required_points_check', sql`${t.requiredPoints} > 0`),
  ],
);

export const orderCoupons = pgTable(
  'order_coupons',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userCouponId: uuid('user_coupon_id')
      .notNull()
      .references(() => userCoupons.id, { onDelete: 'restrict' }),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'restrict' }),
    discountedPrice: money('discounted_price'),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.userCouponId] }),
    index('order_coupons_user_coupon_idx').on(t.userCouponId),
    index('order_coupons_coupon_idx').on(t.couponId),
    nonNegative('order_coupons_discounted_price_check', t.discountedPrice),
  ],
);

export const orderActivities = pgTable(
  'order_activities',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    activityId: uuid('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'restrict' }),
    discountedPrice: money('discounted_price'),
    /** Positions of the non-redeemed lines the activity applied to. */
    lineIndexes: integer('line_indexes').array().notNull().default([]),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.activityId] }),
    index('order_activities_activity_idx').on(t.activityId),
    nonNegative('order_activities_discounted_price_check', t.discountedPrice),
  ],
);

/** When each step of an order happened (the specification's handleTimes and tracking events). */
export const orderHandleTimes = pgTable(
  'order_handle_times',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    key: text('key', { enum: HANDLE_TIME_KEYS }).notNull(),
    happenedAt: timestamp('happened_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_handle_times_order_idx').on(t.orderId, t.happenedAt),
    check('order_handle_times_key_check', oneOf(t.key, HANDLE_TIME_KEYS)),
  ],
);

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

/** The run that carries a delivery order, by the platform's fleet, the business or DoorDash. */
export const deliveries = pgTable(
  'deliveries',
  {
    id: primaryId(),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    carrier: text('carrier', { enum: DELIVERY_CARRIERS }).notNull(),
    status: text('status', { enum: DELIVERY_STATUSES }).notNull().default('waitingRider'),
    /** The provider's delivery id (DoorDash Drive external_delivery_id). */
    externalId: text('external_id'),
    trackingUrl: text('tracking_url'),
    /** What the carrier charges, which may differ from what the diner paid. */
    feePrice: integer('fee_price'),
    riderName: text('rider_name'),
    riderPhoneNumber: text('rider_phone_number'),
    riderLatitude: doublePrecision('rider_latitude'),
    riderLongitude: doublePrecision('rider_longitude'),
    riderLocatedAt: timestamp('rider_located_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('deliveries_external_idx')
      .on(t.carrier, t.externalId)
      .where(sql`${t.externalId} is not null`),
    index('deliveries_active_idx')
      .on(t.status, t.updatedAt)
      .where(sql`${t.status} not in ('delivered', 'cancelled', 'failed')`),
    check('deliveries_carrier_check', oneOf(t.carrier, DELIVERY_CARRIERS)),
    check('deliveries_status_check', oneOf(t.status, DELIVERY_STATUSES)),
    nonNegative('deliveries_fee_price_check', t.feePrice),
    check(
      'deliveries_rider_location_check',
      sql`${t.riderLatitude} between -90 and 90 and ${t.riderLongitude} between -180 and 180`,
    ),
  ],
);

/** Call-waiter requests from dine-in tables. */
export const serviceCalls = pgTable(
  'service_calls',
  {
    id: primaryId(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    tableName: text('table_name').notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
  },
  (t) => [
    index('service_calls_business_idx').on(t.businessId, t.createdAt.desc()),
    index('service_calls_order_idx').on(t.orderId),
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
