import { HANDLE_TIME_KEYS } from '@nearbite/domain/order-life';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  checkLocalized,
  type LocalizedText,
  localized,
  money,
  nonNegative,
  oneOf,
  primaryId,
} from './columns.js';
import { activities, commodities } from './commodities.js';
import { orders } from './orders.js';
import { coupons, userCoupons } from './promotions.js';

// What an order holds as it was placed (its lines, the coupons and activities it used) and when each step
// of it happened.

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
