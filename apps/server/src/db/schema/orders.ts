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
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { selfPickupPoints } from './account.js';
import { users } from './auth.js';
import { businesses, businessPickupAddresses } from './catalog.js';
import {
  checkPhone,
  createdAt,
  DELIVERY_CARRIERS,
  money,
  nonNegative,
  ORDER_TYPES,
  oneOf,
  primaryId,
  updatedAt,
} from './columns.js';

// The order itself; its lines and steps are in order-lines.ts, its money in payments.ts, its delivery run
// in deliveries.ts.

// The order's statuses live with the transition table in the domain; the schema checks the same lists.
export { COMMODITIES_STATUSES, DELIVERY_STATUSES, HANDLE_TIME_KEYS, ORDER_STATUSES };
export const RESERVED_ORDER_TYPES = ['normal', 'preOrder'] as const;

/** Statuses in which an order still waits for money; the payment-deadline sweeper cancels them. */
const UNPAID = sql.raw(`('received', 'partiallyPaid')`);
const FINISHED = sql.raw(`('completed', 'cancelled')`);

/** The order's kept destination addresses are the domain's, which checks and builds them. */
export type DeliveryAddressSnapshot = DomainDeliveryAddressSnapshot;
export type PickupAddressSnapshot = DomainPickupAddressSnapshot;
export type OrderExtraInfo = { clientFrom?: string; clientSystem?: string; orderFrom?: string };

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
    /** Minutes the store added to the expected time after accepting (the diner is told of each delay). */
    delayMinutes: smallint('delay_minutes').notNull().default(0),
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
