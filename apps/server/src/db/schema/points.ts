import { POINTS_VALIDITY_MAX_DAYS } from '@nearbite/domain/points-expiry';
import {
  POINTS_CHANGE_TYPES,
  POINTS_EARN_TYPES,
  POINTS_SPEND_TYPES,
} from '@nearbite/domain/points-programme';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { businesses } from './catalog.js';
import {
  ACTIVE_STATUSES,
  checkLocalized,
  createdAt,
  type LocalizedText,
  localized,
  oneOf,
  primaryId,
  updatedAt,
} from './columns.js';
import { orders } from './orders.js';
import { coupons, userCoupons } from './promotions.js';

// The ledger's change types are the domain's (pinned to the specification there).
export { POINTS_CHANGE_TYPES, POINTS_EARN_TYPES, POINTS_SPEND_TYPES };
export const POINTS_EXCHANGE_KINDS = ['commodity', 'coupon'] as const;

/**
 * An item whose price plus add-ons is above minPrice and at most maxPrice (cents) can be redeemed
 * for requiredPoints.
 */
export type PointsExchangeTier = { minPrice: number; maxPrice: number; requiredPoints: number };

/** A business's points programme; whether it runs is businesses.points_status. */
export const pointsProgrammes = pgTable(
  'points_programmes',
  {
    businessId: uuid('business_id')
      .primaryKey()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    pointsExplain: localized('points_explain'),
    /** Double points are being awarded; the app highlights the text. */
    isDouble: boolean('is_double').notNull().default(false),
    learnMoreGainPointsRules: localized('learn_more_gain_points_rules'),
    learnMoreConsumePointsRules: localized('learn_more_consume_points_rules'),
    learnMoreOtherExplain: localized('learn_more_other_explain'),
    /** Points earned per whole dollar of a completed order's food. */
    pointsPerDollar: integer('points_per_dollar').notNull().default(1),
    commodityExchangeTiers: jsonb('commodity_exchange_tiers')
      .$type<PointsExchangeTier[]>()
      .notNull()
      .default([]),
    /** Null means no limit on redeemed items in one order. */
    maxExchangesPerOrder: integer('max_exchanges_per_order'),
    /**
     * Days a card's balance lasts after it last gained points (inactivity expiry, domain points-expiry);
     * null means points never expire.
     */
    pointsValidityDays: integer('points_validity_days'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [
    checkLocalized('points_programmes_explain_check', t.pointsExplain, true),
    checkLocalized('points_programmes_gain_check', t.learnMoreGainPointsRules, true),
    checkLocalized('points_programmes_consume_check', t.learnMoreConsumePointsRules, true),
    checkLocalized('points_programmes_other_check', t.learnMoreOtherExplain, true),
    check('points_programmes_points_per_dollar_check', sql`${t.pointsPerDollar} >= 0`),
    check('points_programmes_max_exchanges_check', sql`${t.maxExchangesPerOrder} >= 1`),
    check('points_programmes_period_check', sql`${t.endsAt} > ${t.startsAt}`),
    check(
      'points_programmes_validity_check',
      sql`${t.pointsValidityDays} between 1 and ${sql.raw(String(POINTS_VALIDITY_MAX_DAYS))}`,
    ),
  ],
);

/** Coupons a diner can buy with a business's points (couponAcquisitionRules). */
export const pointsCouponRules = pgTable(
  'points_coupon_rules',
  {
    id: primaryId(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    requiredPoints: integer('required_points').notNull(),
    /** Null means unlimited. */
    stockNumber: integer('stock_number'),
    status: text('status', { enum: ACTIVE_STATUSES }).notNull().default('active'),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('points_coupon_rules_business_coupon_idx').on(t.businessId, t.couponId),
    index('points_coupon_rules_coupon_idx').on(t.couponId),
    check('points_coupon_rules_required_points_check', sql`${t.requiredPoints} > 0`),
    check('points_coupon_rules_stock_check', sql`${t.stockNumber} >= 0`),
    check('points_coupon_rules_status_check', oneOf(t.status, ACTIVE_STATUSES)),
  ],
);

/** A diner's points balance at one business. */
export const pointsCards = pgTable(
  'points_cards',
  {
    id: primaryId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    curPoints: integer('cur_points').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('points_cards_user_business_idx').on(t.userId, t.businessId),
    index('points_cards_business_idx').on(t.businessId),
    check('points_cards_balance_check', sql`${t.curPoints} >= 0`),
  ],
);

/** Redemption records: points spent on an item in an order or on a coupon. */
export const pointsExchanges = pgTable(
  'points_exchanges',
  {
    id: primaryId(),
    cardId: uuid('card_id')
      .notNull()
      .references(() => pointsCards.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: POINTS_EXCHANGE_KINDS }).notNull(),
    consumePoints: integer('consume_points').notNull(),
    quantity: integer('quantity').notNull().default(1),
    /** What was obtained, as shown in the history (name, image). */
    description: jsonb('description').$type<{ name: LocalizedText; image?: string }>().notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    couponId: uuid('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    userCouponId: uuid('user_coupon_id').references(() => userCoupons.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('points_exchanges_card_idx').on(t.cardId, t.createdAt.desc()),
    index('points_exchanges_order_idx').on(t.orderId),
    index('points_exchanges_user_coupon_idx').on(t.userCouponId),
    check('points_exchanges_kind_check', oneOf(t.kind, POINTS_EXCHANGE_KINDS)),
    check('points_exchanges_consume_points_check', sql`${t.consumePoints} > 0`),
    check('points_exchanges_quantity_check', sql`${t.quantity} >= 1`),
  ],
);

/**
 * Every change of a points balance (the statement). The sign of change_number follows the change type,
 * and balance_after is the card's balance after the change.
 */
export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    cardId: uuid('card_id')
      .notNull()
      .references(() => pointsCards.id, { onDelete: 'cascade' }),
    changeType: text('change_type', { enum: POINTS_CHANGE_TYPES }).notNull(),
    changeNumber: integer('change_number').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    exchangeId: uuid('exchange_id').references(() => pointsExchanges.id, { onDelete: 'set null' }),
    /** The merchant's idempotency key of a change made through the merchant API; one line per card and key. */
    reference: text('reference'),
    changeTime: timestamp('change_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('points_ledger_card_time_idx').on(t.cardId, t.changeTime.desc(), t.id.desc()),
    index('points_ledger_exchange_idx').on(t.exchangeId),
    // An order moves points at most once per change type, so a retried completion cannot award twice.
    uniqueIndex('points_ledger_order_change_idx')
      .on(t.orderId, t.changeType)
      .where(sql`${t.orderId} is not null`),
    // The same merchant reference applied twice changes the balance once.
    uniqueIndex('points_ledger_card_reference_idx')
      .on(t.cardId, t.reference)
      .where(sql`${t.reference} is not null`),
    check('points_ledger_change_type_check', oneOf(t.changeType, POINTS_CHANGE_TYPES)),
    check(
      'points_ledger_sign_check',
      sql`case when ${t.changeType} in (${sql.raw(POINTS_EARN_TYPES.map((type) => `'${type}'`).join(', '))}) then ${t.changeNumber} > 0 else ${t.changeNumber} < 0 end`,
    ),
    check('points_ledger_balance_check', sql`${t.balanceAfter} >= 0`),
  ],
);
