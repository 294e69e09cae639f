import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  foreignKey,
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
import { users } from './auth.js';
import { businesses } from './catalog.js';
import {
  ACTIVE_STATUSES,
  checkCoordinates,
  checkLocalized,
  checkPhone,
  checkWeeklyHours,
  createdAt,
  earthPoint,
  latitude,
  localized,
  longitude,
  oneOf,
  primaryId,
  updatedAt,
  type WeeklyHours,
} from './columns.js';

/** Drop-off option: 1 deliver to hand, 2 leave outside the door. */
export const DROP_OFF_OPTIONS = [1, 2] as const;
export const AD_ACTIONS = ['homePv', 'homeUv'] as const;
export const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'discover', 'unknown'] as const;

/**
 * The API addresses a user's addresses by position (PUT /user/addresses/{index}); the position is the
 * order of (created_at, id), so rows need no stored index that would have to be renumbered on delete.
 */
export const deliveryAddresses = pgTable(
  'delivery_addresses',
  {
    id: primaryId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userName: text('user_name').notNull(),
    phoneNumber: text('phone_number').notNull(),
    fullAddress: text('full_address').notNull(),
    addressDetail: text('address_detail'),
    latitude: latitude(),
    longitude: longitude(),
    dropOffOption: smallint('drop_off_option').notNull().default(1),
    /** Driver instructions. */
    suggestion: text('suggestion'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('delivery_addresses_user_idx').on(t.userId, t.createdAt, t.id),
    uniqueIndex('delivery_addresses_default_idx').on(t.userId).where(sql`${t.isDefault}`),
    checkCoordinates('delivery_addresses', t.latitude, t.longitude),
    check('delivery_addresses_user_name_check', sql`char_length(${t.userName}) between 1 and 100`),
    checkPhone('delivery_addresses_phone_check', t.phoneNumber),
    check('delivery_addresses_drop_off_check', oneOf(t.dropOffOption, DROP_OFF_OPTIONS)),
  ],
);

/** Platform-run pickup points ("hosts") where delivery orders wait for the diner at $0 delivery. */
export const selfPickupPoints = pgTable(
  'self_pickup_points',
  {
    id: primaryId(),
    name: localized('name').notNull(),
    fullAddress: text('full_address').notNull(),
    latitude: latitude(),
    longitude: longitude(),
    phoneNumber: text('phone_number'),
    prepareTimeSeconds: integer('prepare_time_seconds').notNull().default(3600),
    pickupHours: jsonb('pickup_hours').$type<WeeklyHours>().notNull(),
    status: text('status', { enum: ACTIVE_STATUSES }).notNull().default('active'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('self_pickup_points_location_idx').using('gist', earthPoint),
    checkLocalized('self_pickup_points_name_check', t.name),
    checkCoordinates('self_pickup_points', t.latitude, t.longitude),
    checkWeeklyHours('self_pickup_points_hours_check', t.pickupHours),
    check('self_pickup_points_status_check', oneOf(t.status, ACTIVE_STATUSES)),
    check('self_pickup_points_prepare_time_check', sql`${t.prepareTimeSeconds} >= 0`),
  ],
);

/** Which businesses deliver to which hosts. */
export const selfPickupPointBusinesses = pgTable(
  'self_pickup_point_businesses',
  {
    selfPickupPointId: uuid('self_pickup_point_id').notNull(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
  },
  (t) => [
    // Named here because the generated names pass PostgreSQL's 63-character limit.
    primaryKey({ name: 'self_pickup_point_businesses_pk', columns: [t.selfPickupPointId, t.businessId] }),
    foreignKey({
      name: 'self_pickup_point_businesses_point_fk',
      columns: [t.selfPickupPointId],
      foreignColumns: [selfPickupPoints.id],
    }).onDelete('cascade'),
    index('self_pickup_point_businesses_business_idx').on(t.businessId),
  ],
);

/** One row per distinct keyword; searching again moves it to the top. */
export const searchHistories = pgTable(
  'search_histories',
  {
    id: primaryId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    keywords: text('keywords').notNull(),
    searchedAt: timestamp('searched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('search_histories_user_keywords_idx').on(t.userId, t.keywords),
    index('search_histories_user_recent_idx').on(t.userId, t.searchedAt.desc()),
    check('search_histories_keywords_check', sql`char_length(${t.keywords}) between 1 and 100`),
  ],
);

/** Home page views and unique visitors per advertising source. */
export const advertisingStatistics = pgTable(
  'advertising_statistics',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    action: text('action', { enum: AD_ACTIONS }).notNull(),
    source: text('source').notNull(),
    /** The signed-in user's id or the anonymous visitor cookie. */
    visitorId: text('visitor_id').notNull(),
    /** Calendar day (UTC) the event counts towards. */
    day: date('day', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('advertising_statistics_day_idx').on(t.day, t.source, t.action),
    // A visitor counts once per source and day; repeated reports are dropped with ON CONFLICT DO NOTHING.
    uniqueIndex('advertising_statistics_unique_visitor_idx')
      .on(t.source, t.day, t.visitorId)
      .where(sql`${t.action} = 'homeUv'`),
    check('advertising_statistics_action_check', oneOf(t.action, AD_ACTIONS)),
    check('advertising_statistics_source_check', sql`char_length(${t.source}) between 1 and 100`),
  ],
);

/**
 * A card saved at the card processor. Only what the card list shows is kept here; the card number and
 * CVC never reach the database.
 */
export const savedCards = pgTable(
  'saved_cards',
  {
    id: primaryId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The card processor that holds the payment method ('sandbox', 'stripe'). */
    platform: text('platform').notNull(),
    processorPaymentMethodId: text('processor_payment_method_id').notNull(),
    brand: text('brand', { enum: CARD_BRANDS }).notNull(),
    last4: text('last4').notNull(),
    expMonth: smallint('exp_month').notNull(),
    expYear: smallint('exp_year').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('saved_cards_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('saved_cards_payment_method_idx').on(t.platform, t.processorPaymentMethodId),
    uniqueIndex('saved_cards_default_idx').on(t.userId).where(sql`${t.isDefault}`),
    check('saved_cards_brand_check', oneOf(t.brand, CARD_BRANDS)),
    check('saved_cards_last4_check', sql`${t.last4} ~ '^[0-9]{4}$'`),
    check('saved_cards_exp_month_check', sql`${t.expMonth} between 1 and 12`),
    check('saved_cards_exp_year_check', sql`${t.expYear} between 2000 and 2100`),
  ],
);

/** The user's customer record at a card processor, needed to reuse saved payment methods. */
export const paymentCustomers = pgTable(
  'payment_customers',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    platform: text('platform').notNull(),
    customerId: text('customer_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.platform] }),
    uniqueIndex('payment_customers_customer_idx').on(t.platform, t.customerId),
  ],
);
