import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  ACTIVE_STATUSES,
  allOf,
  checkCoordinates,
  checkLocalized,
  checkWeeklyHours,
  createdAt,
  DELIVERY_CARRIERS,
  earthPoint,
  latitude,
  localized,
  longitude,
  money,
  nonNegative,
  ORDER_TYPES,
  type OrderType,
  oneOf,
  primaryId,
  searchNameExpression,
  updatedAt,
  type WeeklyHours,
} from './columns.js';
import { areas } from './platform.js';

// The businesses and what each sets: categories, delivery fees, tables and pickup addresses. What they
// sell is in menus.ts and commodities.ts.

export const BUSINESS_STATUSES = ['online', 'offline'] as const;
export const DELIVERY_CONFIG_KINDS = ['standard', 'doordash'] as const;
export const FEE_SHARE_TYPES = ['customer', 'proportional', 'fixedPrice', 'fixedUnitPrice'] as const;

/** Special days: a local date and that day's intervals in milliseconds of the day (none = closed). */
export type SpecialHours = Array<{ date: string; intervals: Array<[number, number]>; note?: string }>;
export type ServicePrice = { orderType: OrderType; percent: number; cent: number };
/** Percentages are in hundredths of a percent (1500 = 15%); fixed amounts in cents. */
export type TipConfig = { percentages: number[]; fixedAmounts: number[]; thresholdPrice: number };
export type DeliveryPriceStep = { price: number; distance: number };
export type DeliveryFeeShare = { shareType: (typeof FEE_SHARE_TYPES)[number]; value: number };

export const businessCategories = pgTable(
  'business_categories',
  {
    id: primaryId(),
    name: localized('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [checkLocalized('business_categories_name_check', t.name)],
);

/** Versions of store cards: every change to what a store's card shows takes the next one (see migration 0012). */
export const businessCardVersions = pgSequence('business_card_versions');
/** Versions of what a store's page shows (detail, menu, items), taken by the triggers of migration 0013. */
export const businessPageVersions = pgSequence('business_page_versions');

export const businesses = pgTable(
  'businesses',
  {
    id: primaryId(),
    areaId: uuid('area_id').references(() => areas.id, { onDelete: 'set null' }),
    name: localized('name').notNull(),
    /** Both languages of the name as plain text, for the trigram index. */
    searchName: text('search_name').generatedAlwaysAs(searchNameExpression),
    /**
     * What search matches, in lower case: the name in both languages and each available dish's, one per
     * line. Written by a trigger of migration 0015 whenever the store's row changes, which every change to its
     * items does (their page version), so a search reads one row a store instead of the store's dishes.
     */
    searchText: text('search_text').notNull().default(''),
    status: text('status', { enum: BUSINESS_STATUSES }).notNull().default('online'),
    logo: text('logo'),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    announcement: localized('announcement'),
    contactPhoneNumber: text('contact_phone_number'),
    /** Lower-case host name the business's own site is served on; opens the store page directly. */
    website: text('website').unique(),
    fullAddress: text('full_address').notNull(),
    postalCode: text('postal_code'),
    latitude: latitude(),
    longitude: longitude(),
    timeZone: text('time_zone').notNull(),
    openHours: jsonb('open_hours').$type<WeeklyHours>().notNull(),
    /**
     * Days whose hours differ from the week's (a holiday, closed today, extended hours): each local date
     * (YYYY-MM-DD in the store's time zone) with its own intervals, none meaning closed all day.
     */
    specialHours: jsonb('special_hours').$type<SpecialHours>().notNull().default([]),
    diningTypes: text('dining_types', { enum: ORDER_TYPES }).array().notNull(),
    deliveryCarrier: text('delivery_carrier', { enum: DELIVERY_CARRIERS }).notNull().default('platform'),
    prepareFoodTimeSeconds: integer('prepare_food_time_seconds').notNull().default(1200),
    /** Combined sales tax in millionths (86250 = 8.625%). */
    taxRateMillionths: integer('tax_rate_millionths').notNull().default(0),
    noTaxOnPickupOrders: boolean('no_tax_on_pickup_orders').notNull().default(false),
    servicePrices: jsonb('service_prices').$type<ServicePrice[]>().notNull().default([]),
    /** Null means the product defaults. */
    tipConfig: jsonb('tip_config').$type<TipConfig>(),
    specialTipRules: jsonb('special_tip_rules'),
    customizedTipDisabled: boolean('customized_tip_disabled').notNull().default(false),
    tipDisabledForOnline: boolean('tip_disabled_for_online').notNull().default(false),
    orderInAdvance: boolean('order_in_advance').notNull().default(false),
    expectedOpeningTime: timestamp('expected_opening_time', { withTimezone: true }),
    /** How many days ahead orders may be scheduled. */
    reserveDay: integer('reserve_day').notNull().default(1),
    /** Spacing of the offered time slots (the specification's spacTime), in minutes. */
    spacTimeMinutes: integer('spac_time_minutes').notNull().default(15),
    pointsStatus: text('points_status', { enum: ACTIVE_STATUSES }).notNull().default('inactive'),
    /** Position on the recommendation carousel; null when not promoted. */
    promotedRank: integer('promoted_rank'),
    /**
     * Taken from business_card_versions by triggers whenever the store's card changes (its own columns, its
     * categories, activities or pause): a server copy's cached card is current while its version matches.
     */
    cardVersion: bigint('card_version', { mode: 'number' })
      .notNull()
      .default(sql`nextval('business_card_versions')`),
    /**
     * Taken from business_page_versions by triggers whenever what the store page shows changes (the store's
     * row, menu, items, options, timed menus, delivery, pickup points, tables, points tiers, and everything
     * that takes a new card version), but not when an order moves stock: stock is read live per request.
     */
    pageVersion: bigint('page_version', { mode: 'number' })
      .notNull()
      .default(sql`nextval('business_page_versions')`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('businesses_location_idx').using('gist', earthPoint),
    // businesses_listed_location_idx, the store lists' covering index, is in migration 0014 only: drizzle
    // cannot declare an index's INCLUDE columns.
    index('businesses_search_name_trgm_idx').using('gin', t.searchName.op('gin_trgm_ops')),
    index('businesses_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    // Address suggestions and geocoding match on the full address.
    index('businesses_full_address_trgm_idx').using('gin', t.fullAddress.op('gin_trgm_ops')),
    index('businesses_area_idx').on(t.areaId),
    index('businesses_promoted_idx').on(t.promotedRank).where(sql`${t.promotedRank} is not null`),
    checkLocalized('businesses_name_check', t.name),
    checkLocalized('businesses_announcement_check', t.announcement, true),
    checkCoordinates('businesses', t.latitude, t.longitude),
    checkWeeklyHours('businesses_open_hours_check', t.openHours),
    check('businesses_special_hours_check', sql`jsonb_typeof(${t.specialHours}) = 'array'`),
    check('businesses_status_check', oneOf(t.status, BUSINESS_STATUSES)),
    check('businesses_dining_types_check', allOf(t.diningTypes, ORDER_TYPES, 'text')),
    check('businesses_delivery_carrier_check', oneOf(t.deliveryCarrier, DELIVERY_CARRIERS)),
    check('businesses_points_status_check', oneOf(t.pointsStatus, ACTIVE_STATUSES)),
    check('businesses_website_check', sql`${t.website} = lower(${t.website})`),
    check('businesses_tax_rate_check', sql`${t.taxRateMillionths} between 0 and 1000000`),
    nonNegative('businesses_prepare_food_time_check', t.prepareFoodTimeSeconds),
    nonNegative('businesses_reserve_day_check', t.reserveDay),
    check('businesses_spac_time_check', sql`${t.spacTimeMinutes} > 0`),
  ],
);

export const businessCategoryLinks = pgTable(
  'business_category_links',
  {
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => businessCategories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.categoryId] }),
    index('business_category_links_category_idx').on(t.categoryId),
  ],
);

/**
 * Delivery fee rules (the specification's area.deliveryConfig and doordashDeliveryConfig), one row per
 * business and kind. Distances are miles, as on the wire.
 */
export const deliveryConfigs = pgTable(
  'delivery_configs',
  {
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: DELIVERY_CONFIG_KINDS }).notNull(),
    basePrice: money('base_price'),
    baseDistanceMiles: doublePrecision('base_distance_miles').notNull().default(0),
    /** Each step charges its price per started distance beyond the base distance. */
    extraDeliveryPrices: jsonb('extra_delivery_prices').$type<DeliveryPriceStep[]>().notNull().default([]),
    maxDistanceMiles: doublePrecision('max_distance_miles'),
    minCommoditiesPrice: money('min_commodities_price'),
    /** Null means no surcharge is configured, so orders below the minimum cannot be delivered. */
    smallOrderExtraPrice: integer('small_order_extra_price'),
    deliveryFeeShares: jsonb('delivery_fee_shares').$type<DeliveryFeeShare[]>().notNull().default([]),
    /** Weekdays with delivery, Monday 1 to Sunday 7; null means every day. */
    deliveryDates: integer('delivery_dates').array(),
    originLatitude: doublePrecision('origin_latitude'),
    originLongitude: doublePrecision('origin_longitude'),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.kind] }),
    check('delivery_configs_kind_check', oneOf(t.kind, DELIVERY_CONFIG_KINDS)),
    nonNegative('delivery_configs_base_price_check', t.basePrice),
    nonNegative('delivery_configs_base_distance_check', t.baseDistanceMiles),
    check('delivery_configs_max_distance_check', sql`${t.maxDistanceMiles} > 0`),
    nonNegative('delivery_configs_min_commodities_price_check', t.minCommoditiesPrice),
    nonNegative('delivery_configs_small_order_extra_price_check', t.smallOrderExtraPrice),
    check('delivery_configs_delivery_dates_check', allOf(t.deliveryDates, [1, 2, 3, 4, 5, 6, 7], 'integer')),
  ],
);

export const diningTables = pgTable(
  'dining_tables',
  {
    id: primaryId(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Printed on the table's QR code. */
    code: text('code').unique(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('dining_tables_business_name_idx').on(t.businessId, t.name),
    check('dining_tables_name_check', sql`char_length(${t.name}) between 1 and 32`),
  ],
);

export const businessPickupAddresses = pgTable(
  'business_pickup_addresses',
  {
    id: primaryId(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    addressName: localized('address_name').notNull(),
    fullAddress: text('full_address').notNull(),
    latitude: latitude(),
    longitude: longitude(),
    pickupHours: jsonb('pickup_hours').$type<WeeklyHours>().notNull(),
    supportsImmediatePickUp: boolean('supports_immediate_pick_up').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('business_pickup_addresses_business_idx').on(t.businessId, t.sortOrder),
    index('business_pickup_addresses_location_idx').using('gist', earthPoint),
    checkLocalized('business_pickup_addresses_name_check', t.addressName),
    checkCoordinates('business_pickup_addresses', t.latitude, t.longitude),
    checkWeeklyHours('business_pickup_addresses_hours_check', t.pickupHours),
  ],
);
