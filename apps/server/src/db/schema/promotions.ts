import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { businesses } from './catalog.js';
import {
  ACTIVE_STATUSES,
  allOf,
  checkLocalized,
  createdAt,
  localized,
  money,
  nonNegative,
  ORDER_TYPES,
  oneOf,
  primaryId,
  updatedAt,
} from './columns.js';

export const COUPON_TYPES = ['discount', 'cash', 'freeDeliveryPrice'] as const;
/** duration: valid for N seconds after it is received; fixedTime: until a date; interval: between two dates. */
export const COUPON_EXPIRY_KINDS = ['duration', 'fixedTime', 'interval'] as const;
export const USER_COUPON_STATUSES = ['unused', 'used'] as const;
export const USER_COUPON_SOURCES = ['claim', 'code', 'newUserPackage', 'points', 'grant'] as const;

export const coupons = pgTable(
  'coupons',
  {
    id: primaryId(),
    /** Null for platform coupons usable at any business. */
    businessId: uuid('business_id').references(() => businesses.id, { onDelete: 'cascade' }),
    title: localized('title').notNull(),
    describeHtml: localized('describe_html'),
    couponType: text('coupon_type', { enum: COUPON_TYPES }).notNull(),
    /** discount coupons: the share of the subtotal that is paid, in percent (80 = 20% off). */
    discountPercent: integer('discount_percent'),
    maxDiscountPrice: integer('max_discount_price'),
    /** cash coupons: the amount taken off. */
    discountPrice: integer('discount_price'),
    minCommoditiesPrice: money('min_commodities_price'),
    maxDeliveryDistanceMiles: doublePrecision('max_delivery_distance_miles'),
    /** Empty means every order type. */
    orderTypes: text('order_types', { enum: ORDER_TYPES }).array().notNull().default([]),
    expiryKind: text('expiry_kind', { enum: COUPON_EXPIRY_KINDS }).notNull(),
    durationSeconds: integer('duration_seconds'),
    expiredTime: timestamp('expired_time', { withTimezone: true }),
    startTime: timestamp('start_time', { withTimezone: true }),
    endTime: timestamp('end_time', { withTimezone: true }),
    status: text('status', { enum: ACTIVE_STATUSES }).notNull().default('active'),
    /** Coupons left to hand out; null means unlimited. Decremented conditionally on each claim. */
    stockNumber: integer('stock_number'),
    perUserLimit: integer('per_user_limit').notNull().default(1),
    /** Shown on the claim page (/coupon/get); points and welcome-gift coupons are not. */
    claimable: boolean('claimable').notNull().default(true),
    /** Upper-case redeem code; several coupons may share one code and are granted together. */
    redeemCode: text('redeem_code'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('coupons_business_idx').on(t.businessId, t.status),
    index('coupons_redeem_code_idx').on(t.redeemCode).where(sql`${t.redeemCode} is not null`),
    checkLocalized('coupons_title_check', t.title),
    checkLocalized('coupons_describe_html_check', t.describeHtml, true),
    check('coupons_type_check', oneOf(t.couponType, COUPON_TYPES)),
    check('coupons_status_check', oneOf(t.status, ACTIVE_STATUSES)),
    check('coupons_expiry_kind_check', oneOf(t.expiryKind, COUPON_EXPIRY_KINDS)),
    check('coupons_order_types_check', allOf(t.orderTypes, ORDER_TYPES, 'text')),
    check(
      'coupons_value_check',
      // coalesce: a missing value makes the comparison null, and a null CHECK passes.
      sql`coalesce(case ${t.couponType}
        when 'discount' then ${t.discountPercent} between 0 and 100
        when 'cash' then ${t.discountPrice} > 0
        else true end, false)`,
    ),
    check(
      'coupons_expiry_check',
      sql`coalesce(case ${t.expiryKind}
        when 'duration' then ${t.durationSeconds} > 0
        when 'fixedTime' then ${t.expiredTime} is not null
        else ${t.endTime} > ${t.startTime} end, false)`,
    ),
    nonNegative('coupons_max_discount_price_check', t.maxDiscountPrice),
    nonNegative('coupons_min_commodities_price_check', t.minCommoditiesPrice),
    nonNegative('coupons_stock_check', t.stockNumber),
    check('coupons_per_user_limit_check', sql`${t.perUserLimit} >= 1`),
    check('coupons_redeem_code_check', sql`${t.redeemCode} = upper(${t.redeemCode})`),
  ],
);

/** A coupon in a user's wallet. Expiry is fixed when it is received, from the coupon's expiry rule. */
export const userCoupons = pgTable(
  'user_coupons',
  {
    id: primaryId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    status: text('status', { enum: USER_COUPON_STATUSES }).notNull().default('unused'),
    source: text('source', { enum: USER_COUPON_SOURCES }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('user_coupons_user_status_idx').on(t.userId, t.status, t.expiresAt),
    index('user_coupons_coupon_user_idx').on(t.couponId, t.userId),
    check('user_coupons_status_check', oneOf(t.status, USER_COUPON_STATUSES)),
    check('user_coupons_source_check', oneOf(t.source, USER_COUPON_SOURCES)),
    check('user_coupons_used_check', sql`(${t.status} = 'used') = (${t.usedAt} is not null)`),
  ],
);

/** The welcome gift offered to new users; the newest active package is the one offered. */
export const newUserPackages = pgTable(
  'new_user_packages',
  {
    id: primaryId(),
    packageStatus: text('package_status', { enum: ACTIVE_STATUSES }).notNull().default('active'),
    createdAt: createdAt(),
  },
  (t) => [
    index('new_user_packages_status_idx').on(t.packageStatus, t.createdAt),
    check('new_user_packages_status_check', oneOf(t.packageStatus, ACTIVE_STATUSES)),
  ],
);

export const newUserPackageCoupons = pgTable(
  'new_user_package_coupons',
  {
    packageId: uuid('package_id')
      .notNull()
      .references(() => newUserPackages.id, { onDelete: 'cascade' }),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull().default(1),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.packageId, t.couponId] }),
    index('new_user_package_coupons_coupon_idx').on(t.couponId),
    check('new_user_package_coupons_quantity_check', sql`${t.quantity} >= 1`),
  ],
);
