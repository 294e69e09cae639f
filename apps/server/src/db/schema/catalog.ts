import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  foreignKey,
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
  ACTIVE_STATUSES,
  allOf,
  checkCoordinates,
  checkLocalized,
  checkWeeklyHours,
  createdAt,
  DELIVERY_CARRIERS,
  earthPoint,
  type LocalizedText,
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

export const BUSINESS_STATUSES = ['online', 'offline'] as const;
export const ACTIVITY_TYPES = ['discount', 'orderTypeDiscount'] as const;
export const DELIVERY_CONFIG_KINDS = ['standard', 'doordash'] as const;
export const FEE_SHARE_TYPES = ['customer', 'proportional', 'fixedPrice', 'fixedUnitPrice'] as const;

export type ServicePrice = { orderType: OrderType; percent: number; cent: number };
/** Percentages are in hundredths of a percent (1500 = 15%); fixed amounts in cents. */
export type TipConfig = { percentages: number[]; fixedAmounts: number[]; thresholdPrice: number };
export type DeliveryPriceStep = { price: number; distance: number };
export type DeliveryFeeShare = { shareType: (typeof FEE_SHARE_TYPES)[number]; value: number };
export type SpecificationOption = {
  id: string;
  name: LocalizedText;
  values: Array<{ id: string; name: LocalizedText }>;
  /** Single-select when true. */
  singularity: boolean;
  required: boolean;
  maxSelected: number | null;
};
export type AddOnGroup = {
  id: string;
  name: LocalizedText;
  minBuyNumber: number;
  maxBuyNumber: number | null;
  values: Array<{
    id: string;
    name: LocalizedText;
    price: number;
    minBuyNumber: number;
    maxBuyNumber: number | null;
  }>;
};

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

export const businesses = pgTable(
  'businesses',
  {
    id: primaryId(),
    areaId: uuid('area_id').references(() => areas.id, { onDelete: 'set null' }),
    name: localized('name').notNull(),
    /** Both languages of the name as plain text, for the trigram index. */
    searchName: text('search_name').generatedAlwaysAs(searchNameExpression),
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('businesses_location_idx').using('gist', earthPoint),
    index('businesses_search_name_trgm_idx').using('gin', t.searchName.op('gin_trgm_ops')),
    // Address suggestions and geocoding match on the full address.
    index('businesses_full_address_trgm_idx').using('gin', t.fullAddress.op('gin_trgm_ops')),
    index('businesses_area_idx').on(t.areaId),
    index('businesses_promoted_idx').on(t.promotedRank).where(sql`${t.promotedRank} is not null`),
    checkLocalized('businesses_name_check', t.name),
    checkLocalized('businesses_announcement_check', t.announcement, true),
    checkCoordinates('businesses', t.latitude, t.longitude),
    checkWeeklyHours('businesses_open_hours_check', t.openHours),
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

/** A menu served only during its hours (breakfast, lunch); commodities without one are all-day. */
export const timedMenus = pgTable(
  'timed_menus',
  {
    id: primaryId(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    name: localized('name').notNull(),
    openHours: jsonb('open_hours').$type<WeeklyHours>().notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('timed_menus_business_idx').on(t.businessId, t.sortOrder),
    checkLocalized('timed_menus_name_check', t.name),
    checkWeeklyHours('timed_menus_open_hours_check', t.openHours),
  ],
);

export const commodityCategories = pgTable(
  'commodity_categories',
  {
    id: primaryId(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    name: localized('name').notNull(),
    /** Dine-in orders must contain an item of this category before the cart can be submitted. */
    requiredForDineIn: boolean('required_for_dine_in').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('commodity_categories_business_idx').on(t.businessId, t.sortOrder),
    // The required-for-dine-in call answers with one category.
    uniqueIndex('commodity_categories_required_idx').on(t.businessId).where(sql`${t.requiredForDineIn}`),
    checkLocalized('commodity_categories_name_check', t.name),
  ],
);

export const commodities = pgTable(
  'commodities',
  {
    id: primaryId(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => commodityCategories.id, { onDelete: 'cascade' }),
    /** Null means all-day. */
    timedMenuId: uuid('timed_menu_id').references(() => timedMenus.id, { onDelete: 'set null' }),
    name: localized('name').notNull(),
    searchName: text('search_name').generatedAlwaysAs(searchNameExpression),
    description: localized('description'),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    thumbnail: text('thumbnail'),
    price: integer('price').notNull(),
    /** Pickup price when it differs from the dine-in and delivery price. */
    takeawayPrice: integer('takeaway_price'),
    /** Crossed-out prices shown beside a discounted price. */
    originPrice: integer('origin_price'),
    originTakeawayPrice: integer('origin_takeaway_price'),
    discountPercent: integer('discount_percent'),
    /** Null means unlimited. */
    stockNumber: integer('stock_number'),
    minBuyNumber: integer('min_buy_number').notNull().default(1),
    /** Null means no maximum. */
    maxBuyNumber: integer('max_buy_number'),
    specifications: jsonb('specifications').$type<SpecificationOption[]>().notNull().default([]),
    addOnGroups: jsonb('add_on_groups').$type<AddOnGroup[]>().notNull().default([]),
    /** Tax rate overrides in millionths per order type. */
    specifiedTax: jsonb('specified_tax').$type<Partial<Record<OrderType, number>>>(),
    deliveryNotSupported: boolean('delivery_not_supported').notNull().default(false),
    /** Can be redeemed with points. */
    supportsExchange: boolean('supports_exchange').notNull().default(false),
    isAvailable: boolean('is_available').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('commodities_business_category_idx').on(t.businessId, t.categoryId, t.sortOrder),
    index('commodities_category_idx').on(t.categoryId),
    index('commodities_timed_menu_idx').on(t.timedMenuId),
    index('commodities_search_name_trgm_idx').using('gin', t.searchName.op('gin_trgm_ops')),
    checkLocalized('commodities_name_check', t.name),
    checkLocalized('commodities_description_check', t.description, true),
    nonNegative('commodities_price_check', t.price),
    nonNegative('commodities_takeaway_price_check', t.takeawayPrice),
    nonNegative('commodities_origin_price_check', t.originPrice),
    nonNegative('commodities_origin_takeaway_price_check', t.originTakeawayPrice),
    check('commodities_discount_percent_check', sql`${t.discountPercent} between 0 and 100`),
    nonNegative('commodities_stock_check', t.stockNumber),
    check('commodities_min_buy_check', sql`${t.minBuyNumber} >= 1`),
    check('commodities_max_buy_check', sql`${t.maxBuyNumber} >= ${t.minBuyNumber}`),
  ],
);

/** Priced choices with their own stock (size, flavour); rows so stock can be decremented conditionally. */
export const commodityAttributes = pgTable(
  'commodity_attributes',
  {
    id: primaryId(),
    commodityId: uuid('commodity_id')
      .notNull()
      .references(() => commodities.id, { onDelete: 'cascade' }),
    name: localized('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    index('commodity_attributes_commodity_idx').on(t.commodityId, t.sortOrder),
    checkLocalized('commodity_attributes_name_check', t.name),
  ],
);

export const commodityAttributeValues = pgTable(
  'commodity_attribute_values',
  {
    id: primaryId(),
    attributeId: uuid('attribute_id').notNull(),
    name: localized('name').notNull(),
    /** Added to the item price. */
    price: money('price'),
    /** Null means unlimited. */
    stockNumber: integer('stock_number'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    index('commodity_attribute_values_attribute_idx').on(t.attributeId, t.sortOrder),
    // Named here because the generated name passes PostgreSQL's 63-character limit.
    foreignKey({
      name: 'commodity_attribute_values_attribute_fk',
      columns: [t.attributeId],
      foreignColumns: [commodityAttributes.id],
    }).onDelete('cascade'),
    checkLocalized('commodity_attribute_values_name_check', t.name),
    nonNegative('commodity_attribute_values_price_check', t.price),
    nonNegative('commodity_attribute_values_stock_check', t.stockNumber),
  ],
);

/** Item discounts and order-type discounts a business runs. */
export const activities = pgTable(
  'activities',
  {
    id: primaryId(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    name: localized('name').notNull(),
    activityDescribe: localized('activity_describe'),
    activityType: text('activity_type', { enum: ACTIVITY_TYPES }).notNull(),
    discountPercent: integer('discount_percent').notNull(),
    /** Empty means every order type. */
    availableOrderTypes: text('available_order_types', { enum: ORDER_TYPES }).array().notNull().default([]),
    /** Null means every commodity. */
    availableCommodityIds: uuid('available_commodity_ids').array(),
    status: text('status', { enum: ACTIVE_STATUSES }).notNull().default('active'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('activities_business_idx').on(t.businessId, t.status),
    checkLocalized('activities_name_check', t.name),
    checkLocalized('activities_describe_check', t.activityDescribe, true),
    check('activities_type_check', oneOf(t.activityType, ACTIVITY_TYPES)),
    check('activities_status_check', oneOf(t.status, ACTIVE_STATUSES)),
    check('activities_discount_percent_check', sql`${t.discountPercent} between 0 and 100`),
    check('activities_order_types_check', allOf(t.availableOrderTypes, ORDER_TYPES, 'text')),
    check('activities_period_check', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);
